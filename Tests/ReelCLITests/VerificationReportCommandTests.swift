import Foundation
import TestSupport
import Testing

/// `reel verify --report DIR` and `reel report merge`, run as a user (or a CI matrix) runs them.
///
/// The changed scene is the parabolic golden scene with `scaleAtVertex` 0.75 instead of 0.8:
/// every one of its 6 frames differs, and at offset 290 (item 0 at the vertex) cell 0-0's
/// scale is exactly the parameter.
@Suite("reel verify --report, reel report merge (end to end)")
struct VerificationReportCommandTests {
    static let root = PackagePaths.root
    static let goldenSet = root.appendingPathComponent("Fixtures/golden/parabolic")

    /// A work folder with the changed scene and a copy of the parabolic set.
    func prepared() throws -> (work: URL, scene: String, set: String) {
        let work = try TestFolders.temporary()
        let original = try String(
            contentsOf: Self.root.appendingPathComponent("Fixtures/scenes/golden-parabolic.yaml"), encoding: .utf8)
        let changed = original.replacingOccurrences(of: "scaleAtVertex: 0.8", with: "scaleAtVertex: 0.75")
        #expect(changed != original)
        let scene = work.appendingPathComponent("parabolic.yaml")
        try changed.write(to: scene, atomically: true, encoding: .utf8)
        let set = work.appendingPathComponent("parabolic")
        try FileManager.default.copyItem(at: Self.goldenSet, to: set)
        return (work, scene.path, set.path)
    }

    func json(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func verifyWritesOneSelfContainedPageOfEveryDifferingOffset() throws {
        let (work, scene, set) = try prepared()
        defer { try? FileManager.default.removeItem(at: work) }
        let report = work.appendingPathComponent("report")
        let result = try reel.run([
            "verify", scene, "--golden", set, "--failures", work.appendingPathComponent("f").path, "--report",
            report.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("6 of 6 frames differ from their goldens — golden set "))
        #expect(result.stdout.contains("      cell 0-0: transform.scale 0.8 → 0.75\n"))
        #expect(result.stdout.hasSuffix("report: \(report.appendingPathComponent("report.html").path)\n"))
        let html = try String(contentsOf: report.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<title>reel verify: 6 of 6 frames differ from their goldens</title>"))
        // Self-contained: every image is inline, nothing names a file or a server.
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(sources.count == 6 * 5)
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
        #expect(!html.contains("href=") && !html.contains("http://") && !html.contains("https://"))
        #expect(html.components(separatedBy: "<article class=\"frame differs\"").count - 1 == 6)
        #expect(html.contains("<li>cell 0-0: transform.scale 0.8 → 0.75</li>"))
        // The expected image is the golden's bytes.
        let golden = try Data(contentsOf: Self.goldenSet.appendingPathComponent("cards-x0000-y0290.png"))
        #expect(html.contains("src=\"data:image/png;base64,\(golden.base64EncodedString())\""))
        // The manifest's versions, golden beside here.
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.goldenSet.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let environment = try #require(manifest["environment"] as? [String: Any])
        let cairo = try #require(environment["cairo"] as? String)
        #expect(html.contains("<th>cairo</th><td>\(cairo)</td>"))

        // Verifying again into the same folder replaces the set's entry instead of adding one.
        _ = try reel.run(["verify", scene, "--golden", set, "--report", report.path])
        let sets = try #require(try json(report)["sets"] as? [[String: Any]])
        #expect(sets.count == 1)
        #expect((sets[0]["frames"] as? [[String: Any]])?.count == 6)
    }

    @Test func shardReportsMergeIntoOnePage() throws {
        let (work, scene, set) = try prepared()
        defer { try? FileManager.default.removeItem(at: work) }
        let shards = (1...2).map { work.appendingPathComponent("shard-\($0)") }
        for (index, folder) in shards.enumerated() {
            let result = try reel.run([
                "verify", scene, "--golden", set, "--shard", "\(index + 1)/2", "--report", folder.path,
            ])
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("3 of 3 frames differ from their goldens"))
        }
        let merged = work.appendingPathComponent("merged")
        let result = try reel.run(["report", "merge", shards[0].path, shards[1].path, "--out", merged.path])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "merged 2 reports (2 sets): 6 of 6 frames differ from their goldens → \(merged.path)/report.html\n")
        let sets = try #require(try json(merged)["sets"] as? [[String: Any]])
        #expect(sets.compactMap { $0["shard"] as? String } == ["1/2", "2/2"])
        let keys = sets.flatMap { ($0["frames"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String } }
        #expect(
            keys == [
                "cards-x0000-y-0050", "cards-x0000-y0048.33", "cards-x0000-y0676.67", "cards-x0000-y0000",
                "cards-x0000-y0290", "cards-x0000-y0760",
            ])
        let html = try String(contentsOf: merged.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<h1 id=\"summary\">6 of 6 frames differ from their goldens</h1>"))
        #expect(html.contains("shard 1/2") && html.contains("shard 2/2"))
    }

    @Test func aMatchingSetMergesToExitZeroAndAMissingReportIsBadInput() throws {
        let work = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: work) }
        let report = work.appendingPathComponent("ok")
        let verify = try reel.run([
            "verify", Self.root.appendingPathComponent("Fixtures/scenes/golden-parabolic.yaml").path, "--golden",
            Self.goldenSet.path, "--report", report.path,
        ])
        #expect(verify.status == 0)
        let merged = work.appendingPathComponent("merged")
        let ok = try reel.run(["report", "merge", report.path, "-o", merged.path])
        #expect(ok.status == 0)
        #expect(ok.stdout.hasPrefix("merged 1 report (1 set): 6 frames match their goldens → "))

        let absent = work.appendingPathComponent("absent")
        let bad = try reel.run([
            "report", "merge", report.path, absent.path, "-o", work.appendingPathComponent("x").path,
        ])
        #expect(bad.status == 2)
        #expect(bad.stderr == "reel: error: cannot read report '\(absent.path)': no such file or folder\n")
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("x").path))

        let notReport = work.appendingPathComponent("bogus.json")
        try Data("{\"sets\": 3}".utf8).write(to: notReport)
        let bogus = try reel.run(["report", "merge", notReport.path, "-o", work.appendingPathComponent("y").path])
        #expect(bogus.status == 2)
        #expect(
            bogus.stderr.hasPrefix(
                "reel: error: cannot read report '\(notReport.path)': not a reel verification report ("))
    }
}
