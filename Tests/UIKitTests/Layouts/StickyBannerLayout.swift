// swift-format-ignore-file
import UIKit

/// An invalidation context that says which part of the layout moved, as layouts with custom
/// contexts (Parchment, MagazineLayout, UICollectionViewSplitLayout) declare them.
final class StickyBannerInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var invalidateBannerOnly = false
}

/// A one-column list whose banner (item 0) sticks to the top while the list scrolls. On a
/// scroll it invalidates only the banner through its own context; everything else is computed
/// once in `prepare()` — the pattern invalidation contexts exist for. Records every call.
final class StickyBannerLayout: UICollectionViewLayout {
    var calls: [String] = []
    private var frames: [CGRect] = []
    private var bannerY: CGFloat = 0
    let rowHeight: CGFloat = 50

    override class var invalidationContextClass: AnyClass {
        return StickyBannerInvalidationContext.self
    }

    override func prepare() {
        super.prepare()
        calls.append("prepare")
        guard let collectionView = collectionView else { return }
        if frames.count != collectionView.numberOfItems(inSection: 0) {
            frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
                CGRect(x: 0, y: CGFloat($0) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
            }
        }
        bannerY = max(0, collectionView.contentOffset.y)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * rowHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidateLayout(forBoundsChange: \(Int(newBounds.minY)))")
        return true
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! StickyBannerInvalidationContext
        context.invalidateBannerOnly = newBounds.size == collectionView?.bounds.size
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        calls.append("invalidationContext(forBoundsChange: \(Int(newBounds.minY)))")
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let banner = (context as? StickyBannerInvalidationContext)?.invalidateBannerOnly ?? false
        calls.append(
            "invalidateLayout(with:) everything=\(context.invalidateEverything) counts=\(context.invalidateDataSourceCounts)"
                + " bannerOnly=\(banner) items=\(context.invalidatedItemIndexPaths?.map { $0.item } ?? [])")
        if context.invalidateEverything { frames = [] }
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        if indexPath.item == 0 {
            attributes.frame.origin.y = bannerY
            attributes.zIndex = 1
        }
        return attributes
    }
}
