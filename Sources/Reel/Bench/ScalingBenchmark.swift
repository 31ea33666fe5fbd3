import Canvas
import Foundation

/// Rasterize and encode (``PNGEncoder/balanced``) the bench frames `passes` times with each job
/// count, through ``FramePipeline`` with one reused surface per worker, as the render driver
/// does. Reports
/// wall time per frame (min and median over runs) and the process's CPU time per wall second —
/// on a shared machine a job count can only scale as far as cores are actually free.
struct ScalingBenchmark {
    let frames: BenchFrames
    let runs: Int
    let jobCounts: [Int]
    var passes = 4

    func report() throws -> [String] {
        var results: [(jobs: Int, wall: BenchSamples, busy: BenchSamples)] = []
        let lists = Array(repeating: frames.lists, count: passes).flatMap { $0 }
        let scale = frames.scene.canvas.scale
        for jobs in jobCounts {
            var wall = BenchSamples()
            var busy = BenchSamples()
            for _ in 0..<runs {
                let start = BenchClock.wall()
                let cpuStart = BenchClock.processCPU()
                var remaining = lists[...]
                var bytes = 0
                try FramePipeline.run(
                    jobs: jobs, produce: { remaining.popFirst() },
                    makeWorker: {
                        var surface: ImageSurface?
                        return { (list: DisplayList) throws -> Int in
                            let image = try Rasterizer.image(list, scale: scale, reusing: surface)
                            surface = image
                            return try image.pngData(encoder: .balanced).count
                        }
                    },
                    consume: { bytes += $0 })
                guard bytes > 0 else { throw ReelError.invalidOption("internal: the scaling run encoded nothing") }
                let elapsed = BenchClock.wall() - start
                wall.add(elapsed / Double(lists.count))
                busy.add((BenchClock.processCPU() - cpuStart) / elapsed)
            }
            results.append((jobs, wall, busy))
        }
        var lines = [
            "Scaling — rasterize + balanced PNG, \(lists.count) frames streamed to the workers, \(runs) runs, "
                + "wall time per frame (\(ProcessInfo.processInfo.activeProcessorCount) cores, shared machine)"
        ]
        guard let base = results.first else { return lines }
        for (jobs, wall, busy) in results {
            let speedup = base.wall.minimum / wall.minimum
            let medianSpeedup = base.wall.median / wall.median
            lines.append(
                "  --jobs \(jobs): " + wall.milliseconds + "  speed-up ×\(BenchSamples.format(speedup)) "
                    + "(median ×\(BenchSamples.format(medianSpeedup)))  cores busy: "
                    + BenchSamples.format(busy.median) + " (median)")
        }
        return lines
    }
}
