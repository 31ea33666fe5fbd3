import CollectionLayout
import Foundation

/// The measurement both layout-query benchmarks make: a 390 × 844 collection view's first layout
/// pass (`prepare()`), then `queries` visible-rectangle queries at offsets spread over the whole
/// content (each sets `contentOffset`, runs the layout pass and asks for the visible elements in
/// draw order, as the renderer does), repeated `runs` times in CPU time.
struct LayoutQueryTiming {
    var prepare = BenchSamples()
    var query = BenchSamples()
    /// Elements the queries of the last run returned, in total.
    var visible = 0
    let queries: Int

    /// Measures `runs` fresh views, each with a layout from `makeLayout` and `itemCounts`.
    init(runs: Int, queries: Int, itemCounts: [Int], makeLayout: () -> CollectionViewLayout) {
        self.queries = queries
        for _ in 0..<runs {
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeLayout(),
                itemCounts: itemCounts)
            var start = BenchClock.threadCPU()
            view.layoutIfNeeded()
            prepare.add(BenchClock.threadCPU() - start)
            let range = max(0, view.contentSize.height - view.bounds.height)
            visible = 0
            start = BenchClock.threadCPU()
            for index in 0..<queries {
                // Evenly spaced, and off the row grid by a varying fraction.
                let fraction = (Double(index) + 0.37) / Double(queries)
                view.contentOffset = CGPoint(x: 0, y: (range * fraction).rounded(.down) + Double(index % 7) * 0.25)
                visible += view.layoutAttributesForVisibleElements().count
            }
            query.add(BenchClock.threadCPU() - start)
        }
    }

    /// The report's two figure lines.
    var lines: [String] {
        [
            "  first layout pass (prepare): " + prepare.milliseconds,
            "  \(queries) queries: " + query.milliseconds + " total ("
                + BenchSamples.format(query.minimum / Double(queries) * 1e6) + " µs each, "
                + "\(visible / queries) elements a query on average)",
        ]
    }
}
