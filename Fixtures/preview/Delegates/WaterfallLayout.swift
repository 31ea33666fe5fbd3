import UIKit

/// Asks its delegate for each card's height, as waterfall (Pinterest-style) layouts do.
protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(
        _ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
    ) -> CGFloat
}

/// Cards of the delegate's heights in `columnCount` columns, each card going into the
/// shortest column.
final class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?
    var columnCount = 2
    var spacing: CGFloat = 8

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let width = collectionView.bounds.width
        let columnWidth = (width - spacing * CGFloat(columnCount + 1)) / CGFloat(columnCount)
        var columnHeights = [CGFloat](repeating: spacing, count: columnCount)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let height = delegate!.collectionView(collectionView, layout: self, heightForItemAt: indexPath)
            let column = columnHeights.firstIndex(of: columnHeights.min()!)!
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(
                x: spacing + CGFloat(column) * (columnWidth + spacing), y: columnHeights[column],
                width: columnWidth, height: height)
            cache.append(attributes)
            columnHeights[column] += height + spacing
        }
        contentHeight = columnHeights.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}
