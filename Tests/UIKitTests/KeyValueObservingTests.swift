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

/// A layout observing a key path through `collectionView` on itself.
@Suite struct LayoutKeyValueObservingTests {
    @Test func aLayoutObservingItsCollectionViewsOffsetRecomputesOnEveryScroll() throws {
        let layout = SelfObservingLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, itemCounts: [9])
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 200, y: 0)
        #expect(layout.notifications == 1)
        // Item 2 sits at the offset: the bottom of the parabola; item 4 is 200 points on: 100 lower.
        let elements = view.layoutAttributesForVisibleElements()
        #expect(elements.first { $0.indexPath.item == 2 }?.center == CGPoint(x: 200, y: 100))
        #expect(elements.first { $0.indexPath.item == 4 }?.center == CGPoint(x: 400, y: 200))
        // The same offset again: no change, no notification. A new observation replaced the
        // old one in prepare(), so each scroll is heard once.
        view.contentOffset = CGPoint(x: 200, y: 0)
        view.contentOffset = CGPoint(x: 300, y: 0)
        _ = view.layoutAttributesForVisibleElements()
        view.contentOffset = CGPoint(x: 400, y: 0)
        #expect(layout.notifications == 3)
        #expect(view.layoutAttributesForVisibleElements().first { $0.indexPath.item == 4 }?.center.y == 100)
    }
}
