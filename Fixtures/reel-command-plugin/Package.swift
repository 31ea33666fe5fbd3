// swift-tools-version: 6.0
// A team's package that keeps its layouts in a library target and previews them with LayoutReel's
// command plugin (docs/teams.md):
//   swift package --package-path Fixtures/reel-command-plugin reel dump Scenes/tiles.yaml
// `reel-tiles` is the package's own reel: `ReelCommand.main(layouts:)` with the Tiles layouts.
import PackageDescription

let package = Package(
    name: "ReelCommandPluginExample",
    dependencies: [.package(name: "LayoutReel", path: "../..")],
    targets: [
        .target(name: "Tiles", dependencies: [.product(name: "UIKit", package: "LayoutReel")]),
        .executableTarget(
            name: "reel-tiles",
            dependencies: ["Tiles", .product(name: "ReelCommandLine", package: "LayoutReel")]
        ),
    ]
)
