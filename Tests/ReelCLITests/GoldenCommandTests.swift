import Foundation
import TestSupport
import Testing

/// `reel diff`, `verify`, `record` and `prune`, run as a user runs them.
///
/// The pixel counts of real goldens were cross-checked with a line-by-line transcription of
/// pixelmatch run on the same PNG bytes.
@Suite("reel diff, verify, record, prune (end to end)")
struct GoldenCommandTests {
    static let root = PackagePaths.root
    static let golden = root.appendingPathComponent("Fixtures/golden")
    static let tableScene = root.appendingPathComponent("Fixtures/scenes/golden-table.yaml").path

    func path(_ name: String) -> String { Self.golden.appendingPathComponent(name).path }

    @Test func diffPrintsPixelmatchsCountAndExitsOneWhenImagesDiffer() throws {
        let result = try reel.run([
            "diff", path("table/rows-x0000-y0000.png"), path("table/rows-x0000-y0022.png"),
        ])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("25299 different pixels (46.9% of 54000); 2904 anti-aliased ignored\n"))
        let withAA = try reel.run([
            "diff", path("parabolic/cards-x0000-y0000.png"), path("parabolic/cards-x0000-y0048.33.png"), "--include-aa",
        ])
        #expect(withAA.stdout.hasPrefix("17883 different pixels"))
    }

    @Test func diffExitsZeroForIdenticalImagesAndWithinAllowances() throws {
        let same = try reel.run(["diff", path("table/rows-x0000-y0000.png"), path("table/rows-x0000-y0000.png")])
        #expect(same.status == 0)
        #expect(same.stdout == "0 different pixels (0% of 54000)\nmatch\n")
        let allowed = try reel.run([
            "diff", path("table/rows-x0000-y0000.png"), path("table/rows-x0000-y0022.png"), "--max-diff-pixel-ratio",
            "0.5",
        ])
        #expect(allowed.status == 0)
        let tooFew = try reel.run([
            "diff", path("table/rows-x0000-y0000.png"), path("table/rows-x0000-y0022.png"), "--max-diff-pixels",
            "25298",
        ])
        #expect(tooFew.status == 1)
    }

    @Test func diffWritesTheDiffImageAndStrip() throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try reel.run([
            "diff", path("table/rows-x0000-y0000.png"), path("table/rows-x0000-y0022.png"),
            "--out", out.appendingPathComponent("diff.png").path, "--strip",
            out.appendingPathComponent("strip.png").path,
        ])
        #expect(result.status == 1)
        #expect(TestFolders.files(in: out) == ["diff.png", "strip.png"])
    }

    @Test func diffReportsSizeDifferencesInsteadOfRefusing() throws {
        let result = try reel.run([
            "diff", path("table/rows-x0000-y0000.png"), path("parabolic/cards-x0000-y0000.png"),
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "sizes differ: rows-x0000-y0000.png 180×300, cards-x0000-y0000.png 200×280; compared on 200×300"))
    }

    @Test func diffExitsTwoOnBadInput() throws {
        let missing = try reel.run(["diff", path("table/rows-x0000-y0000.png"), path("table/nothing.png")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nothing.png': no such file"))
        let notPNG = try reel.run(["diff", path("table/rows-x0000-y0000.png"), path("table/manifest.json")])
        #expect(notPNG.status == 2)
        #expect(notPNG.stderr.contains("not a PNG file"))
        let threshold = try reel.run([
            "diff", path("table/rows-x0000-y0000.png"), path("table/rows-x0000-y0000.png"), "--threshold", "2",
        ])
        #expect(threshold.status == 2)
    }

    @Test func verifyPassesOnTheCommittedGoldens() throws {
        let result = try reel.run(["verify", Self.tableScene, "--golden", path("table")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("6 offsets match"))
    }

    @Test func verifyRecordAndPruneWorkOnACopiedSet() throws {
        let work = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: work) }
        let set = work.appendingPathComponent("table")
        let failures = work.appendingPathComponent("failures")
        let record = try reel.run(["record", Self.tableScene, "--golden", set.path])
        #expect(record.status == 0)
        #expect(record.stdout.hasPrefix("recorded 6 of 6 goldens of 'golden-table'"))
        #expect(TestFolders.files(in: set).count == 13)

        // Swap one golden's image for another offset's: pixels differ, attributes still match.
        let swapped = set.appendingPathComponent("rows-x0000-y0114.png")
        try FileManager.default.removeItem(at: swapped)
        try FileManager.default.copyItem(at: set.appendingPathComponent("rows-x0000-y0000.png"), to: swapped)
        let verify = try reel.run(["verify", Self.tableScene, "--golden", set.path, "--failures", failures.path])
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("1 of 6 offsets differ"))
        #expect(verify.stdout.contains("rows-x0000-y0114: "))
        #expect(
            TestFolders.files(in: failures.appendingPathComponent("table")) == [
                "rows-x0000-y0114.actual.json", "rows-x0000-y0114.actual.png", "rows-x0000-y0114.diff.png",
                "rows-x0000-y0114.strip.png",
            ])

        // A golden no frame produces any more is listed, then pruned.
        try FileManager.default.copyItem(
            at: set.appendingPathComponent("rows-x0000-y0000.png"),
            to: set.appendingPathComponent("rows-x0000-y0999.png"))
        let dryRun = try reel.run(["prune", Self.tableScene, "--golden", set.path, "--dry-run"])
        #expect(dryRun.stdout == "would remove 1 file from \(set.path)\n  rows-x0000-y0999.png\n")
        #expect(FileManager.default.fileExists(atPath: set.appendingPathComponent("rows-x0000-y0999.png").path))
        let prune = try reel.run(["prune", Self.tableScene, "--golden", set.path])
        #expect(prune.status == 0)
        #expect(!FileManager.default.fileExists(atPath: set.appendingPathComponent("rows-x0000-y0999.png").path))

        let rerecord = try reel.run(["record", Self.tableScene, "--golden", set.path, "--missing"])
        #expect(rerecord.stdout.hasPrefix("recorded 0 of 6"))
        let shard = try reel.run([
            "verify", Self.tableScene, "--golden", set.path, "--shard", "2/3", "--failures", failures.path,
        ])
        #expect(shard.stdout.contains("2 offsets match"), "shard 2/3 holds frames 1 and 4: \(shard.stdout)")
        let badShard = try reel.run(["verify", Self.tableScene, "--golden", set.path, "--shard", "4/3"])
        #expect(badShard.status == 2)
    }

    @Test func verifyExitsTwoOnAMissingScene() throws {
        let result = try reel.run(["verify", "/nonexistent/scene.yaml", "--golden", path("table")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/scene.yaml"))
    }
}
