// swift-format-ignore-file
import UIKit

/// A layout that overrides `collectionView` with a non-optional type, as some libraries do
/// to avoid unwrapping, and pins its single column to the layout margins and safe area.
final class PinnedCollectionViewLayout: UICollectionViewLayout {
    override var collectionView: UICollectionView {
        super.collectionView!
    }

    var rowHeight: CGFloat = 44

    override var collectionViewContentSize: CGSize {
        CGSize(
            width: collectionView.bounds.width,
            height: CGFloat(collectionView.numberOfItems(inSection: 0)) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let margins = collectionView.layoutMargins
        let safeArea = collectionView.safeAreaInsets
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let width = collectionView.bounds.width - margins.left - margins.right - safeArea.left - safeArea.right
        attributes.frame = CGRect(
            x: margins.left + safeArea.left, y: CGFloat(indexPath.item) * rowHeight,
            width: width, height: rowHeight)
        return attributes
    }
}
