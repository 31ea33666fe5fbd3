import Canvas
import Foundation

#if canImport(ViewCapture)
    import ImageCodecs
    import UIKit
    import ViewCapture
    import ViewDrawing

    /// `reel-bench --only cells`: a 390 × 844 frame at scale 2 (780 × 1688 pixels) of 20 visible
    /// cells in two columns, each a rounded background with a shadow, an image view (one of four
    /// 120 × 120 PNGs, aspect-fill, rounded) and a two-line label, placed by their frames as a
    /// layout places them. Measured per frame on one thread: capturing the 20 cells
    /// (ViewCapture) and drawing them onto a cleared, reused surface (LayerRenderer), warm (the
    /// renderer's decoded images and blurred shadows reused, as frame after frame of a render
    /// reuses them) and cold (a new renderer each frame). PNG encoding is not included: `--only
    /// busy` measures it on busy frames. Issue 31's target: ≤ 15 ms warm.
    struct CellDrawingBenchmark {
        let runs: Int
        var framesPerRun = 20

        func report() throws -> [String] {
            let cells = Self.cells()
            let freshSurface = try ImageSurface(width: 390, height: 844, scale: 2)
            let reusedSurface = try ImageSurface(width: 390, height: 844, scale: 2)
            let capture = ViewCapture()
            // Every cell drawn afresh each frame (as before reuse), and reusing unchanged cells'
            // drawings from the frame before (the default).
            let fresh = LayerRenderer(scale: 2, reuse: .off)
            let reusing = LayerRenderer(scale: 2)
            try drawFrame(cells, capture: capture, renderer: fresh, on: freshSurface)
            try drawFrame(cells, capture: capture, renderer: reusing, on: reusedSurface)
            var captureTimes = BenchSamples()
            var freshDraw = BenchSamples()
            var reusedDraw = BenchSamples()
            var freshFrame = BenchSamples()
            var reusedFrame = BenchSamples()
            var cold = BenchSamples()
            for _ in 0..<runs {
                var captureTotal = 0.0
                var freshTotal = 0.0
                var reusedTotal = 0.0
                for _ in 0..<framesPerRun {
                    let start = BenchClock.threadCPU()
                    let trees = try cells.map { try capture.capture($0).layer }
                    let captured = BenchClock.threadCPU()
                    try draw(trees, renderer: fresh, on: freshSurface)
                    let drawnFresh = BenchClock.threadCPU()
                    try draw(trees, renderer: reusing, on: reusedSurface)
                    let drawnReused = BenchClock.threadCPU()
                    captureTotal += captured - start
                    freshTotal += drawnFresh - captured
                    reusedTotal += drawnReused - drawnFresh
                }
                let frames = Double(framesPerRun)
                captureTimes.add(captureTotal / frames)
                freshDraw.add(freshTotal / frames)
                reusedDraw.add(reusedTotal / frames)
                freshFrame.add((captureTotal + freshTotal) / frames)
                reusedFrame.add((captureTotal + reusedTotal) / frames)
                let coldStart = BenchClock.threadCPU()
                try drawFrame(cells, capture: ViewCapture(), renderer: LayerRenderer(scale: 2), on: freshSurface)
                cold.add(BenchClock.threadCPU() - coldStart)
            }
            try draw(cells.map { try capture.capture($0).layer }, renderer: fresh, on: freshSurface)
            let same = try freshSurface.pixels() == reusedSurface.pixels()
            let statistics = reusing.reuseStatistics
            let drawn = statistics.hits + statistics.misses + statistics.notEligible
            let saved = 1 - reusedDraw.median / freshDraw.median
            return [
                "Drawn cells — 20 cells on a 390 × 844 @2x frame, \(runs) runs of \(framesPerRun) frames, CPU time of one core",
                "  capture (views → DrawnLayer):          " + captureTimes.milliseconds,
                "  draw, every cell afresh (reuse off):   " + freshDraw.milliseconds,
                "  draw, unchanged cells reused:          " + reusedDraw.milliseconds,
                "  frame, cells afresh (target ≤ 15 ms):  " + freshFrame.milliseconds,
                "  frame, cells reused (target ≤ 15 ms):  " + reusedFrame.milliseconds,
                "  frame, cold (new renderer):            " + cold.milliseconds,
                "  reuse: \(statistics.hits) of \(drawn) cell drawings reused, \(statistics.misses) drawn, "
                    + "\(statistics.bytes / 1024) KiB kept; saves \(BenchSamples.format(saved * 100)) % of the draw "
                    + "(median), \(BenchSamples.format((1 - reusedFrame.median / freshFrame.median) * 100)) % of the frame; "
                    + "pixels \(same ? "identical to" : "DIFFERENT from") drawing afresh",
            ]
        }

        private func drawFrame(
            _ cells: [UICollectionViewCell], capture: ViewCapture, renderer: LayerRenderer, on surface: ImageSurface
        ) throws {
            try draw(cells.map { try capture.capture($0).layer }, renderer: renderer, on: surface)
        }

        private func draw(_ trees: [DrawnLayer], renderer: LayerRenderer, on surface: ImageSurface) throws {
            try surface.draw { context in
                try context.clear(Color(red255: 242, green: 242, blue: 247))
                for tree in trees { try renderer.draw(tree, in: context) }
            }
        }

        /// The 20 cells, in two columns of ten, 175 × 76 points, 16 from the edges, 10 apart.
        static func cells() -> [UICollectionViewCell] {
            let images = (0..<4).compactMap { UIImage(data: photo(variant: $0), scale: 2) }
            return (0..<20).map { index in
                let column = CGFloat(index % 2)
                let row = CGFloat(index / 2)
                let frame = CGRect(x: 16 + column * 183, y: 12 + row * 82, width: 175, height: 76)
                return card(frame: frame, title: "Item \(index + 1): a caption that wraps", image: images[index % 4])
            }
        }

        static func card(frame: CGRect, title: String, image: UIImage) -> UICollectionViewCell {
            let cell = UICollectionViewCell(frame: frame)
            cell.contentView.backgroundColor = .white
            cell.contentView.layer.cornerRadius = 12
            cell.layer.shadowColor = UIColor.black.cgColor
            cell.layer.shadowOpacity = 0.15
            cell.layer.shadowRadius = 6
            cell.layer.shadowOffset = CGSize(width: 0, height: 2)
            let imageView = UIImageView(frame: CGRect(x: 8, y: 8, width: 60, height: 60))
            imageView.image = image
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 8
            cell.contentView.addSubview(imageView)
            let label = UILabel(frame: CGRect(x: 76, y: 8, width: 91, height: 60))
            label.text = title
            label.numberOfLines = 2
            label.font = .systemFont(ofSize: 14, weight: .semibold)
            cell.contentView.addSubview(label)
            return cell
        }

        /// A 120 × 120 PNG: a diagonal blend of two colours that `variant` picks.
        static func photo(variant: Int) -> Data {
            var image = RGBA8Image(width: 120, height: 120, filling: RGBA8(red: 0, green: 0, blue: 0))
            for y in 0..<120 {
                for x in 0..<120 {
                    let t = (x + y) * 255 / 238
                    image[x, y] = RGBA8(
                        red: UInt8(truncatingIfNeeded: (t + variant * 60) % 256),
                        green: UInt8(truncatingIfNeeded: (255 - t + variant * 30) % 256),
                        blue: UInt8(truncatingIfNeeded: (128 + variant * 40 + x) % 256))
                }
            }
            return (try? PNGEncoder.balanced.encode(image)) ?? Data()
        }
    }
#else
    /// `reel-bench --only cells` where the UIKit module is not built (Apple platforms).
    struct CellDrawingBenchmark {
        let runs: Int

        func report() throws -> [String] {
            ["Drawn cells — not measured here: ViewCapture needs the UIKit module of hosts without Darwin"]
        }
    }
#endif
