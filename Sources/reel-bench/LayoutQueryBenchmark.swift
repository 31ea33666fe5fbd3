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
        let timing = LayoutQueryTiming(runs: runs, queries: queries, itemCounts: [items]) {
            TableLayout(itemSize: CGSize(width: 390, height: 88))
        }
        return ["Layout queries — TableLayout, \(items) items, \(queries) visible-rect queries, \(runs) runs, CPU time"]
            + timing.lines
    }
}
