import Canvas
import Foundation
import ImageCodecs
import Reel

/// The sharing formats side by side on the same frames: the whole animation as APNG (what
/// `reel render --format apng` writes), GIF and lossless WebP — total bytes and CPU time on
/// one thread to encode every frame (from rasterized pixels; the drawing is not counted).
struct SharingBenchmark {
    /// The parabolic gallery scene (`docs/scenes/gallery/parabolic.yaml`), issue 19's target.
    static let galleryFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenes/gallery/parabolic.yaml")

    let frames: BenchFrames
    let runs: Int

    /// One format's results over every run.
    struct Row {
        let name: String
        var seconds = BenchSamples()
        var bytes = 0
    }

    func run() throws -> [Row] {
        var rows = ["apng", "gif", "webp"].map { Row(name: $0) }
        let scene = frames.scene
        let surfaces = try frames.lists.indices.map { try frames.image($0) }
        let images = try surfaces.map { try $0.pixels() }
        let timing = GIFTiming(frameCount: images.count, fps: scene.fps)
        let translucent = scene.canvas.background.alpha < 1
        for _ in 0..<runs {
            var start = BenchClock.threadCPU()
            var apng = APNGEncoder(frameCount: surfaces.count, fps: scene.fps)
            let encoder = PNGEncoder.balanced.allowingPalette(false).forcingRGBA(translucent)
            var apngBytes = 0
            for surface in surfaces { apngBytes += try apng.append(surface.encodedPNG(encoder: encoder)).count }
            apngBytes += try apng.finish().count
            rows[0].seconds.add(BenchClock.threadCPU() - start)
            rows[0].bytes = apngBytes

            start = BenchClock.threadCPU()
            var gif = GIFEncoder(
                width: images[0].width, height: images[0].height, timing: timing, transparentBackground: translucent)
            for index in timing.shownFrames { try gif.append(GIFFrame(image: images[index])) }
            let gifBytes = try gif.finish().count
            rows[1].seconds.add(BenchClock.threadCPU() - start)
            rows[1].bytes = gifBytes

            start = BenchClock.threadCPU()
            let webp = try WebPAnimationEncoder(width: images[0].width, height: images[0].height, fps: scene.fps)
            for image in images { try webp.append(image) }
            rows[2].bytes = try webp.finish().count
            rows[2].seconds.add(BenchClock.threadCPU() - start)
        }
        return rows
    }

    /// The report lines.
    func report() throws -> [String] {
        let rows = try run()
        let scene = frames.scene
        var lines = [
            "Sharing formats — scene '\(scene.name)', \(frames.lists.count) frames of "
                + "\(WholeNumber.clamped(scene.canvas.width * scene.canvas.scale, .towardZero, to: 0...Int.max))×\(WholeNumber.clamped(scene.canvas.height * scene.canvas.scale, .towardZero, to: 0...Int.max)) px "
                + "at \(BenchSamples.format(scene.fps, digits: 0)) fps, \(runs) runs, CPU time for the whole animation on one thread"
        ]
        let apngBytes = Double(rows[0].bytes)
        for row in rows {
            lines.append(
                "  " + row.name.padding(toLength: 6, withPad: " ", startingAt: 0) + row.seconds.milliseconds + ", "
                    + "\(row.bytes) B (" + BenchSamples.format(Double(row.bytes) / apngBytes * 100, digits: 1)
                    + " % of the APNG)")
        }
        return lines
    }
}
