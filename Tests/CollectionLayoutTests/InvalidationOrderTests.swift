import CollectionLayout
import Foundation
import Testing

/// Records every call the collection view makes, in order.
private final class LoggingLayout: CollectionViewLayout {
    var invalidatesOnBoundsChange = true
    private(set) var log: [String] = []

    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }

    private func describe(_ r: CGRect) -> String {
        "(\(Int(r.minX)),\(Int(r.minY)),\(Int(r.width)),\(Int(r.height)))"
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let current = collectionView.map { describe($0.bounds) } ?? "-"
        log.append("shouldInvalidate \(describe(newBounds)) while \(current)")
        return invalidatesOnBoundsChange
    }

    override func invalidateLayout() {
        log.append("invalidate")
        super.invalidateLayout()
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        log.append("invalidate(with:)\(context.invalidateEverything ? " everything" : "")")
        super.invalidateLayout(with: context)
    }

    override func prepare() {
        log.append("prepare")
        super.prepare()
    }

    override var collectionViewContentSize: CGSize {
        log.append("contentSize")
        return CGSize(width: 100, height: 1000)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        log.append("elements \(describe(rect))")
        return []
    }
}

/// Invalidates only when the size changes, comparing with the collection view's current bounds
/// (Apple's sample-code pattern, which relies on being asked before the bounds change).
private final class ResizeOnlyLayout: CollectionViewLayout {
    private(set) var prepareCount = 0
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
    override func prepare() { prepareCount += 1 }
}

@Suite struct InvalidationOrderTests {
    /// UIKit's order: a bounds change goes to `invalidateLayout(with:)` with the context from
    /// `invalidationContext(forBoundsChange:)`, not through `invalidateLayout()`.
    @Test func boundsChangeAsksInvalidatesAndPreparesOnceOnTheNextPass() {
        let layout = LoggingLayout()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout, itemCounts: [5])
        #expect(layout.takeLog() == ["invalidate", "invalidate(with:) everything"])

        _ = view.layoutAttributesForVisibleElements()
        #expect(layout.takeLog() == ["prepare", "contentSize", "elements (0,0,100,200)"])

        view.contentOffset = CGPoint(x: 0, y: 50)
        view.contentOffset = CGPoint(x: 0, y: 60)
        #expect(
            layout.takeLog() == [
                "shouldInvalidate (0,50,100,200) while (0,0,100,200)", "invalidate(with:)",
                "shouldInvalidate (0,60,100,200) while (0,50,100,200)", "invalidate(with:)",
            ])

        _ = view.layoutAttributesForVisibleElements()
        #expect(layout.takeLog() == ["prepare", "contentSize", "elements (0,60,100,200)"])

        _ = view.layoutAttributesForVisibleElements()
        #expect(layout.takeLog() == ["contentSize", "elements (0,60,100,200)"])
    }

    @Test func declinedBoundsChangeNeitherInvalidatesNorPrepares() {
        let layout = LoggingLayout()
        layout.invalidatesOnBoundsChange = false
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout, itemCounts: [5])
        _ = view.layoutAttributesForVisibleElements()
        _ = layout.takeLog()
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.contentOffset = CGPoint(x: 0, y: 30)
        _ = view.layoutAttributesForVisibleElements()
        #expect(
            layout.takeLog() == [
                "shouldInvalidate (0,30,100,200) while (0,0,100,200)", "contentSize", "elements (0,30,100,200)",
            ])
    }

    @Test func dataChangesInvalidateWithoutAskingAboutBounds() {
        let layout = LoggingLayout()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout, itemCounts: [5])
        _ = view.layoutAttributesForVisibleElements()
        _ = layout.takeLog()
        view.itemCounts = [7]
        #expect(layout.takeLog() == ["invalidate(with:) everything"])
        #expect(view.numberOfItems(inSection: 0) == 7)
    }

    @Test func layoutsCanCompareTheNewBoundsWithTheCurrentOnes() {
        let layout = ResizeOnlyLayout()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout, itemCounts: [5])
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 40)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(view.bounds == CGRect(x: 0, y: 40, width: 120, height: 200))
    }

    @Test func visibleElementsComeInDrawOrder() {
        final class Overlapping: CollectionViewLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                let header = CollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
                let top = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                top.zIndex = 5
                let bottom = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
                return [top, header, bottom]
            }
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: Overlapping())
        let order = view.layoutAttributesForVisibleElements().map {
            "\($0.representedElementCategory)\($0.indexPath.item)"
        }
        #expect(order == ["cell1", "supplementary0", "cell0"])
    }
}
