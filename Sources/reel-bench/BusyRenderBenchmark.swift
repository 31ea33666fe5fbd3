import Canvas
import Foundation
import Reel

/// `reel-bench --only busy`, second half: the whole render of the busy scene at 600 frames —
/// `RenderDriver` with one job and PNG output, what `reel render --jobs 1 --format png` runs
/// (scene parsed, layouts, compositing, drawing, encoding, files written to `/dev/shm` when it
/// exists, so that the disk does not decide) — against the time cairo alone needs to draw the
/// same 600 frames (``Rasterizer`` onto a new surface, CPU time on one thread).
struct BusyRenderBenchmark {
    /// Frames rendered.
    static let frameCount = 600

    let runs: Int

    func report() throws -> [String] {
        let scene = try BenchScenes.busyScene(frames: Self.frameCount)
        let frames = try BenchFrames(scene: scene)
        var drawing = BenchSamples()
        for _ in 0..<min(runs, 3) {
            var total = 0.0
            for index in frames.lists.indices {
                let start = BenchClock.threadCPU()
                _ = try frames.image(index)
                total += BenchClock.threadCPU() - start
            }
            drawing.add(total)
        }
        var lines = [
            "Whole render — busy scene, \(Self.frameCount) frames of "
                + "\(WholeNumber.clamped(scene.canvas.width * scene.canvas.scale, .towardZero, to: 0...Int.max))×\(WholeNumber.clamped(scene.canvas.height * scene.canvas.scale, .towardZero, to: 0...Int.max)) px",
            "  cairo drawing alone (CPU, one thread, \(min(runs, 3)) runs): " + drawing.seconds,
        ]
        let shm = URL(fileURLWithPath: "/dev/shm")
        let parent =
            FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        let folder = parent.appendingPathComponent("reel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The default compression, then `--png-compression fast`.
        for compression in [PNGCompression.balanced, .fast] {
            var wall = BenchSamples()
            var cpu = BenchSamples()
            var bytes = 0
            for run in 0..<runs {
                let out = folder.appendingPathComponent("out-\(compression.rawValue)-\(run)")
                let cpuBefore = BenchClock.processCPU()
                let start = BenchClock.wall()
                let parsed = try BenchScenes.busyScene(frames: Self.frameCount)
                let options = RenderOptions(
                    outputDirectory: out, outputs: [.png], jobs: 1, progress: .quiet, pngCompression: compression)
                _ = try RenderDriver(scene: parsed, options: options).run()
                wall.add(BenchClock.wall() - start)
                cpu.add(BenchClock.processCPU() - cpuBefore)
                bytes = try Self.folderBytes(out)
                try? FileManager.default.removeItem(at: out)
            }
            lines.append(
                "  render --jobs 1 --png-compression \(compression.rawValue) (RenderDriver, PNG files): wall "
                    + wall.seconds + "; CPU " + cpu.seconds)
            lines.append(
                "    render / cairo drawing: wall ×\(BenchSamples.format(wall.minimum / drawing.minimum)) (min), "
                    + "×\(BenchSamples.format(wall.median / drawing.median)) (median); "
                    + "CPU ×\(BenchSamples.format(cpu.minimum / drawing.minimum)) (min); \(bytes) B of PNG files")
        }
        return lines
    }

    private static func folderBytes(_ folder: URL) throws -> Int {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
            .reduce(0) { $0 + ((try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    }
}
