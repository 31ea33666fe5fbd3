import Canvas
import Foundation
import Reel

/// The same frames through cairo's PNG writer and Canvas's encoders side by side: CPU time per
/// frame on the calling thread (one core) and total bytes.
struct PNGBenchmark {
    /// One encoder's results over every run.
    struct Row {
        let name: String
        var seconds = BenchSamples()
        var bytes = 0
    }

    static let encoders: [(String, PNGEncoder)] = [
        ("cairo", .cairo), ("fast", .fast), ("balanced", .balanced), ("small", .small),
    ]

    let frames: BenchFrames
    let runs: Int

    /// Per-frame CPU seconds (min and median over runs) and total bytes per encoder, plus
    /// rasterization time.
    func run() throws -> (rows: [Row], rasterize: BenchSamples) {
        var rows = Self.encoders.map { Row(name: $0.0) }
        var rasterize = BenchSamples()
        let count = frames.lists.count
        for _ in 0..<runs {
            var totals = [Double](repeating: 0, count: rows.count)
            var bytes = [Int](repeating: 0, count: rows.count)
            var drawing = 0.0
            for index in 0..<count {
                let start = BenchClock.threadCPU()
                let surface = try frames.image(index)
                drawing += BenchClock.threadCPU() - start
                for (slot, (_, encoder)) in Self.encoders.enumerated() {
                    let before = BenchClock.threadCPU()
                    let data = try surface.pngData(encoder: encoder)
                    totals[slot] += BenchClock.threadCPU() - before
                    bytes[slot] += data.count
                }
            }
            for slot in rows.indices {
                rows[slot].seconds.add(totals[slot] / Double(count))
                rows[slot].bytes = bytes[slot]
            }
            rasterize.add(drawing / Double(count))
        }
        return (rows, rasterize)
    }

    /// The report lines; each encoder's median speed and size against cairo's go to `figures`
    /// as `PREFIX.NAME.speedup` and `PREFIX.NAME.size` (a fraction of cairo's bytes).
    func report(figures: BenchFigures? = nil, prefix: String = "png") throws -> [String] {
        let (rows, rasterize) = try run()
        guard let cairo = rows.first else { return [] }
        for row in rows.dropFirst() {
            figures?.record("\(prefix).\(row.name).speedup", cairo.seconds.median / row.seconds.median)
            figures?.record("\(prefix).\(row.name).size", Double(row.bytes) / Double(cairo.bytes))
        }
        var lines = [
            "PNG encoding — scene '\(frames.scene.name)', \(frames.lists.count) frames of "
                + "\(WholeNumber.clamped(frames.scene.canvas.width * frames.scene.canvas.scale, .towardZero, to: 0...Int.max))×"
                + "\(WholeNumber.clamped(frames.scene.canvas.height * frames.scene.canvas.scale, .towardZero, to: 0...Int.max)) px, "
                + "\(runs) runs, CPU time per frame on one thread",
            "  rasterize (cairo drawing, not encoding): " + rasterize.milliseconds,
        ]
        for row in rows {
            let speed = cairo.seconds.minimum / row.seconds.minimum
            let medianSpeed = cairo.seconds.median / row.seconds.median
            let size = Double(row.bytes) / Double(cairo.bytes)
            lines.append(
                "  " + row.name.padding(toLength: 9, withPad: " ", startingAt: 0) + row.seconds.milliseconds
                    + "  \(row.bytes) B total (\(BenchSamples.format(size * 100, digits: 1)) % of cairo)"
                    + (row.name == "cairo"
                        ? ""
                        : "  speed vs cairo ×\(BenchSamples.format(speed, digits: 1)) (median ×\(BenchSamples.format(medianSpeed, digits: 1)))")
            )
        }
        return lines
    }
}
