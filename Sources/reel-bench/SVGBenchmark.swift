import Canvas
import Foundation
import Reel

/// SVG frames per second on one thread: drawing each bench frame into cairo's SVG surface and
/// finishing the document (id normalisation included).
struct SVGBenchmark {
    let frames: BenchFrames
    let runs: Int

    func report() throws -> [String] {
        var perFrame = BenchSamples()
        var bytes = 0
        for _ in 0..<runs {
            bytes = 0
            let start = BenchClock.threadCPU()
            for list in frames.lists {
                bytes += try Rasterizer.svg(list).count
            }
            perFrame.add((BenchClock.threadCPU() - start) / Double(frames.lists.count))
        }
        return [
            "SVG frames — bench scene, \(frames.lists.count) frames, \(runs) runs, CPU time on one thread",
            "  " + perFrame.milliseconds + " per frame = "
                + BenchSamples.format(1 / perFrame.minimum, digits: 0) + " frames/s (best), "
                + BenchSamples.format(1 / perFrame.median, digits: 0) + " frames/s (median); "
                + "\(bytes / frames.lists.count) B per frame",
        ]
    }
}
