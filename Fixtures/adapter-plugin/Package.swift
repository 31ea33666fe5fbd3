// swift-tools-version: 6.0
// A package that keeps an iOS app's layout files unchanged in `Sources/Masonry/UIKitSources/`
// and builds them on Linux through LayoutReel's UIKitAdapterPlugin (docs/source-adapter.md).
//   swift run --package-path Fixtures/adapter-plugin masonry-check
import PackageDescription

let package = Package(
    name: "AdapterPluginExample",
    dependencies: [.package(name: "LayoutReel", path: "../..")],
    targets: [
        .target(
            name: "Masonry",
            exclude: ["UIKitSources"],
            plugins: [.plugin(name: "UIKitAdapterPlugin", package: "LayoutReel")]
        ),
        .executableTarget(name: "masonry-check", dependencies: ["Masonry"]),
    ]
)
