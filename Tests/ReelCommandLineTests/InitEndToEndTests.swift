import Foundation
import TestSupport
import Testing

/// `reel init` with the built `reel`, then the scaffold built and tested as a new user would:
/// `make preview` and `make test` (which records the goldens first, then runs the golden test).
/// A cold build compiles LayoutReel again (minutes), so it runs only with `REEL_INIT_TEST=1`;
/// `REEL_INIT_SCRATCH=DIR` keeps the build folder between runs.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["REEL_INIT_TEST"] == "1" && Toolchain.swift != nil,
        "set REEL_INIT_TEST=1 to build and test a package made by reel init"))
struct InitEndToEndTests {
    @Test func theScaffoldBuildsRendersAndPassesItsGoldenTest() throws {
        let parent = try TestFolders.temporary(prefix: "init-e2e")
        let created = try reel.run(["init", "cards", "--layoutreel", PackagePaths.root.path], in: parent)
        #expect(created.status == 0, "\(created.stderr)")
        let package = parent.appendingPathComponent("cards")
        let scratch =
            ProcessInfo.processInfo.environment["REEL_INIT_SCRATCH"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("reel-init-build").path
        let swift = Toolchain.swift ?? "swift"
        let tool = ["run", "--scratch-path", scratch, "reel-cards"]

        let render = try Toolchain.run(
            swift, tool + ["render", "Scenes/coverflow.yaml", "--format", "contactSheet", "--format", "png"],
            in: package)
        #expect(render.status == 0, "\(render.stderr)")
        let out = package.appendingPathComponent("out/coverflow")
        #expect(TestFolders.files(in: out).contains("contact-sheet.png"))
        #expect(TestFolders.files(in: out).filter { $0.hasPrefix("frame-") }.count == 12)

        let record = try Toolchain.run(
            swift, tool + ["record", "Scenes/coverflow.yaml", "--golden", "Goldens/coverflow"], in: package)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("recorded 12 of 12 goldens of 'coverflow'"))

        let test = try Toolchain.run(
            swift, ["test", "--scratch-path", scratch], in: package, environment: ["CI": "true"])
        #expect(test.status == 0, "\(test.stdout)\n\(test.stderr)")
        #expect(test.stdout.contains("coverFlowMatchesItsGoldens"))

        let shard = try Toolchain.run(
            swift, tool + ["verify", "Scenes/coverflow.yaml", "--golden", "Goldens/coverflow", "--shard", "2/2"],
            in: package)
        #expect(shard.status == 0, "\(shard.stdout)\n\(shard.stderr)")
    }
}
