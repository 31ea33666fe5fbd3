import Foundation
import TestSupport
import Testing

/// `reel-bench` end to end: the built executable's options, report and exit statuses.
@Suite("reel-bench (end to end)")
struct BenchCommandTests {
    /// The built `reel-bench`.
    static let tool = BuiltTool("reel-bench")

    @Test func helpListsTheSuitesAndOptions() throws {
        let result = try Self.tool.run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "USAGE: reel-bench [--runs <runs>] [--only <only> ...] [--scene <scene>] [--jobs <jobs>]"))
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "(values: png, busy, scaling, layout, compositional, diff, svg, golden, sharing, solver, autolayout, "
                    + "cells, live)"))
        #expect(words.contains("--reel <reel> The reel executable the live suite serves its page with"))
    }

    @Test func theLiveSuiteSaysWhyItIsSkipped() throws {
        let result = try Self.tool.run(["--runs", "1", "--only", "live", "--reel", "/nonexistent/reel"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("load average:") }
        #expect(lines.first?.hasPrefix("Live page — Fixtures/live/fifty.yaml") == true)
        // Without a browser that comes first; with one, the missing reel.
        #expect(
            lines.dropFirst().first
                == "  skipped: no reel executable at /nonexistent/reel (make bench builds it; --reel PATH picks one)"
                || lines.dropFirst().first?.hasPrefix("  skipped: no chromium-headless-shell or chromium on PATH")
                    == true
        )
    }

    @Test func svgSuiteReportsTheBenchScenesFrames() throws {
        let result = try Self.tool.run(["--runs", "1", "--only", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        // The machine's load average comes first, to read the figures by.
        let lines = Array(
            result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.hasPrefix("load average:") })
        #expect(lines.first == "SVG frames — bench scene, 60 frames, 1 runs, CPU time on one thread")
        #expect(lines.count == 4 && lines[1].hasPrefix("  min ") && lines[1].hasSuffix(" B per frame"))
    }

    @Test func figuresAreMergedIntoTheFileTheREADMEIsGeneratedFrom() throws {
        let folder = try TestFolders.temporary(prefix: "bench-figures")
        let file = folder.appendingPathComponent("figures.json")
        try Data(#"{"png.balanced.speedup": 9, "scaling.jobs.1.milliseconds": -1}"#.utf8).write(to: file)
        let result = try Self.tool.run(["--runs", "1", "--only", "scaling", "--jobs", "1", "--figures", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("figures: 1 written to \(file.path)"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        // This run's figure replaces the old one; the figure it did not measure is kept.
        let perFrame = try #require(object["scaling.jobs.1.milliseconds"] as? Double)
        #expect(perFrame > 0 && perFrame < 1000)
        #expect(object["png.balanced.speedup"] as? Double == 9)
        #expect((object["measured"] as? String)?.count == 10, "a date, YYYY-MM-DD")
        #expect((object["load"] as? String)?.split(separator: " ").count == 3)
    }

    @Test func unusableOptionsExitWithStatusTwo() throws {
        let runs = try Self.tool.run(["--runs", "0"])
        #expect(runs.status == 2)
        #expect(runs.stderr.hasPrefix("reel-bench: error: --runs must be at least 1, got 0"))
        let jobs = try Self.tool.run(["--jobs", "1,x"])
        #expect(jobs.status == 2)
        #expect(jobs.stderr.contains("--jobs expects job counts"))
        let encoders = try Self.tool.run(["--encoders", "fast,tiny"])
        #expect(encoders.status == 2)
        #expect(
            encoders.stderr.hasPrefix(
                "reel-bench: error: --encoders expects names among fast, balanced, small separated by commas; got 'tiny'"
            ),
            "\(encoders.stderr)")
    }

    /// `--encoders balanced` measures cairo's writer and `balanced` only: one line each, with
    /// the speed and size against cairo's.
    @Test func encodersNamesWhatThePNGSuiteMeasures() throws {
        let result = try Self.tool.run([
            "--runs", "1", "--only", "png", "--skip-zopfli", "--encoders", "balanced",
            "--scene", PackagePaths.scene("golden-flow.yaml").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let encoderLines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(" min ") }
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(encoderLines == ["rasterize", "cairo", "balanced"], "\(result.stdout)")
        #expect(result.stdout.contains("speed vs cairo ×"))
    }
}
