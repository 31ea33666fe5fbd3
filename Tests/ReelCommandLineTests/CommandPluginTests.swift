import Foundation
import TestSupport
import Testing

/// Runs `swift package reel …` on `Fixtures/reel-command-plugin`: the plugin builds the package's
/// own `reel-tiles` (ReelCommand.main with the package's TileLayout) and runs it. A cold build
/// compiles LayoutReel again (minutes), so it runs only with `REEL_PLUGIN_TEST=1`;
/// `REEL_PLUGIN_SCRATCH=DIR` keeps the build folder between runs.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["REEL_PLUGIN_TEST"] == "1" && Toolchain.swift != nil,
        "set REEL_PLUGIN_TEST=1 to build the command plugin's fixture package"), .serialized)
struct CommandPluginTests {
    static let package = PackagePaths.root.appendingPathComponent("Fixtures/reel-command-plugin")
    static let scratch =
        ProcessInfo.processInfo.environment["REEL_PLUGIN_SCRATCH"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("reel-command-plugin-build")

    static func swiftPackage(_ arguments: [String]) throws -> Toolchain.Result {
        try Toolchain.run(
            Toolchain.swift ?? "swift",
            [
                "package", "--package-path", package.path, "--scratch-path", scratch.path,
                "--allow-writing-to-package-directory",
            ]
                + arguments, in: package)
    }

    @Test func dumpAndRenderUseThePackagesOwnLayout() throws {
        let dump = try Self.swiftPackage(["reel", "dump", "Scenes/tiles.yaml"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let start = try #require(dump.stdout.firstIndex(of: "{"))
        let json = try JSONSerialization.jsonObject(with: Data(dump.stdout[start...].utf8)) as? [String: Any]
        let frames = try #require(json?["frames"] as? [[String: Any]])
        #expect(frames.count == 3)
        let elements = try #require((frames[0]["panes"] as? [[String: Any]])?.first?["elements"] as? [[String: Any]])
        // Two columns (the scene's) 10 apart (the class's default) in 320 points: 145-point tiles.
        let fourth = try #require(elements.first { ($0["item"] as? Int) == 3 }?["frame"] as? [String: Double])
        #expect(fourth == ["x": 165, "y": 165, "width": 145, "height": 145])

        let out = try TestFolders.temporary(prefix: "command-plugin-render")
        let render = try Self.swiftPackage([
            "reel", "render", "Scenes/tiles.yaml", "-o", out.path, "--format",
            "png",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(TestFolders.files(in: out) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    }

    @Test func aSceneErrorFailsTheCommand() throws {
        let result = try Self.swiftPackage(["reel", "dump", "Scenes/missing.yaml"])
        #expect(result.status != 0)
        #expect((result.stdout + result.stderr).contains("missing.yaml"))
    }
}
