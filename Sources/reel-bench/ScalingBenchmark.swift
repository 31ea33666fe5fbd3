import Canvas
import Foundation
import Reel

/// Rasterize and encode (``PNGEncoder/balanced``) the bench frames `passes` times with each job
/// count, through ``FramePipeline`` with one ``FrameRenderer`` (and so one reused surface) per
/// worker, as the render driver does. The job counts take turns run by run, so a machine whose
/// speed drifts affects them alike. Reports wall time per frame, the process's CPU time per
/// frame (more than with one job when the cores slow each other down: shared caches, memory
/// bandwidth, or a host that runs the two virtual CPUs on one physical core) and the cores kept
/// busy — on a shared machine a job count can only scale as far as cores are actually free.
struct ScalingBenchmark {
    let frames: BenchFrames
    let runs: Int
    let jobCounts: [Int]
    var passes = 8

    private struct Figures {
        var wall = BenchSamples()
        var cpu = BenchSamples()
        var busy = BenchSamples()
    }

    /// The report lines; each job count's median wall time per frame goes to `figures` as
    /// `scaling.jobs.N.milliseconds`.
    func report(figures recorded: BenchFigures? = nil) throws -> [String] {
        let lists = Array(repeating: frames.lists, count: passes).flatMap { $0 }
        var figures = Array(repeating: Figures(), count: jobCounts.count)
        for _ in 0..<runs {
            for (slot, jobs) in jobCounts.enumerated() {
                let start = BenchClock.wall()
                let cpuStart = BenchClock.processCPU()
                try run(lists, jobs: jobs)
                let elapsed = BenchClock.wall() - start
                let cpu = BenchClock.processCPU() - cpuStart
                figures[slot].wall.add(elapsed / Double(lists.count))
                figures[slot].cpu.add(cpu / Double(lists.count))
                figures[slot].busy.add(cpu / elapsed)
            }
        }
        var lines = [
            "Scaling — rasterize + balanced PNG, \(lists.count) frames streamed to the workers, \(runs) runs "
                + "taking turns, per frame (\(ProcessInfo.processInfo.activeProcessorCount) cores, shared machine)"
        ]
        guard let base = figures.first else { return lines }
        for (jobs, figure) in zip(jobCounts, figures) {
            recorded?.record("scaling.jobs.\(jobs).milliseconds", figure.wall.median * 1000)
            let speedup = base.wall.minimum / figure.wall.minimum
            let medianSpeedup = base.wall.median / figure.wall.median
            lines.append(
                "  --jobs \(jobs): wall " + figure.wall.milliseconds + "  speed-up ×\(BenchSamples.format(speedup)) "
                    + "(median ×\(BenchSamples.format(medianSpeedup)))  CPU " + figure.cpu.milliseconds
                    + "  cores busy: " + BenchSamples.format(figure.busy.median) + " (median)")
        }
        return lines
    }

    private func run(_ lists: [DisplayList], jobs: Int) throws {
        let scene = frames.scene
        var remaining = lists[...]
        var bytes = 0
        try FramePipeline.run(
            jobs: jobs, produce: { remaining.popFirst() },
            makeWorker: {
                let renderer = FrameRenderer(scene: scene, encoder: .balanced)
                return { (list: DisplayList) throws -> Int in try renderer.png(list).count }
            },
            consume: { bytes += $0 })
        guard bytes > 0 else { throw ReelError.invalidOption("internal: the scaling run encoded nothing") }
    }
}
