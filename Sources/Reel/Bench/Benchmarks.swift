import Foundation

/// `reel bench`: the PNG encoder against cairo's writer, scaling across jobs, layout queries,
/// image diff and SVG frames. Run it on a release build (`make bench`).
public enum Benchmarks {
    /// A group of measurements.
    public enum Suite: String, CaseIterable, Sendable {
        case png, scaling, layout, diff, svg
    }

    /// Runs `suites` with `runs` repetitions each on `scene` (default: the bench scene,
    /// ``BenchScenes``), passing every report line to `emit` as soon
    /// as its suite finishes.
    ///
    /// - Throws: a rendering error from the bench scene (none expected).
    public static func run(
        suites: [Suite] = Suite.allCases, runs: Int = 5, jobCounts: [Int] = [1, 2], scene: Scene? = nil,
        emit: (String) -> Void
    ) throws {
        let runs = max(1, runs)
        let frames = try BenchFrames(scene: scene ?? BenchScenes.scene())
        for suite in suites {
            let lines: [String]
            switch suite {
            case .png: lines = try PNGBenchmark(frames: frames, runs: runs).report()
            case .scaling: lines = try ScalingBenchmark(frames: frames, runs: runs, jobCounts: jobCounts).report()
            case .layout: lines = LayoutQueryBenchmark(runs: runs).report()
            case .diff: lines = DiffBenchmark().report()
            case .svg: lines = try SVGBenchmark(frames: frames, runs: runs).report()
            }
            lines.forEach(emit)
            emit("")
        }
    }
}
