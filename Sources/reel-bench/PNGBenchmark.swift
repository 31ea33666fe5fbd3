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

    static let allEncoders: [(String, PNGEncoder)] = [
        ("cairo", .cairo), ("fast", .fast), ("balanced", .balanced), ("small", .small),
    ]

    let frames: any BenchFrameSource
    let runs: Int
    /// The encoders measured: cairo's writer first (the others are compared with it), then
    /// Canvas's (`reel-bench --encoders`).
    var encoders: [(String, PNGEncoder)] = Self.allEncoders
    /// Whether every `zopfliStride`-th frame (from frame 0) is also compressed by zopflipng, when
    /// it is installed, and each encoder's bytes on those frames compared with its.
    var zopfli = true
    var zopfliStride = 10

    /// Per-frame CPU seconds (min and median over runs) and total bytes per encoder, plus
    /// rasterization time.
    func run() throws -> (rows: [Row], rasterize: BenchSamples) {
        var rows = encoders.map { Row(name: $0.0) }
        var rasterize = BenchSamples()
        let count = frames.count
        for _ in 0..<runs {
            var totals = [Double](repeating: 0, count: rows.count)
            var bytes = [Int](repeating: 0, count: rows.count)
            var drawing = 0.0
            for index in 0..<count {
                let start = BenchClock.threadCPU()
                let surface = try frames.image(index)
                drawing += BenchClock.threadCPU() - start
                for (slot, (_, encoder)) in encoders.enumerated() {
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
        let first = try frames.image(0)
        var lines = [
            "PNG encoding — \(frames.caption), \(frames.count) frames of \(first.pixelWidth)×\(first.pixelHeight) px, "
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
        if zopfli { lines += try zopfliComparison(figures: figures, prefix: prefix) }
        return lines
    }

    /// Each encoder's bytes on every `zopfliStride`-th frame against zopflipng's on the same
    /// frames; one line saying why when zopflipng is not installed.
    private func zopfliComparison(figures: BenchFigures?, prefix: String) throws -> [String] {
        guard let executable = ZopfliReference.executable else {
            return ["  zopflipng: not installed (Debian's zopfli; `make bench` installs it), no comparison"]
        }
        let indices = Array(stride(from: 0, to: frames.count, by: max(1, zopfliStride)))
        var bytes = [Int](repeating: 0, count: encoders.count)
        // zopflipng starts from the default encoder's file (cairo's when that is not measured);
        // its bytes do not depend on the file it is given.
        let source = encoders.contains { $0.0 == "balanced" } ? "balanced" : "cairo"
        var balancedFiles: [Data] = []
        for index in indices {
            let surface = try frames.image(index)
            for (slot, (name, encoder)) in encoders.enumerated() {
                let data = try surface.pngData(encoder: encoder)
                bytes[slot] += data.count
                if name == source { balancedFiles.append(data) }
            }
        }
        let start = Date()
        let zopfli = try ZopfliReference(executable: executable).sizes(of: balancedFiles).reduce(0, +)
        let seconds = Date().timeIntervalSince(start) / Double(max(1, indices.count))
        var comparison: [String] = []
        for (slot, (name, _)) in encoders.enumerated() {
            let ratio = Double(bytes[slot]) / Double(max(1, zopfli))
            figures?.record("\(prefix).\(name).zopfli", ratio)
            comparison.append("\(name) \(bytes[slot]) B (×\(BenchSamples.format(ratio, digits: 3)))")
        }
        let frameList =
            indices.count > 3
            ? "\(indices[0]), \(indices[1]), …, \(indices[indices.count - 1])"
            : indices.map(String.init).joined(separator: ", ")
        return [
            "  zopflipng on frames \(frameList) (\(indices.count) frames, \(BenchSamples.format(seconds, digits: 1)) s a frame): "
                + "\(zopfli) B; the same frames: " + comparison.joined(separator: ", ")
        ]
    }
}
