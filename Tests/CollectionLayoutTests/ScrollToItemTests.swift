import CollectionLayout
import Foundation
import Testing

@Suite struct ScrollToItemTests {
    /// 20 items 50×100 at x = 220, content 600 wide; view 200×300 with insets 10/5/20/15.
    private func makeView() -> CollectionView {
        let layout = StackLayout()
        layout.x = 220
        layout.contentWidth = 600
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout, itemCounts: [20])
        view.contentInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        return view
    }

    @Test func verticalPositionsUseTheItemFrameAndTheInsets() {
        let view = makeView()
        let item = IndexPath(item: 5, section: 0)  // frame (220, 500, 50, 100)
        view.scrollToItem(at: item, at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 490))
        view.scrollToItem(at: item, at: .bottom, animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 320))
        view.scrollToItem(at: item, at: .centeredVertically, animated: false)
        // Centre of the inset area: 550 − (300 + 10 − 20) / 2.
        #expect(view.contentOffset == CGPoint(x: 0, y: 405))
    }

    @Test func horizontalPositionsUseTheItemFrameAndTheInsets() {
        let view = makeView()
        let item = IndexPath(item: 5, section: 0)
        view.scrollToItem(at: item, at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 215, y: 0))
        view.scrollToItem(at: item, at: .right, animated: false)
        #expect(view.contentOffset == CGPoint(x: 85, y: 0))
        view.scrollToItem(at: item, at: [.centeredHorizontally, .centeredVertically], animated: false)
        #expect(view.contentOffset == CGPoint(x: 150, y: 405))
    }

    @Test func targetsAreClampedToTheOffsetRange() {
        let view = makeView()
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: -10))
        // Range max y = 2000 + 20 − 300 = 1720.
        view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1720))
    }

    @Test func anAxisWithoutAnOptionOrWithConflictingOptionsKeepsItsOffset() {
        let view = makeView()
        view.contentOffset = CGPoint(x: 30, y: 40)
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 215, y: 40))
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: [.top, .bottom], animated: false)
        #expect(view.contentOffset == CGPoint(x: 215, y: 40))
    }

    @Test func anItemWithoutAttributesLeavesTheOffsetAlone() {
        let view = makeView()
        view.contentOffset = CGPoint(x: 0, y: 70)
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 70))
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 99, section: 0), at: .top) == nil)
    }

    @Test func anIndexPathOutsideTheDataLeavesTheOffsetAlone() {
        /// Answers for any index path, as table-like layouts do.
        final class Unbounded: CollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 10_000) }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
                let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 100, height: 100)
                return attributes
            }
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: Unbounded(), itemCounts: [10])
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 900))
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .top, animated: false)
        view.scrollToItem(at: IndexPath(item: -1, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 900))
    }

    @Test func scrollPositionsHaveUIKitsRawValues() {
        let positions: [CollectionView.ScrollPosition] = [
            .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
        ]
        #expect(positions.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
    }
}
