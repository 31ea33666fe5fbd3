// swift-tools-version: 6.0
// LayoutReel — renders how a scrolling collection-view layout moves.
import PackageDescription

// On Linux (any host without Darwin) the package also offers modules named `UIKit`,
// `CoreGraphics` and `QuartzCore`, so a layout file written for iOS builds with its imports
// unchanged (docs/uikit-compatibility.md). On Apple platforms they are not declared at all:
// the real frameworks are never shadowed.
#if !canImport(Darwin)
    let appleNamedProducts: [Product] = [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // What a `reel preview` child links: the user's layout files compile against UIKit and
        // ReelPreviewRuntime and link this one library (docs/preview.md). `reel` finds it
        // beside itself; `swift build --product LayoutReelPreview` builds it.
        .library(
            name: "LayoutReelPreview", type: .dynamic,
            targets: [
                "ReelPreviewServer", "ReelPreviewWire", "ReelPreviewRuntime", "UIKit", "CoreGraphics", "QuartzCore",
            ]),
    ]
    let appleNamedTargets: [Target] = [
        // CoreGraphics' API on Linux: Foundation's CG types plus Geometry (re-exported).
        .target(name: "CoreGraphics", dependencies: ["Geometry", "_Testing_CoreGraphics"]),
        // Empty stand-ins for Swift Testing's cross-import overlays, which the compiler loads
        // whenever `Testing` and a module named `CoreGraphics` / `UIKit` meet in one file.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // Core Animation's names: CATransform3D (Geometry), CALayer (CollectionLayout), CATransaction.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Geometry", "HeadlessUI", "CollectionLayout"]),
        // UIKit's names over the headless engine and the built-in layouts.
        .target(
            name: "UIKit",
            dependencies: [
                "CoreGraphics", "QuartzCore", "Geometry", "HeadlessUI", "CollectionLayout", "UIKitLayouts",
                "_Testing_UIKit",
                "Typography",
            ]),
        // Reads a headless UIKit view and layer tree into ViewDrawing's values: colours resolved
        // for an appearance, labels set in lines, images found (docs/cells.md).
        .target(
            name: "ViewCapture",
            dependencies: [
                "ViewDrawing", "UIKit", "QuartzCore", "HeadlessUI", "CollectionLayout", "Canvas", "Geometry",
                "Typography",
            ]),
        .testTarget(
            name: "ViewDrawingTests",
            dependencies: [
                "TestSupport", "ViewCapture", "ViewDrawing", "UIKit", "QuartzCore", "HeadlessUI", "Canvas", "Geometry",
                "ImageCodecs", "Typography",
            ]),
        // Layouts written as iOS developers write them, compiled unchanged (`import UIKit`).
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "CollectionLayout", "Layouts"]),
    ]
    // What draws UIKit views (ViewCapture, ViewDrawing): ReelSnapshotTesting's `.image`
    // strategies for views and the cell-drawing benchmark, on hosts that have the UIKit module.
    let viewDrawingDependencies: [Target.Dependency] = ["ViewCapture", "ViewDrawing", "UIKit"]
    // What a preview child captures its cells with (ReelPreviewServer).
    let viewCaptureDependencies: [Target.Dependency] = ["ViewCapture", "UIKit"]
#else
    let appleNamedProducts: [Product] = []
    let appleNamedTargets: [Target] = []
    let viewDrawingDependencies: [Target.Dependency] = []
    let viewCaptureDependencies: [Target.Dependency] = []
#endif

// Fuzz targets (libFuzzer): declared only for `make fuzz`, which sets REEL_FUZZ and builds with
// `--sanitize=fuzzer` (libFuzzer supplies `main`), so `swift build` and `make test` never see them.
// Each is `reel-fuzz-<name>`, seeded from Fixtures/fuzz/<name>/ (docs/fuzzing.md).
let fuzzTargets: [Target] =
    Context.environment["REEL_FUZZ"] == nil
    ? []
    : [
        .executableTarget(name: "reel-fuzz-scene", dependencies: ["Reel"]),
        .executableTarget(name: "reel-fuzz-png", dependencies: ["Canvas"]),
        .executableTarget(name: "reel-fuzz-adapter", dependencies: ["UIKitAdapter"]),
        .executableTarget(name: "reel-fuzz-http", dependencies: ["ReelWatch"]),
        .executableTarget(name: "reel-fuzz-reply", dependencies: ["ReelPreview"]),
    ]

// `assertSnapshot(of: layout, as: .reel(…))`: swift-snapshot-testing strategies over the golden
// comparison, so suites written for it adopt reel line by line (ReelSnapshotTesting only; `reel`
// and the other products never build it).
let snapshotTestingTargets: [Target] = [
    .target(
        name: "ReelSnapshotTesting",
        dependencies: [
            "ReelGolden", "Reel", "Canvas", "CollectionLayout", "Layouts", "ImageCodecs", "HeadlessUI",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ] + viewDrawingDependencies),
    .testTarget(
        name: "ReelSnapshotTestingTests",
        dependencies: [
            "TestSupport", "ReelSnapshotTesting", "ReelGolden", "Reel", "Canvas", "CollectionLayout", "Layouts",
            "ImageCodecs",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ] + viewDrawingDependencies),
]

let package = Package(
    name: "LayoutReel",
    // The MCP SDK (`reel mcp`) needs macOS 13; Linux has no minimum.
    platforms: [.macOS(.v13)],
    products: appleNamedProducts + [
        .library(name: "ReelSnapshotTesting", targets: ["ReelSnapshotTesting"]),
        .executable(name: "reel", targets: ["reel"]),
        .library(name: "ReelCommandLine", targets: ["ReelCommandLine"]),
        .library(name: "ReelWatch", targets: ["ReelWatch"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Layouts", targets: ["Layouts"]),
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelPlot", targets: ["ReelPlot"]),
        .library(name: "ReelGolden", targets: ["ReelGolden"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .library(name: "UIKitAdapter", targets: ["UIKitAdapter"]),
        .executable(name: "reel-adapt", targets: ["reel-adapt"]),
        .plugin(name: "UIKitAdapterPlugin", targets: ["UIKitAdapterPlugin"]),
        .plugin(name: "ReelCommandPlugin", targets: ["ReelCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation --target X` (DocC catalogs in Sources/*/Documentation.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The source adapter parses and rewrites Swift (UIKitAdapter, reel-adapt).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `reel mcp`: the Model Context Protocol server (ReelMCP) and, in its tests, a real client.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The file descriptors the MCP client of ReelMCPTests talks to `reel mcp` through.
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    ],
    targets: appleNamedTargets + fuzzTargets + snapshotTestingTargets + [
        // C at the edge: cairo (+ FreeType for the bundled font), nothing else.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // libdeflate for the PNG encoder's compression (apt libdeflate-dev).
        // libyaml's parser events (libyaml-dev), for the scene reader's structure scan
        // (YAMLStructureScan): the parser Yams composes scenes with, read before it composes.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // libwebp and libwebpmux for animated WebP (WebPAnimEncoder; apt libwebp-dev).
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]
        ),
        // Per-pixel loops in C (pixelmatch, PNG row filters, pixel conversions): debug builds
        // compile Swift at -Onone, where such loops run tens of times slower than C at -O0.
        .target(name: "CPixelLoops"),
        // zlib, for the PNG encoder's `small` candidate (apt zlib1g-dev).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The image codecs, no cairo: PNG, APNG, GIF and WebP encoders, the PNG decoder, DEFLATE,
        // pixel buffers.
        .target(name: "ImageCodecs", dependencies: ["Geometry", "CDeflate", "CWebP", "CZlib", "CPixelLoops"]),
        // The only Swift that calls cairo: surfaces, drawing, text, and the PNG encoder choice.
        .target(
            name: "Canvas",
            dependencies: ["Geometry", "ImageCodecs", "ReelSystem", "CCairo", "CPixelLoops", "Typography"]),
        // A view tree as values (DrawnLayer) and their drawing with Canvas: backgrounds, corners,
        // borders, shadows, masks, gradients, shapes, text and images (docs/cells.md).
        .target(name: "ViewDrawing", dependencies: ["Canvas", "Geometry"]),
        // Pure Swift, no cairo: the bundled fonts (DejaVu Sans), their metrics and text measurement.
        .target(name: "Typography", resources: [.copy("Resources/Fonts")]),
        // Pure Swift over Foundation: the CG/CA geometry that the engine and Canvas share.
        .target(name: "Geometry"),
        // The C library calls Swift cannot make: standard output line-buffered (Swift cannot
        // name `stdout` under strict concurrency), spawning in a new session (GNU extensions).
        .target(name: "CReelSystem"),
        // The one module that names the C library (Glibc): files, sockets, processes.
        .target(name: "ReelSystem", dependencies: ["CReelSystem"]),
        // Linear constraints with strengths, solved incrementally (Cassowary); no UIKit names.
        .target(name: "ConstraintSolver"),
        // Headless UIKit views: views, layers, windows, traits, events, Auto Layout, view controllers.
        .target(name: "HeadlessUI", dependencies: ["Geometry", "ConstraintSolver", "Typography"]),
        // Pure Swift, no cairo: the collection-view layout engine (the collection view, its
        // layout base class, attributes, cells, scrolling, updates, data sources, dynamics).
        .target(name: "CollectionLayout", dependencies: ["Geometry", "HeadlessUI"]),
        // UIKit's own layouts, headless: flow, compositional and list layouts.
        .target(name: "UIKitLayouts", dependencies: ["CollectionLayout", "HeadlessUI"]),
        // The five seed systems, ported as their iOS originals are written, and the registry of
        // built-in layouts that scenes name.
        .target(name: "Layouts", dependencies: ["CollectionLayout", "HeadlessUI", "UIKitLayouts"]),
        .target(
            name: "Reel",
            dependencies: [
                "Canvas", "CollectionLayout", "Layouts",
                "HeadlessUI", "ImageCodecs", "UIKitLayouts", "ViewDrawing",
                // Yams composes scenes; libyaml's parser (CLibYAML) is read event by event in one
                // file, Scene/Parsing/YAMLStructureScan.swift, before composing.
                "CLibYAML",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Charts of an attribute over the content offset, and box-and-arrow diagrams (`reel plot`).
        .target(name: "ReelPlot", dependencies: ["Reel", "Canvas", "CollectionLayout", "Layouts"]),
        // Golden-image comparison, store, verifier and recorder — no test framework, so the
        // `reel` tool can use it without linking XCTest or Swift Testing.
        .target(
            name: "ReelGolden",
            dependencies: ["Reel", "Canvas", "CollectionLayout", "Layouts", "CPixelLoops", "ImageCodecs"]),
        // The assertions for Swift Testing and XCTest; re-exports ReelGolden.
        .target(name: "ReelTesting", dependencies: ["ReelGolden", "Reel", "CollectionLayout", "Layouts"]),
        // What the generated `main.swift` of a preview child imports (with UIKit): the user's
        // classes described by key paths, the scene-value conversions, the entry point.
        .target(name: "ReelPreviewRuntime", dependencies: ["CollectionLayout", "Layouts", "UIKitLayouts"]),
        // The messages between `reel` and a preview child (requests, replies, the scene plan, the
        // appearance layers): what both sides import, so `reel` needs nothing of the child's loop.
        .target(
            name: "ReelPreviewWire", dependencies: ["Reel", "CollectionLayout", "Layouts", "HeadlessUI", "ViewDrawing"]),
        // The child's loop: runs the scene's layouts (SceneRuntime) and answers `reel` over a pipe.
        // The generated main.swift of a child declares its entry (`reel_preview_serve`) and hands it
        // to the runtime; the linker binds it, so the child never imports this module.
        .target(
            name: "ReelPreviewServer",
            dependencies: [
                "ReelPreviewRuntime", "ReelPreviewWire", "Reel", "CollectionLayout", "Layouts", "HeadlessUI",
                "ReelSystem",
                "ViewDrawing",
            ] + viewCaptureDependencies),
        // `reel preview` and Swift scenes: adapts, compiles (swiftc, cached) and runs a user's
        // layout files in a child process, turning its failures into messages at the user's lines.
        .target(
            name: "ReelPreview",
            dependencies: [
                "ReelPreviewWire", "Reel", "Layouts", "UIKitAdapter", "ReelSystem",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Watching files and serving a live flipbook on 127.0.0.1 (`reel render --watch`, `reel preview --watch`).
        .target(name: "ReelWatch", dependencies: ["Reel", "Layouts", "ReelSystem"]),
        // The `reel` commands as a library: `ReelCommand.main(layouts:)` makes a team's own `reel`
        // with its layouts built in; `reel init` scaffolds a package that does so.
        .target(
            name: "ReelCommandLine",
            dependencies: [
                "Reel", "ReelGolden", "ReelPlot", "ReelWatch", "ReelPreview", "ReelMCP", "Layouts", "CollectionLayout",
                "Canvas", "ImageCodecs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `reel mcp`: LayoutReel's tools for coding agents over the Model Context Protocol; each
        // call runs `reel` itself, reading only the folders it serves (docs/mcp.md).
        .target(
            name: "ReelMCP",
            dependencies: ["Reel", "Layouts", "Geometry", .product(name: "MCP", package: "swift-sdk")]
        ),
        .executableTarget(name: "reel", dependencies: ["ReelCommandLine"]),

        // Rewrites the Objective-C-only Swift that Linux refuses (`@objc` optional requirements,
        // `#selector`, `@IB…`, `dynamic`) into plain Swift, reporting each rewrite.
        .target(
            name: "UIKitAdapter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The thin tool the build-tool plugin and `reel preview` run: `reel-adapt IN -o OUT`.
        .executableTarget(
            name: "reel-adapt",
            dependencies: [
                "UIKitAdapter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Adapts a target's unchanged iOS files (`UIKitSources/`) with reel-adapt before it compiles.
        .plugin(name: "UIKitAdapterPlugin", capability: .buildTool(), dependencies: ["reel-adapt"]),
        // `swift package reel render Scenes/cards.yaml`: builds the package's own `reel` (an executable
        // target that calls `ReelCommand.main(layouts:)`) and runs it with the arguments.
        .plugin(
            name: "ReelCommandPlugin",
            capability: .command(
                intent: .custom(verb: "reel", description: "Run reel with this package's layouts built in"),
                permissions: [
                    .writeToPackageDirectory(reason: "reel writes renders (out/) and goldens into the package")
                ])
        ),

        // The benchmarks, outside the library and the tool: `make bench` runs them in release.
        .executableTarget(
            name: "reel-bench",
            dependencies: [
                "ConstraintSolver", "Reel", "ReelGolden", "Canvas", "CollectionLayout", "Layouts",
                "HeadlessUI", "ImageCodecs", "UIKitLayouts",
                // The live suite drives headless Chromium with the tests' DevTools client.
                "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + viewDrawingDependencies
        ),

        // What several test targets share: the package's paths, running a built tool, `close(_:_:)`.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(
            name: "CanvasTests",
            dependencies: ["Canvas", "Geometry", "CCairo", "CDeflate", "CPixelLoops", "ImageCodecs", "Typography"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "ConstraintSolver"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["TestSupport", "CollectionLayout", "HeadlessUI"]),
        .testTarget(name: "LayoutsTests", dependencies: ["Layouts", "CollectionLayout", "HeadlessUI", "UIKitLayouts"]),
        .testTarget(
            name: "ReelTests",
            dependencies: [
                "TestSupport", "Reel", "Canvas", "CollectionLayout", "Layouts", "ImageCodecs", "Typography",
                "HeadlessUI",
                .product(name: "Yams", package: "Yams"),
            ]),
        .testTarget(
            name: "ReelPlotTests",
            dependencies: ["TestSupport", "ReelPlot", "Reel", "Canvas", "CollectionLayout", "Layouts"]),
        .testTarget(
            name: "ReelGoldenTests",
            dependencies: ["TestSupport", "ReelGolden", "Reel", "Canvas", "CollectionLayout", "ImageCodecs"]),
        .testTarget(
            name: "ReelTestingTests",
            dependencies: [
                "TestSupport", "ReelTesting", "ReelGolden", "Reel", "Canvas", "CollectionLayout", "Layouts",
                "ImageCodecs",
            ]),
        .testTarget(name: "ReelCLITests", dependencies: ["TestSupport", "reel"]),
        .testTarget(
            name: "ReelCommandLineTests",
            dependencies: [
                "TestSupport", "ReelCommandLine", "Reel", "Layouts", "CollectionLayout", "reel", "UIKitLayouts",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "ReelMCPTests",
            dependencies: [
                "TestSupport", "ReelMCP", "reel", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .testTarget(name: "ReelWatchTests", dependencies: ["TestSupport", "ReelWatch", "Reel", "Canvas", "ImageCodecs"]),
        .testTarget(name: "UIKitAdapterTests", dependencies: ["TestSupport", "UIKitAdapter", "reel-adapt"]),
        .testTarget(
            name: "ReelPreviewTests",
            dependencies: [
                "TestSupport", "ReelPreview", "ReelPreviewWire", "ReelPreviewRuntime", "Reel", "Layouts", "Canvas",
                "ImageCodecs", "Typography", "ReelSystem",
            ]),
        .testTarget(name: "ReelBenchTests", dependencies: ["TestSupport", "reel-bench", "Reel"]),
    ],
    swiftLanguageModes: [.v6]
)
