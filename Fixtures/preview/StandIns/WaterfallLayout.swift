import UIKit

/// What a waterfall asks the collection view's delegate, as Pinterest-style layouts do.
@objc protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
    ) -> CGFloat
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout: WaterfallLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
}

/// Cards of the delegate's heights in `columnCount` columns, each card under the shortest column.
final class WaterfallLayout: UICollectionViewLayout {
    var columnCount = 2
    var spacing: CGFloat = 10
    var sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var delegate: WaterfallLayoutDelegate? {
        collectionView?.delegate as? WaterfallLayoutDelegate
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, let delegate = delegate else { return }
        let inset = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: 0) ?? sectionInset
        let width = collectionView.bounds.width - inset.left - inset.right
        let columnWidth = (width - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount)
        var columnHeights = [CGFloat](repeating: inset.top, count: columnCount)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let height = delegate.collectionView(collectionView, layout: self, heightForItemAt: indexPath)
            let column = columnHeights.firstIndex(of: columnHeights.min() ?? 0) ?? 0
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(
                x: inset.left + CGFloat(column) * (columnWidth + spacing), y: columnHeights[column],
                width: columnWidth, height: height)
            cache.append(attributes)
            columnHeights[column] += height + spacing
        }
        contentHeight = (columnHeights.max() ?? 0) + inset.bottom
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}
