import Layouts
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

/// Foundation's string-keyed KVO — `addObserver(_:forKeyPath:options:context:)` and an
/// `observeValue(forKeyPath:of:change:context:)` override — on the headless views, as
/// FSPagerView uses it.
@Suite struct StringKeyedObservingTests {
    @Test func aLayoutHearsContentOffsetChangesWithOldAndNewValuesAndItsContext() throws {
        let layout = StringKeyedObservingLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout, itemCounts: [40])
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.contentOffset = CGPoint(x: 0, y: 100)  // unchanged: no notification
        view.contentOffset = CGPoint(x: 0, y: 250)
        #expect(layout.heard.map(\.keyPath) == ["contentOffset", "contentOffset"])
        #expect(layout.heard.map(\.old) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100)])
        #expect(layout.heard.map(\.new) == [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 250)])
        // The `hidden` observation has another context: it reaches `super`, and only on a change.
        #expect(layout.passedToSuper == 0)
        view.isHidden = true
        #expect(layout.passedToSuper == 1)
        #expect(layout.heard.count == 2)
        layout.stopObserving()
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(layout.heard.count == 2)
    }

    @Test func aStoredPropertyIsReadByNameAtTheViewsNotificationsAndNilArrivesAsNSNull() throws {
        let cell = CaptionCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        // `.initial`: at once, with the current value (nil, sent as NSNull as Foundation does).
        #expect(cell.changes.count == 1)
        #expect(cell.changes.first is NSNull)
        cell.caption.text = "Paris"
        cell.caption.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        #expect(cell.changes.count == 2)
        #expect(cell.changes.last as? String == "Paris")
        // A notification without a change of the text is not passed on.
        cell.caption.alpha = 0.5
        #expect(cell.changes.count == 2)
    }
}

/// The Parabolic seed's style — a custom layout that recomputes only from a key-value observer of
/// `contentOffset`, compiled unchanged with `import UIKit` — gives the built-in `parabolic`
/// layout's attributes at every sampled offset.
@Suite struct ObservedParabolaTests {
    @Test func aKVODrivenParabolaMatchesTheBuiltInParabolicLayoutAtSampledOffsets() throws {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 549)
        let custom = ParabolaTrackLayout()
        let builtIn = try ParabolicMovementLayout(configuration: .demo)
        let customView = UICollectionView(frame: frame, collectionViewLayout: custom, itemCounts: [30])
        let builtInView = UICollectionView(frame: frame, collectionViewLayout: builtIn, itemCounts: [30])
        customView.layoutIfNeeded()
        builtInView.layoutIfNeeded()
        #expect(custom.collectionViewContentSize == builtIn.collectionViewContentSize)
        // The vertex is at x = 580 (a = 1 / 1160), so an item every 580 / 3 = 193.33 points of
        // offset: offsets between items, on items, at the start and near the end.
        var compared = 0
        for offset: CGFloat in [0, 12.5, 96.75, 193.4, 400, 580, 1160, 2700, 5600] {
            customView.contentOffset = CGPoint(x: 0, y: offset)
            builtInView.contentOffset = CGPoint(x: 0, y: offset)
            let mine = customView.layoutAttributesForVisibleElements().sorted { $0.indexPath.item < $1.indexPath.item }
            let theirs = builtInView.layoutAttributesForVisibleElements().sorted {
                $0.indexPath.item < $1.indexPath.item
            }
            #expect(mine.map(\.indexPath) == theirs.map(\.indexPath), "offset \(offset)")
            for (a, b) in zip(mine, theirs) {
                #expect(abs(a.center.x - b.center.x) < 1e-9 && abs(a.center.y - b.center.y) < 1e-9, "offset \(offset)")
                #expect(a.size == b.size && a.zIndex == b.zIndex)
                #expect(abs(a.transform.a - b.transform.a) < 1e-12 && abs(a.transform.d - b.transform.d) < 1e-12)
                compared += 1
            }
        }
        #expect(compared > 20)
        // One sample by the reference's numbers: at offset 1160 item 3 is at the vertex
        // (1160 − 3 × 193.33 = 580), where the parabola is at 0 and the scale is 0.8: its centre
        // is at y = 0 + 207 / 2 × 0.8 + 1160.
        customView.contentOffset = CGPoint(x: 0, y: 1160)
        let atVertex = try #require(customView.layoutAttributesForVisibleElements().first { $0.indexPath.item == 3 })
        #expect(abs(atVertex.transform.a - 0.8) < 1e-9)
        #expect(abs(atVertex.center.y - (207 / 2 * 0.8 + 1160)) < 1e-6)
        #expect(atVertex.center.x == 195)
    }
}
