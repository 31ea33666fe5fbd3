import Canvas
import Foundation
import Reel
import Testing

@testable import ReelPlot

/// The architecture pictures of docs/architecture.md, drawn by the tool's own Canvas code.
///
/// `make docs` runs these tests with `REEL_DOCS_OUT` set to a folder: they then also write
/// `architecture-modules.svg` and `architecture-pipeline.svg` there, and `make docs` compares
/// them with docs/images/.
enum ArchitectureDiagrams {
    static let cli = Color(red: 1.00, green: 0.95, blue: 0.77)
    static let reel = Color(red: 0.91, green: 0.88, blue: 0.97)
    static let testing = Color(red: 0.98, green: 0.87, blue: 0.89)
    static let layouts = Color(red: 0.86, green: 0.94, blue: 0.85)
    static let engine = Color(red: 0.84, green: 0.91, blue: 0.98)
    static let canvas = Color(red: 0.99, green: 0.89, blue: 0.77)
    static let system = Color(red: 0.92, green: 0.92, blue: 0.93)

    /// The targets, each with its one idea, and what each imports (the main edges; every module
    /// imports Geometry, and docs/architecture.md's map, from Package.swift, has every import).
    static let modules = BoxDiagram(
        width: 980, height: 850, title: "LayoutReel's modules (an arrow reads “imports”)",
        boxes: [
            .init(
                "reel", lines: ["the command-line tool:", "ReelCommand.main(layouts: [])"],
                frame: CGRect(x: 260, y: 44, width: 220, height: 58), fill: cli),
            .init(
                "ReelTesting", lines: ["assertions for", "Swift Testing and XCTest"],
                frame: CGRect(x: 500, y: 44, width: 220, height: 58), fill: testing),
            .init(
                "reel-bench", lines: ["the benchmarks that", "make bench runs"],
                frame: CGRect(x: 740, y: 44, width: 220, height: 58), fill: cli),
            .init(
                "ReelCommandLine", lines: ["the commands as a library:", "render · preview · verify · init …"],
                frame: CGRect(x: 380, y: 148, width: 220, height: 58), fill: cli),
            .init(
                "ReelMCP", lines: ["reel mcp: tools for coding", "agents (Model Context Protocol)"],
                frame: CGRect(x: 20, y: 148, width: 240, height: 58), fill: cli),
            .init(
                "ReelPlot", lines: ["attribute charts over", "the offset · box diagrams"],
                frame: CGRect(x: 20, y: 252, width: 220, height: 58), fill: reel),
            .init(
                "ReelWatch", lines: ["--watch: file watcher, the", "page only its user reaches"],
                frame: CGRect(x: 260, y: 252, width: 220, height: 58), fill: reel),
            .init(
                "ReelPreview", lines: ["reel preview, Swift scenes:", "find · compile · run a child"],
                frame: CGRect(x: 500, y: 252, width: 220, height: 58), fill: reel),
            .init(
                "ReelGolden", lines: ["golden images + attributes:", "diff · record · verify"],
                frame: CGRect(x: 740, y: 252, width: 220, height: 58), fill: testing),
            .init(
                "Reel", lines: ["scene language · sampling ·", "FrameRenderer · outputs · dump"],
                frame: CGRect(x: 250, y: 356, width: 240, height: 58), fill: reel),
            .init(
                "ReelPreviewServer", title: "ReelPreviewWire · Server · Runtime",
                lines: ["the messages; the preview child's", "side (libLayoutReelPreview.so)"],
                frame: CGRect(x: 700, y: 356, width: 270, height: 58), fill: reel),
            .init(
                "Layouts", lines: ["the five seed ports", "and the layout registry"],
                frame: CGRect(x: 20, y: 460, width: 200, height: 58), fill: layouts),
            .init(
                "UIKit", title: "UIKit · CoreGraphics · QuartzCore",
                lines: ["UIKit's names on Linux,", "and only UIKit's"],
                frame: CGRect(x: 240, y: 460, width: 240, height: 58), fill: layouts),
            .init(
                "UIKitAdapter", lines: ["@objc, optional requirements,", "#selector → plain Swift"],
                frame: CGRect(x: 500, y: 460, width: 210, height: 58), fill: layouts),
            .init(
                "Canvas", lines: ["the only Swift that calls cairo:", "surfaces · paths · text · SVG"],
                frame: CGRect(x: 730, y: 460, width: 230, height: 58), fill: canvas),
            .init(
                "UIKitLayouts", lines: ["UIKit's own layouts:", "flow · compositional · lists"],
                frame: CGRect(x: 20, y: 564, width: 200, height: 58), fill: layouts),
            .init(
                "reel-adapt", lines: ["the adapter as a tool", "and a build-tool plugin"],
                frame: CGRect(x: 260, y: 564, width: 200, height: 58), fill: cli),
            .init(
                "SwiftSyntax", title: "swift-syntax", lines: ["parser and syntax tree", "(a package dependency)"],
                frame: CGRect(x: 480, y: 564, width: 180, height: 58), fill: system),
            .init(
                "ImageCodecs", lines: ["PNG · APNG · GIF · WebP,", "decoder · DEFLATE · one CRC"],
                frame: CGRect(x: 775, y: 564, width: 185, height: 58), fill: canvas),
            .init(
                "CollectionLayout", lines: ["the layout engine: collection", "view · attributes · physics"],
                frame: CGRect(x: 20, y: 668, width: 230, height: 58), fill: engine),
            .init(
                "Typography", lines: ["the bundled fonts' metrics,", "text measured without cairo"],
                frame: CGRect(x: 480, y: 668, width: 210, height: 58), fill: engine),
            .init(
                "CCairo", title: "C shims", lines: ["cairo · libdeflate · libwebp", "· libyaml · zlib · pixel loops"],
                frame: CGRect(x: 775, y: 668, width: 185, height: 58), fill: system),
            .init(
                "HeadlessUI", lines: ["UIView · CALayer · traits ·", "Auto Layout · controllers"],
                frame: CGRect(x: 20, y: 772, width: 230, height: 58), fill: engine),
            .init(
                "ConstraintSolver", lines: ["linear constraints with", "strengths (Cassowary)"],
                frame: CGRect(x: 270, y: 668, width: 190, height: 58), fill: engine),
            .init(
                "Geometry", lines: ["CG values · Color · Path ·", "shapes · Foundation only"],
                frame: CGRect(x: 270, y: 772, width: 210, height: 58), fill: engine),
            .init(
                "ReelSystem", lines: ["the one module that names", "the C library (Glibc)"],
                frame: CGRect(x: 775, y: 772, width: 185, height: 58), fill: system),
            .init(
                "ViewDrawing", title: "ViewDrawing · ViewCapture",
                lines: ["cells' views and layers,", "captured and drawn"],
                frame: CGRect(x: 500, y: 772, width: 250, height: 58), fill: canvas),
        ],
        arrows: [
            .init("reel", "ReelCommandLine"), .init("ReelCommandLine", "ReelPlot"),
            .init("ReelCommandLine", "ReelWatch"), .init("ReelCommandLine", "ReelPreview"),
            .init("ReelCommandLine", "ReelGolden"), .init("reel-bench", "ReelGolden"),
            .init("ReelTesting", "ReelGolden"), .init("ReelPlot", "Reel"), .init("ReelWatch", "Reel"),
            .init("ReelGolden", "Reel"), .init("ReelPreview", "ReelPreviewServer"),
            .init("ReelPreview", "UIKitAdapter"), .init("ReelPreviewServer", "Reel"),
            .init("Reel", "Layouts"), .init("Reel", "Canvas"), .init("Layouts", "UIKitLayouts"),
            .init("UIKit", "UIKitLayouts"), .init("UIKitLayouts", "CollectionLayout"),
            .init("CollectionLayout", "HeadlessUI"), .init("HeadlessUI", "ConstraintSolver"),
            .init("HeadlessUI", "Geometry"), .init("Canvas", "ImageCodecs"), .init("Canvas", "Typography"),
            .init("ImageCodecs", "CCairo"),
            .init("reel-adapt", "UIKitAdapter"), .init("UIKitAdapter", "SwiftSyntax"),
            .init("ViewDrawing", "Canvas"), .init("ReelCommandLine", "ReelMCP"), .init("ReelMCP", "Reel"),
        ])

    /// One frame's way from the scene file to the output files.
    static let pipeline = BoxDiagram(
        width: 920, height: 316, title: "One frame's way through reel render",
        boxes: [
            .init(
                "scene", title: "scene.yaml", lines: ["panes · layouts · params", "sampling · styles"],
                frame: CGRect(x: 24, y: 44, width: 160, height: 64), fill: system),
            .init(
                "Scene", lines: ["Sendable value,", "every key located"],
                frame: CGRect(x: 264, y: 44, width: 160, height: 64), fill: reel),
            .init(
                "SceneRuntime", lines: ["a CollectionView + layout", "per pane; the offsets"],
                frame: CGRect(x: 504, y: 44, width: 160, height: 64), fill: engine),
            .init(
                "FrameState", lines: ["every pane's attributes", "at one content offset"],
                frame: CGRect(x: 744, y: 44, width: 160, height: 64), fill: reel),
            .init(
                "Compositor", lines: ["draw order, transforms,", "alpha, clip, view mode"],
                frame: CGRect(x: 744, y: 160, width: 160, height: 64), fill: reel),
            .init(
                "DisplayList", lines: ["drawing commands", "as values"],
                frame: CGRect(x: 564, y: 160, width: 160, height: 64), fill: reel),
            .init(
                "Rasterizer", lines: ["Canvas → cairo, on the", "worker's reused surface"],
                frame: CGRect(x: 384, y: 160, width: 160, height: 64), fill: canvas),
            .init(
                "encoder", title: "PNGEncoder", lines: ["PNG bytes (or SVG);", "APNG takes its IDAT"],
                frame: CGRect(x: 204, y: 160, width: 160, height: 64), fill: canvas),
            .init(
                "writers", title: "files", lines: ["frame-0000.png / .svg,", "APNG, sheet, flipbook"],
                frame: CGRect(x: 24, y: 160, width: 160, height: 64), fill: cli),
        ],
        arrows: [
            .init("scene", "Scene"), .init("Scene", "SceneRuntime"), .init("SceneRuntime", "FrameState"),
            .init("FrameState", "Compositor"), .init("Compositor", "DisplayList"), .init("DisplayList", "Rasterizer"),
            .init("Rasterizer", "encoder"), .init("encoder", "writers"),
        ],
        notes: [
            .init(
                "Top row: layouts run in frame order on one task (they are stateful classes, as in UIKit).",
                at: CGPoint(x: 24, y: 250)),
            .init(
                "Bottom row: one FrameRenderer per worker (--jobs) composites, rasterizes and encodes; the bytes never depend on the job count.",
                at: CGPoint(x: 24, y: 268)),
            .init(
                "The driver, the golden verifier and the benchmarks all draw frames with FrameRenderer.",
                at: CGPoint(x: 24, y: 286)),
            .init(
                "reel dump writes FrameState as JSON (the dump schema); reel plot charts one attribute of it over the offset.",
                at: CGPoint(x: 24, y: 304)),
        ])

    static let all: [(file: String, diagram: BoxDiagram)] = [
        ("architecture-modules.svg", modules), ("architecture-pipeline.svg", pipeline),
    ]
}

struct PlotDiagramTests {
    @Test func architectureDiagramsAreWellFormedAndStable() throws {
        for (file, diagram) in ArchitectureDiagrams.all {
            let svg = try BoxDiagramRenderer.svg(diagram)
            #expect(try BoxDiagramRenderer.svg(diagram) == svg, "\(file) differs between two runs")
            let elements = try PlotTestSupport.parseXML(svg).get()
            #expect(elements.first?.name == "svg")
            // One filled and one stroked rounded rectangle per box, one shaft per arrow.
            let shafts = try PlotTestSupport.strokedPaths(in: svg, width: "1.5")
            #expect(shafts.count == diagram.arrows.count, "\(file)")
            if let folder = ProcessInfo.processInfo.environment["REEL_DOCS_OUT"], !folder.isEmpty {
                try AtomicFile.write(svg, to: URL(fileURLWithPath: folder).appendingPathComponent(file))
            }
        }
    }

    @Test func arrowsLeaveBoxesAtTheirEdges() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 50)
        let right = BoxDiagram.exit(from: box, towards: CGPoint(x: 300, y: 25))
        #expect(right.x == 100 && right.y == 25)
        let below = BoxDiagram.exit(from: box, towards: CGPoint(x: 50, y: 200))
        #expect(below.x == 50 && below.y == 50)
        let corner = BoxDiagram.exit(from: box, towards: CGPoint(x: 150, y: 75))
        #expect(corner.x == 100 && corner.y == 50)
    }

    @Test func arrowToAMissingBoxIsAnError() {
        let diagram = BoxDiagram(
            width: 100, height: 100,
            boxes: [.init("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), fill: .white)],
            arrows: [.init("a", "b")])
        #expect(throws: ReelError.self) { try BoxDiagramRenderer.svg(diagram) }
    }
}
