import Foundation
import TestSupport
import Testing

/// Builds `Fixtures/adapter-plugin` — a package whose `UIKitSources/` hold iOS files unchanged —
/// through `UIKitAdapterPlugin`, and runs it. A cold build compiles swift-syntax again (minutes),
/// so it runs only with `REEL_PLUGIN_TEST=1`; `REEL_PLUGIN_SCRATCH=DIR` keeps the build folder
/// between runs.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["REEL_PLUGIN_TEST"] == "1" && Swiftc.path != nil,
        "set REEL_PLUGIN_TEST=1 to build the plugin fixture package"))
struct PluginBuildTests {
    @Test func pluginAdaptsUIKitSourcesAndTheOptionalRequirementsKeepTheirFallbacks() throws {
        let package = PackagePaths.root.appendingPathComponent("Fixtures/adapter-plugin")
        let scratch =
            ProcessInfo.processInfo.environment["REEL_PLUGIN_SCRATCH"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("reel-adapter-plugin-build")
        let swift = URL(fileURLWithPath: Swiftc.path ?? "swiftc").deletingLastPathComponent()
            .appendingPathComponent("swift").path
        let build = try Swiftc.runProgram(
            swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path], in: package)
        #expect(build.status == 0, "\(build.output)")
        let adapted = scratch.appendingPathComponent(
            "plugins/outputs/adapter-plugin/Masonry/destination/UIKitAdapterPlugin/Adapted/"
                + "UIKitSources_MasonryLayout.adapted.swift")
        let text = try String(contentsOf: adapted, encoding: .utf8)
        #expect(
            text.hasPrefix("#sourceLocation(file: \"\(package.path)/Sources/Masonry/UIKitSources/MasonryLayout.swift\"")
        )
        #expect(text.contains("let columns = (try? delegate?.numberOfColumns()) ?? self.columns"))
        let run = try Swiftc.runProgram(scratch.appendingPathComponent("debug/masonry-check").path, [], in: package)
        #expect(run.output == "Tuned 92.0\nPlain 324.0\nreload\n")
    }
}
