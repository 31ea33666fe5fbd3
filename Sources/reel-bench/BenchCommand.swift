import ArgumentParser
import Canvas
import Foundation
import Reel

/// `reel-bench`: the benchmarks, outside the library and the `reel` tool (as swift-collections
/// and swift-nio keep theirs). `make bench` builds it in release and runs it with `BENCH_ARGS`.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel-bench",
        abstract:
            "Measure PNG encoding against cairo's writer, job scaling, layout queries, image diff, SVG frames, sharing formats and the live page.",
        discussion: """
            Use a release build (make bench). Times are CPU time on one thread except scaling, \
            which is wall time; each is reported as the minimum and median over --runs runs.
            """
    )

    @Option(help: "Repetitions of each measurement.")
    var runs = 5

    @Option(
        name: .customLong("only"),
        help:
            "A suite to run; repeat for several: png, busy, scaling, layout, compositional, diff, svg, golden, sharing, solver, autolayout, cells, live. Default: all."
    )
    var suites: [Benchmarks.Suite] = []

    @Option(
        help:
            "A scene file to measure instead of the standard bench scene (png, scaling and svg suites) or the parabolic gallery scene (sharing).",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var scene: String?

    @Option(help: "Job counts the scaling suite compares, comma-separated.")
    var jobs = "1,2"

    @Option(
        help:
            "Merge the headline figures of the png, busy and scaling suites into this JSON file (docs/bench-figures.json, which the README's figures are generated from).",
        completion: .file(extensions: ["json"]))
    var figures: String?

    @Flag(
        help:
            "Skip the comparison with zopflipng in the png and busy suites (it takes about a minute a frame).")
    var skipZopfli = false

    @Option(
        help:
            "Canvas's PNG encoders the png and busy suites measure beside cairo's writer, comma-separated: fast, balanced, small. Default: all three."
    )
    var encoders = "fast,balanced,small"

    @Option(
        help:
            "The reel executable the live suite serves its page with (default: the one beside reel-bench; .build/debug/reel measures a debug build).",
        completion: .file())
    var reel: String?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, got \(runs)") }
        let parts = jobs.split(separator: ",")
        guard !parts.isEmpty, jobCounts.count == parts.count, jobCounts.allSatisfy({ $0 >= 1 }) else {
            throw ValidationError("--jobs expects job counts ≥ 1 separated by commas, like 1,2; got '\(jobs)'")
        }
        _ = try chosenEncoders()
    }

    /// Cairo's writer, then the encoders `--encoders` names, in the order of
    /// ``PNGBenchmark/allEncoders``.
    private func chosenEncoders() throws -> [(String, PNGEncoder)] {
        let names = encoders.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let known = PNGBenchmark.allEncoders.map(\.0).dropFirst()
        for name in names where !known.contains(name) {
            throw ValidationError(
                "--encoders expects names among \(known.joined(separator: ", ")) separated by commas; got '\(name)'")
        }
        return PNGBenchmark.allEncoders.filter { $0.0 == "cairo" || names.contains($0.0) }
    }

    private var jobCounts: [Int] {
        jobs.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Runs the command. As with `reel`, unusable input (a bad option, a scene that cannot be
    /// read) prints `reel-bench: error: …` and exits with status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            FileHandle.standardError.write(Data("reel-bench: error: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }

    func run() throws {
        let scene = try scene.map { try Scene.load(contentsOf: URL(fileURLWithPath: $0)) }
        let recorded = figures.map { _ in BenchFigures() }
        try Benchmarks.run(
            suites: suites.isEmpty ? Benchmarks.Suite.allCases : suites, runs: runs, jobCounts: jobCounts, scene: scene,
            figures: recorded, zopfli: !skipZopfli, reel: reel, encoders: chosenEncoders()
        ) {
            FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
        }
        if let figures, let recorded {
            try recorded.write(to: URL(fileURLWithPath: figures), loadAverage: Benchmarks.loadAverage)
            FileHandle.standardOutput.write(Data("figures: \(recorded.values.count) written to \(figures)\n".utf8))
        }
    }
}

extension Benchmarks.Suite: ExpressibleByArgument {}
