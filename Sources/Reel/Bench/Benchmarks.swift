import Canvas
import Foundation

/// `reel bench`: the PNG encoder against cairo's writer, scaling across jobs, layout queries,
/// image diff and SVG frames. Run it on a release build (`make bench`).
public enum Benchmarks {
    /// A group of measurements.
    public enum Suite: String, CaseIterable, Sendable {
        /// Canvas's PNG encoders against cairo's writer, side by side on the same frames.
        case png
        /// Rasterize + encode with each job count.
        case scaling
        /// A million-item table layout: first layout pass and 10,000 visible-rect queries.
        case layout
        /// ReelTesting's image diff on two 780 × 1688 frames (and ImageMagick's when installed).
        case diff
        /// SVG frames per second.
        case svg
    }

    /// Runs `suites` with `runs` repetitions each on `scene` (default: the bench scene,
    /// ``BenchScenes``); the image-diff suite is `diff` (ReelTesting builds on Reel, so the
    /// caller supplies it), passing every report line to `emit` as soon
    /// as its suite finishes.
    ///
    /// - Throws: a rendering error from the bench scene (none expected).
    public static func run(
        suites: [Suite] = Suite.allCases, runs: Int = 5, jobCounts: [Int] = [1, 2], scene: Scene? = nil,
        diff: (_ runs: Int) throws -> [String], emit: (String) -> Void
    ) throws {
        let runs = max(1, runs)
        let frames = try BenchFrames(scene: scene ?? BenchScenes.scene())
        for suite in suites {
            let lines: [String]
            switch suite {
            case .png: lines = try PNGBenchmark(frames: frames, runs: runs).report()
            case .scaling: lines = try ScalingBenchmark(frames: frames, runs: runs, jobCounts: jobCounts).report()
            case .layout: lines = LayoutQueryBenchmark(runs: runs).report()
            case .diff: lines = try diff(runs)
            case .svg: lines = try SVGBenchmark(frames: frames, runs: runs).report()
            }
            lines.forEach(emit)
            emit("")
        }
    }
}

extension Benchmarks {
    /// Straight-alpha pixels of frames `indices` of the bench scene (for the image-diff suite).
    public static func benchFrameImages(_ indices: [Int]) throws -> [RGBA8Image] {
        let frames = try BenchFrames(scene: BenchScenes.scene())
        return try indices.map { try frames.image($0).pixels() }
    }

    /// CPU seconds the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`).
    public static func threadCPUSeconds() -> Double { BenchClock.threadCPU() }

    /// Monotonic wall-clock seconds.
    public static func wallSeconds() -> Double { BenchClock.wall() }

    /// "min 1.23 / median 1.45 ms" for `seconds`.
    public static func summary(milliseconds seconds: [Double]) -> String {
        var samples = BenchSamples()
        seconds.forEach { samples.add($0) }
        return samples.milliseconds
    }
}
