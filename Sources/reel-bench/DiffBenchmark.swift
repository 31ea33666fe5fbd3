import Canvas
import Foundation
import ReelGolden

/// `reel-bench --only diff`: ReelGolden's ``ImageDiff`` on two 780 × 1688 frames of the standard
/// bench scene (10 and 11, which differ where the rectangles moved), with and without the diff
/// image, CPU time on one thread; Canvas's PNG decoder on both files; and, as processes on the
/// same pair of PNG files (wall time), `reel diff` counting only against ImageMagick's
/// `compare -metric AE` when it is installed.
struct DiffBenchmark {
    let runs: Int

    func report() throws -> [String] {
        let frames = try BenchFrames(scene: BenchScenes.scene())
        let (expected, actual) = (try frames.image(10).pixels(), try frames.image(11).pixels())
        var lines = ["Image diff — bench frames 10 and 11, \(expected.width)×\(expected.height) px, \(runs) runs"]
        var counted = 0
        for (label, options) in [
            ("ImageDiff with diff image", ImageDiffOptions.default),
            ("ImageDiff counts only", ImageDiffOptions(makesDiffImage: false)),
        ] {
            var seconds = BenchSamples()
            for _ in 0..<runs {
                let start = BenchClock.threadCPU()
                counted = ImageDiff.compare(expected: expected, actual: actual, options: options).differentPixels
                seconds.add(BenchClock.threadCPU() - start)
            }
            lines.append("  \(label): " + seconds.milliseconds + " CPU, \(counted) pixels differ")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png")
        let b = folder.appendingPathComponent("b.png")
        try PNGEncoder.balanced.encode(expected).write(to: a)
        try PNGEncoder.balanced.encode(actual).write(to: b)
        var decoding = BenchSamples()
        for _ in 0..<runs {
            let start = BenchClock.threadCPU()
            _ = try ImageDiff.readImage(a)
            _ = try ImageDiff.readImage(b)
            decoding.add(BenchClock.threadCPU() - start)
        }
        lines.append("  PNGDecoder, both files: " + decoding.milliseconds + " CPU")
        // Processes, PNG decoding included: `reel diff` (the release build beside reel-bench,
        // `make bench` builds it) against ImageMagick's `compare -metric AE`.
        let reel = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("reel")
        if let reel, FileManager.default.isExecutableFile(atPath: reel.path) {
            lines.append("  " + (try process("reel diff (counts only)", reel.path, ["diff", a.path, b.path])))
        } else {
            lines.append("  reel diff: no reel executable beside reel-bench (make bench builds it), not measured")
        }
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/compare" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if let compare = path {
            lines.append(
                "  "
                    + (try process(
                        "ImageMagick compare -metric AE", compare, ["-metric", "AE", a.path, b.path, "null:"])))
        } else {
            lines.append(
                "  ImageMagick compare: not installed on this machine (apt-get install imagemagick), not measured")
        }
        return lines
    }

    /// Runs `executable` `runs` times; the wall time of the process and its last output line.
    private func process(_ label: String, _ executable: String, _ arguments: [String]) throws -> String {
        var seconds = BenchSamples()
        var output = ""
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            let start = BenchClock.wall()
            try process.run()
            process.waitUntilExit()
            seconds.add(BenchClock.wall() - start)
            output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        let first = output.split(separator: "\n").first.map(String.init) ?? ""
        return "\(label) (process wall time, PNG decoding included): " + seconds.milliseconds + ", reports \(first)"
    }
}
