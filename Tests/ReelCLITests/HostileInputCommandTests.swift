import Foundation
import TestSupport
import Testing

/// The built `reel` facing hostile input: negative numbers reach the range checks, missing golden
/// sets are unusable input, budgets come from the environment, and huge numbers are refused at
/// their key with short messages.
@Suite struct HostileInputCommandTests {
    let reel = BuiltTool("reel")
    static let png = PackagePaths.root.appendingPathComponent("Fixtures/golden/table").path
    static let tableScene = PackagePaths.scenes.appendingPathComponent("golden-table.yaml").path

    private func firstGoldenPNG() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.png).filter { $0.hasSuffix(".png") }
            .sorted()
        return Self.png + "/" + (try #require(names.first))
    }

    @Test func negativeNumbersAreValuesNotOptions() throws {
        let image = try firstGoldenPNG()
        let threshold = try reel.run(["diff", image, image, "--threshold", "-1"])
        #expect(threshold.status == 2)
        #expect(threshold.stderr == "reel: error: invalid tolerance: threshold must be between 0 and 1, got -1.0\n")
        let pixels = try reel.run(["diff", image, image, "--max-diff-pixels", "-5"])
        #expect(pixels.status == 2)
        #expect(pixels.stderr.contains("max diff pixels must be 0 or more, got -5"))
        let jobs = try reel.run(["render", Self.tableScene, "--jobs", "-3", "--out", "/tmp/never-written"])
        #expect(jobs.status == 2)
        #expect(jobs.stderr.hasPrefix("reel: error: --jobs must be 1…256, got -3"))
        let shard = try reel.run(["render", Self.tableScene, "--shard", "-1/2", "--out", "/tmp/never-written"])
        #expect(shard.status == 2)
        #expect(!shard.stderr.contains("Missing value"))
        let from = try reel.run(["plot", Self.tableScene, "-a", "center.y", "--from", "-1e308"])
        #expect(from.status == 2)
        #expect(from.stderr.hasPrefix("reel: error: --from must be a number from -1e9 to 1e9 points, got -1e+308"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }

    @Test func aHugeItemRangeInPlotIsRefusedNotAllocated() throws {
        let result = try reel.run(["plot", Self.tableScene, "-a", "center.y", "--items", "0-99999999999"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("reel: error: --items lists more than 1000 items"))
    }

    @Test func aMissingGoldenFolderOrManifestIsUnusableInput() throws {
        let work = try TestFolders.temporary(prefix: "reel-golden-missing")
        defer { try? FileManager.default.removeItem(at: work) }
        let missing = work.appendingPathComponent("none").path
        let verify = try reel.run(["verify", Self.tableScene, "--golden", missing])
        #expect(verify.status == 2)
        #expect(verify.stderr.hasPrefix("reel: error: golden folder '\(missing)' does not exist; record it first"))
        let empty = work.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let noManifest = try reel.run(["verify", Self.tableScene, "--golden", empty.path])
        #expect(noManifest.status == 2)
        #expect(noManifest.stderr.contains("has no manifest.json"))
        let prune = try reel.run(["prune", Self.tableScene, "--golden", missing])
        #expect(prune.status == 2)
        // Recording into a missing folder is still how a set starts.
        let record = try reel.run(["verify", Self.tableScene, "--golden", missing, "--record", "missing"])
        #expect(record.status == 0)
    }

    @Test func budgetsComeFromTheEnvironment() throws {
        let work = try TestFolders.temporary(prefix: "reel-budgets")
        defer { try? FileManager.default.removeItem(at: work) }
        let scene = work.appendingPathComponent("many.yaml")
        try Data("sampling: { frames: 2 }\npanes: [{ layout: table, items: 2000 }]\n".utf8).write(to: scene)
        let out = work.appendingPathComponent("out")
        let refused = try reel.run(
            ["render", scene.path, "--out", out.path, "--quiet"], environment: ["REEL_MAX_ITEMS": "1000"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "reel: error: \(scene.path):2:33: 'items' in pane 'pane0' is 2,000 items, over the budget of 1,000 items in a scene (all panes); raise it with the environment variable REEL_MAX_ITEMS (docs/limits.md)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let raised = try reel.run(
            ["render", scene.path, "--out", out.path, "--quiet"], environment: ["REEL_MAX_ITEMS": "2000"])
        #expect(raised.status == 0)
        #expect(TestFolders.files(in: out) == ["frame-0000.png", "frame-0001.png"])
        let bad = try reel.run(["layouts"], environment: ["REEL_MAX_PIXELS": "many"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("REEL_MAX_PIXELS='many' must be a whole number"))
        let short = try reel.run(
            ["render", work.appendingPathComponent("nope-\(String(repeating: "x", count: 300)).yaml").path],
            environment: ["REEL_MAX_MESSAGE": "120"])
        #expect(short.status == 2)
        #expect(short.stderr.count < 200)
        #expect(short.stderr.contains("more characters)"))
    }

    @Test func hugeOffsetsAreRefusedAtTheirKeyWithAShortMessage() throws {
        let work = try TestFolders.temporary(prefix: "reel-huge")
        defer { try? FileManager.default.removeItem(at: work) }
        let scene = work.appendingPathComponent("far.yaml")
        try Data(
            "sampling: { keyframes: [{ frame: 0, offset: 0 }, { frame: 2, offset: -1e308 }] }\npanes: [{ layout: pizzaDrum }]\n"
                .utf8
        ).write(to: scene)
        let out = work.appendingPathComponent("out")
        let result = try reel.run(["render", scene.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("reel: error: \(scene.path):1:70: 'offset' in keyframe 1"))
        #expect(result.stderr.count < 400)
        let dump = try reel.run(["dump", scene.path])
        #expect(dump.status == 2)
        #expect(dump.stderr == result.stderr)
    }

    @Test func aLayoutPlacingAnElementAcrossAMillionPointsFailsInRenderAndDumpAlike() throws {
        let work = try TestFolders.temporary(prefix: "reel-scale")
        defer { try? FileManager.default.removeItem(at: work) }
        let scene = work.appendingPathComponent("cards.yaml")
        try Data(
            "sampling: { frames: 2 }\npanes: [{ name: cards, layout: parabolic, parameters: { scaleAtVertex: 1e9 } }]\n"
                .utf8
        ).write(to: scene)
        let render = try reel.run(["render", scene.path, "--out", work.appendingPathComponent("out").path])
        let dump = try reel.run(["dump", scene.path])
        for result in [render, dump] {
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("reel: error: frame 0 (offset x 0.0, y 0.0), pane 'cards', cell 0-"))
            #expect(result.stderr.contains("(scene \(scene.path))"))
        }
        #expect(TestFolders.files(in: work.appendingPathComponent("out")).isEmpty)
    }
}
