import Canvas
import Foundation

#if canImport(ViewCapture)
    import UIKit
    import ViewCapture
    import ViewDrawing

    /// Frames of drawn cells for the PNG benchmark: the 20 cards of ``CellDrawingBenchmark``
    /// (rounded background, shadow, photo, two-line label) and 20 more below them, scrolled up
    /// 31.3 points a frame (not a whole number of pixels, as a sampled scroll is), captured and
    /// drawn as `reel render` draws an app's cells: 390 × 844 at scale 2.
    struct DrawnCellFrames: BenchFrameSource {
        let count: Int
        var caption: String { "drawn cells (40 cards scrolling)" }
        /// Points scrolled per frame.
        static let step = 31.3
        private let cells: [UICollectionViewCell]
        private let frames: [CGRect]

        init(count: Int = 24) {
            self.count = count
            let top = CellDrawingBenchmark.cells()
            let bottom = CellDrawingBenchmark.cells()
            for cell in bottom { cell.frame.origin.y += 820 }
            cells = top + bottom
            frames = cells.map(\.frame)
        }

        func image(_ index: Int) throws -> ImageSurface {
            let offset = Double(index) * Self.step
            let surface = try ImageSurface(width: 390, height: 844, scale: 2)
            let capture = ViewCapture()
            let renderer = LayerRenderer(scale: 2)
            var trees: [DrawnLayer] = []
            for (cell, frame) in zip(cells, frames) {
                let moved = frame.offsetBy(dx: 0, dy: -offset)
                guard moved.maxY > -20, moved.minY < 864 else { continue }
                cell.frame = moved
                trees.append(try capture.capture(cell).layer)
            }
            try surface.draw { context in
                try context.clear(Color(red255: 242, green: 242, blue: 247))
                for tree in trees { try renderer.draw(tree, in: context) }
            }
            return surface
        }
    }
#endif
