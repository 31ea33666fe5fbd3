import Testing
import UIKit

/// The key-value observing hook: `observe(\.contentOffset)` on a collection view.
@Suite struct KeyValueObservingTests {
    @Test func aContentOffsetObserverHearsEachScrollAfterTheOffsetIsStored() throws {
        let layout = ObservingLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout, itemCounts: [40])
        #expect(view.layoutAttributesForVisibleElements().first?.center.x == 25)
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.contentOffset = CGPoint(x: 0, y: 100)  // unchanged: no notification
        view.contentOffset = CGPoint(x: 0, y: 250)
        #expect(layout.observedOffsets == [100, 250])
        #expect(layout.observedOldOffsets == [0, 100])
        // The observer invalidated the layout; the next pass shifts by offset / 10.
        let first = try #require(view.layoutAttributesForVisibleElements().first)
        #expect(first.center.x == 50)
        layout.stopObserving()
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(layout.observedOffsets == [100, 250])
    }

    @Test func optionsDecideWhichValuesArrive() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var changes: [(old: CGSize?, new: CGSize?)] = []
        let observation = view.observe(\.contentSize, options: [.initial, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        view.contentSize = CGSize(width: 100, height: 500)
        #expect(changes.count == 2)
        #expect(changes[0].old == nil && changes[0].new == .zero)
        #expect(changes[1].old == nil && changes[1].new == CGSize(width: 100, height: 500))
        observation.invalidate()
        view.contentSize = .zero
        #expect(changes.count == 2)
    }
}
