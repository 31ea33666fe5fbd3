import CollectionLayout
import Foundation

/// A vertical stack of `itemSize` items at `x`, `spacing` apart, in section 0. Optionally snaps
/// fling targets to multiples of `snapInterval` and records what it was asked.
final class StackLayout: CollectionViewLayout {
    var itemSize = CGSize(width: 50, height: 100)
    var x: CGFloat = 0
    var contentWidth: CGFloat = 0
    var snapInterval: CGFloat?
    private(set) var proposals: [(offset: CGPoint, velocity: CGPoint, currentOffset: CGPoint)] = []

    override var collectionViewContentSize: CGSize {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        return CGSize(width: contentWidth, height: CGFloat(count) * itemSize.height)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < collectionView?.numberOfItems(inSection: 0) ?? 0 else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: x, y: CGFloat(indexPath.item) * itemSize.height, width: itemSize.width, height: itemSize.height)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposals.append((proposedContentOffset, velocity, collectionView?.contentOffset ?? .zero))
        guard let snapInterval else { return proposedContentOffset }
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / snapInterval).rounded() * snapInterval)
    }
}
