import UIKit

protocol ColumnLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

/// A one-column layout that asks its delegate for heights and, like many libraries, lays out
/// nothing until it has one.
final class ColumnLayout: UICollectionViewLayout {
    weak var delegate: ColumnLayoutDelegate?
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        cache = []
        contentHeight = 0
        guard let collectionView = collectionView, let delegate = delegate else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let height = delegate.collectionView(collectionView, heightForItemAt: indexPath)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: contentHeight, width: collectionView.bounds.width, height: height)
            cache.append(attributes)
            contentHeight += height
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentHeight > 0 ? collectionView?.bounds.width ?? 0 : 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}
