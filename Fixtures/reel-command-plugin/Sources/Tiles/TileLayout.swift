import UIKit

/// Square tiles in `columns` columns, `spacing` apart, that fade in from the bottom edge.
open class TileLayout: UICollectionViewLayout {
    /// Tiles per row.
    open var columns = 3
    /// The gap between tiles.
    open var spacing: CGFloat = 10

    private var side: CGFloat {
        guard let collectionView else { return 0 }
        return (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    }

    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let rows = (collectionView.numberOfItems(inSection: 0) + columns - 1) / columns
        return CGSize(width: collectionView.bounds.width, height: spacing + CGFloat(rows) * (side + spacing))
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        return (0..<collectionView.numberOfItems(inSection: 0))
            .compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let column = indexPath.item % columns
        let row = indexPath.item / columns
        attributes.frame = CGRect(
            x: spacing + CGFloat(column) * (side + spacing), y: spacing + CGFloat(row) * (side + spacing),
            width: side, height: side)
        let bottom = collectionView.contentOffset.y + collectionView.bounds.height
        attributes.alpha = min(1, max(0, (bottom - attributes.frame.minY) / side))
        return attributes
    }
}
