import UIKit

/// A cover-flow carousel, written as for iOS: a horizontal flow layout whose items shrink and
/// fade with their distance from the centre of the screen.
class CoverFlowLayout: UICollectionViewFlowLayout {
    /// The scale of an item one `activeDistance` or more from the centre.
    var minimumScale: CGFloat = 0.6
    /// The alpha of an item one `activeDistance` or more from the centre.
    var minimumAlpha: CGFloat = 0.4
    /// How far from the centre an item reaches its minimum scale and alpha.
    var activeDistance: CGFloat = 200

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 300)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        if let collectionView = collectionView {
            // The first and last items can reach the centre.
            let inset = (collectionView.bounds.width - itemSize.width) / 2
            sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
            let attributes = super.layoutAttributesForElements(in: rect)
        else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let item = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(item.center.x - centerX), activeDistance)
            let progress = distance / activeDistance
            let scale = 1 - (1 - minimumScale) * progress
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
            item.alpha = 1 - (1 - minimumAlpha) * progress
            item.zIndex = Int((1 - progress) * 10)
            return item
        }
    }
}
