import CollectionLayout
import Foundation
import Layouts

/// A table layout of 1,000,000 rows in a 390 × 844 collection view: the first layout pass
/// (`prepare()` of every frame) and then 10,000 visible-rectangle queries at offsets spread over
/// the whole content (each query sets `contentOffset`, runs the layout pass and asks for the
/// visible elements in draw order, as the renderer does).
struct LayoutQueryBenchmark {
    let runs: Int
    var items = 1_000_000
    var queries = 10_000

    func report() -> [String] {
        var prepare = BenchSamples()
        var query = BenchSamples()
        var visible = 0
        for _ in 0..<runs {
            let layout = TableLayout(itemSize: CGSize(width: 390, height: 88))
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout, itemCounts: [items])
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
        return [
            "Layout queries — TableLayout, \(items) items, \(queries) visible-rect queries, \(runs) runs, CPU time",
            "  first layout pass (prepare): " + prepare.milliseconds,
            "  \(queries) queries: " + query.milliseconds + " total ("
                + BenchSamples.format(query.minimum / Double(queries) * 1e6) + " µs each, "
                + "\(visible / queries) elements a query on average)",
        ]
    }
}
