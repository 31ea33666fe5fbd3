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

    @Test func diffRefusesDifferentSizesUnlessPadded() throws {
        let pair = [path("table/rows-x0000-y0000.png"), path("parabolic/cards-x0000-y0000.png")]
        let refused = try reel.run(["diff"] + pair)
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("images differ in size: '\(pair[0])' is 180×300, '\(pair[1])' is 200×280"))
        #expect(refused.stderr.contains("pass --pad to compare them on 200×300"))
        let padded = try reel.run(["diff"] + pair + ["--pad", "--max-diff-pixels", "1000000"])
        #expect(padded.status == 1)
        #expect(
            padded.stdout.contains(
                "sizes differ: rows-x0000-y0000.png 180×300, cards-x0000-y0000.png 200×280; compared on 200×300"))
    }

    @Test func diffRefusesAHugePNGAtOnceNamingTheBudget() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A valid 1 × 1 PNG whose IHDR is rewritten to 20000 × 20000 (CRC fixed up): refused
        // from the header, before any inflating.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("table/rows-x0000-y0000.png"))))
        let size: [UInt8] = [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20]
        bytes.replaceSubrange(16..<24, with: size)
        let crc = CRC32.of(bytes[12..<29])
        bytes.replaceSubrange(
            29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        let huge = folder.appendingPathComponent("huge.png")
        try Data(bytes).write(to: huge)
        let result = try reel.run(["diff", huge.path, huge.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "'\(huge.path)': the image is 20000 × 20000 pixels, over the decoded-image budget of 40000000 pixels"))
        #expect(result.stderr.contains("--max-image-pixels"))
        var corrupt = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("table/rows-x0000-y0000.png"))))
        corrupt[50] ^= 0x55
        let damaged = folder.appendingPathComponent("damaged.png")
        try Data(corrupt).write(to: damaged)
        let crcResult = try reel.run(["diff", damaged.path, damaged.path])
        #expect(crcResult.status == 2)
        #expect(crcResult.stderr.contains("'\(damaged.path)': bad CRC in chunk IDAT at byte 33"))
    }

    /// The CRC-32 PNG chunks carry (polynomial 0xEDB88320), computed bit by bit.
    enum CRC32 {
        static func of<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
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
        #expect(verify.stdout.hasPrefix("1 of 6 frames differ from their goldens — golden set "))
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
