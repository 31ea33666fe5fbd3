import Canvas
import Foundation

/// Rasterize and encode (``PNGEncoder/balanced``) every bench frame with 1 and with 2 jobs, as
/// the render driver does (``ParallelMap``); wall time, min and median over runs.
struct ScalingBenchmark {
    let frames: BenchFrames
    let runs: Int
    let jobCounts: [Int]

    func report() throws -> [String] {
        var results: [(jobs: Int, wall: BenchSamples)] = []
        let lists = frames.lists
        let scale = frames.scene.canvas.scale
        for jobs in jobCounts {
            var wall = BenchSamples()
            for _ in 0..<runs {
                let start = BenchClock.wall()
                _ = try ParallelMap.map(lists, jobs: jobs) { list in
                    try Rasterizer.image(list, scale: scale).pngData(encoder: .balanced).count
                }
                wall.add((BenchClock.wall() - start) / Double(lists.count))
            }
            results.append((jobs, wall))
        }
        var lines = [
            "Scaling — rasterize + balanced PNG, \(lists.count) frames, \(runs) runs, wall time per frame "
                + "(\(ProcessInfo.processInfo.activeProcessorCount) cores, shared machine)"
        ]
        guard let base = results.first else { return lines }
        for (jobs, wall) in results {
            let speedup = base.wall.minimum / wall.minimum
            let medianSpeedup = base.wall.median / wall.median
            lines.append(
                "  --jobs \(jobs): " + wall.milliseconds + "  speed-up ×\(BenchSamples.format(speedup)) "
                    + "(median ×\(BenchSamples.format(medianSpeedup)))")
        }
        return lines
    }
}
