import Testing
import UIKit

/// Invalidation contexts in UIKit's order, with a layout written as iOS developers write one
/// (`Layouts/StickyBannerLayout.swift`).
@Suite struct InvalidationContextTests {
    private func makeView() -> (UICollectionView, StickyBannerLayout) {
        let layout = StickyBannerLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout, itemCounts: [20])
        view.layoutIfNeeded()
        return (view, layout)
    }

    @Test func installingTheLayoutInvalidatesEverythingThenPrepares() {
        let (_, layout) = makeView()
        #expect(
            layout.calls == [
                "invalidateLayout(with:) everything=true counts=false bannerOnly=false items=[]", "prepare",
            ])
    }

    @Test func aScrollAsksShouldInvalidateThenTheContextThenInvalidatesWithItThenPrepares() throws {
        let (view, layout) = makeView()
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 120)
        let elements = view.layoutAttributesForVisibleElements()
        #expect(
            layout.calls == [
                "shouldInvalidateLayout(forBoundsChange: 120)", "invalidationContext(forBoundsChange: 120)",
                "invalidateLayout(with:) everything=false counts=false bannerOnly=true items=[0]", "prepare",
            ])
        // The banner sticks at the top of the visible rectangle; the rows keep their places.
        let banner = try #require(elements.first { $0.indexPath.item == 0 })
        #expect(banner.frame == CGRect(x: 0, y: 120, width: 200, height: 50))
        let row = try #require(elements.first { $0.indexPath.item == 5 })
        #expect(row.frame.minY == 250)
    }

    @Test func reloadDataAndInvalidateLayoutHandOverEverythingContexts() {
        let (view, layout) = makeView()
        layout.calls = []
        view.reloadData()
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(
            layout.calls == [
                "invalidateLayout(with:) everything=true counts=true bannerOnly=false items=[]",
                "invalidateLayout(with:) everything=true counts=false bannerOnly=false items=[]",
                "prepare",
            ])
    }

    @Test func contentOffsetAndSizeAdjustmentsApplyAfterThePrepareThatFollows() {
        let (view, layout) = makeView()
        let context = StickyBannerInvalidationContext()
        context.contentSizeAdjustment = CGSize(width: 0, height: 100)
        layout.invalidateLayout(with: context)
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 200, height: 1100))
        #expect(view.contentOffset == .zero)
        // The size adjustment holds until the next invalidation.
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 1100)
        let shift = StickyBannerInvalidationContext()
        shift.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        layout.invalidateLayout(with: shift)
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 30))
        #expect(view.contentSize.height == 1000)
    }

    @Test func theFlowLayoutMakesFlowContextsWithBothFlagsSet() throws {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout, itemCounts: [10])
        let context = try #require(
            layout.invalidationContext(forBoundsChange: view.bounds) as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.invalidatedItemIndexPaths == nil)
        context.invalidateSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader]?.count == 1)
    }

    @Test func selfSizingHooksExistAndSayNo() {
        let layout = StickyBannerLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(
            !layout.shouldInvalidateLayout(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes)
        )
        #expect(
            layout.invalidationContext(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes)
                is StickyBannerInvalidationContext)
    }
}
