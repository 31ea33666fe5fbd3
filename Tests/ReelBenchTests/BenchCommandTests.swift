import Foundation
import Testing

/// `reel-bench` end to end: the built executable's options, report and exit statuses.
@Suite("reel-bench (end to end)")
struct BenchCommandTests {
    /// The `reel-bench` binary next to the test bundle in the build folder.
    static var executable: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDirectory.appendingPathComponent("reel-bench"),
            bundleDirectory.deletingLastPathComponent().appendingPathComponent("reel-bench"),
            URL(fileURLWithPath: ".build/debug/reel-bench"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `reel-bench` with `arguments`: exit status, stdout, stderr.
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    @Test func helpListsTheSuitesAndOptions() throws {
        let result = try Self.run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "USAGE: reel-bench [--runs <runs>] [--only <only> ...] [--scene <scene>] [--jobs <jobs>]"))
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("(values: png, scaling, layout, diff, svg)"))
    }

    @Test func svgSuiteReportsTheBenchScenesFrames() throws {
        let result = try Self.run(["--runs", "1", "--only", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "SVG frames — bench scene, 60 frames, 1 runs, CPU time on one thread")
        #expect(lines.count == 4 && lines[1].hasPrefix("  min ") && lines[1].hasSuffix(" B per frame"))
    }

    @Test func unusableOptionsExitWithStatusTwo() throws {
        let runs = try Self.run(["--runs", "0"])
        #expect(runs.status == 2)
        #expect(runs.stderr.hasPrefix("reel-bench: error: --runs must be at least 1, got 0"))
        let jobs = try Self.run(["--jobs", "1,x"])
        #expect(jobs.status == 2)
        #expect(jobs.stderr.contains("--jobs expects job counts"))
    }
}
