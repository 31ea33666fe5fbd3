import Canvas
import Foundation
import ReelGolden

/// `reel-bench --only diff`: ReelGolden's ``ImageDiff`` on two 780 × 1688 frames of the standard
/// bench scene (10 and 11, which differ where the rectangles moved), with and without the diff
/// image, CPU time on one thread; and ImageMagick's `compare -metric AE` on the same pair as PNG
/// files (wall time of the process) when it is installed.
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
        lines.append("  " + (try imageMagick(expected, actual)))
        return lines
    }

    /// ImageMagick's `compare` on the pair, or why it was not run.
    private func imageMagick(_ expected: RGBA8Image, _ actual: RGBA8Image) throws -> String {
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
        var seconds = BenchSamples()
        var output = ""
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: compare)
            process.arguments = ["-metric", "AE", a.path, b.path, "null:"]
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            let start = BenchClock.wall()
            try process.run()
            process.waitUntilExit()
            seconds.add(BenchClock.wall() - start)
            output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        return "ImageMagick compare -metric AE (process wall time, PNG decoding included): "
            + seconds.milliseconds
            + ", reports \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
    }
}
