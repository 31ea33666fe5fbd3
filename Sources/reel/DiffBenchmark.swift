import Canvas
import Foundation
import Reel
import ReelGolden

/// `reel bench --only diff`: ReelTesting's ``ImageDiff`` on two 780 × 1688 bench frames (10 and
/// 11, which differ where the rectangles moved), with and without the diff image, CPU time on
/// one thread; and ImageMagick's `compare -metric AE` on the same pair as PNG files (wall time
/// of the process) when it is installed.
enum DiffBenchmark {
    static func report(runs: Int) throws -> [String] {
        let images = try Benchmarks.benchFrameImages([10, 11])
        let (expected, actual) = (images[0], images[1])
        var lines = ["Image diff — bench frames 10 and 11, \(expected.width)×\(expected.height) px, \(runs) runs"]
        var counted = 0
        for (label, options) in [
            ("ImageDiff with diff image", ImageDiffOptions.default),
            ("ImageDiff counts only", ImageDiffOptions(makesDiffImage: false)),
        ] {
            var seconds: [Double] = []
            for _ in 0..<runs {
                let start = Benchmarks.threadCPUSeconds()
                counted = ImageDiff.compare(expected: expected, actual: actual, options: options).differentPixels
                seconds.append(Benchmarks.threadCPUSeconds() - start)
            }
            lines.append("  \(label): " + Benchmarks.summary(milliseconds: seconds) + " CPU, \(counted) pixels differ")
        }
        lines.append("  " + (try imageMagick(expected, actual, runs: runs)))
        return lines
    }

    /// ImageMagick's `compare` on the pair, or why it was not run.
    private static func imageMagick(_ expected: RGBA8Image, _ actual: RGBA8Image, runs: Int) throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/compare" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let compare = path else {
            return "ImageMagick compare: not installed on this machine (apt-get install imagemagick), not measured"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png")
        let b = folder.appendingPathComponent("b.png")
        try PNGEncoder.balanced.encode(expected).write(to: a)
        try PNGEncoder.balanced.encode(actual).write(to: b)
        var seconds: [Double] = []
        var output = ""
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: compare)
            process.arguments = ["-metric", "AE", a.path, b.path, "null:"]
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            let start = Benchmarks.wallSeconds()
            try process.run()
            process.waitUntilExit()
            seconds.append(Benchmarks.wallSeconds() - start)
            output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        return "ImageMagick compare -metric AE (process wall time, PNG decoding included): "
            + Benchmarks.summary(milliseconds: seconds)
            + ", reports \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
    }
}
