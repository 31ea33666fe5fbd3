// swift-format-ignore-file
// Written exactly as an iOS developer writes it, force unwraps included.

// A layout written the way it is written for iOS, `import UIKit` included.
// It is kept deliberately UIKit-idiomatic (force unwraps of `collectionView`, `as!` casts).
import UIKit

/// Attributes that remember how far the card's centre is from the screen's centre line.
final class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    var distanceFromCenter: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.distanceFromCenter = distanceFromCenter
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes else { return false }
        return other.distanceFromCenter == distanceFromCenter && super.isEqual(object)
    }
}

/// A plain vertical list of cards with section insets and a header the height of the top inset.
class InsetListLayout: UICollectionViewLayout {
    var itemHeight: CGFloat = 120
    var sectionInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)

    private var cachedAttributes: [UICollectionViewLayoutAttributes] = []
    private var headerAttributes: UICollectionViewLayoutAttributes?
    private var contentHeight: CGFloat = 0

    override init() {
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override class var layoutAttributesClass: AnyClass {
        return CardLayoutAttributes.self
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cachedAttributes.removeAll()
        let width = collectionView.bounds.width - sectionInset.left - sectionInset.right
        let count = collectionView.numberOfItems(inSection: 0)
        for item in 0..<count {
            let attributes = CardLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: sectionInset.left, y: sectionInset.top + CGFloat(item) * itemHeight,
                width: width, height: itemHeight)
            cachedAttributes.append(attributes)
        }
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: collectionView.bounds.width, height: sectionInset.top)
        headerAttributes = header
        contentHeight = sectionInset.top + CGFloat(count) * itemHeight + sectionInset.bottom
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView!.bounds.width, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = cachedAttributes.filter { $0.frame.intersects(rect) }
        if let header = headerAttributes, header.frame.intersects(rect) {
            result.append(header)
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < cachedAttributes.count else { return nil }
        return cachedAttributes[indexPath.item]
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        return elementKind == UICollectionView.elementKindSectionHeader ? headerAttributes : nil
    }
}

/// Cards shrink and fade as they leave the vertical centre; a fling always ends with a card centred.
final class CardZoomLayout: InsetListLayout {
    var minimumScale: CGFloat = 0.8
    var fadeDistance: CGFloat = 300

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let bounds = collectionView!.bounds
        return attributes.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            guard attributes.representedElementCategory == UICollectionView.ElementCategory.cell else {
                return attributes
            }
            let distance = attributes.center.y - bounds.midY
            let progress = min(abs(distance) / fadeDistance, 1)
            let scale = 1 - (1 - minimumScale) * progress
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.alpha = 1 - 0.5 * progress
            if let card = attributes as? CardLayoutAttributes {
                card.distanceFromCenter = distance
            }
            return attributes
        }
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let collectionView = collectionView!
        let halfHeight = collectionView.bounds.height / 2
        let proposedCenterY = proposedContentOffset.y + halfHeight
        let row = ((proposedCenterY - sectionInset.top - itemHeight / 2) / itemHeight).rounded()
        let lastRow = CGFloat(collectionView.numberOfItems(inSection: 0) - 1)
        let clampedRow = max(0, min(row, lastRow))
        let y = sectionInset.top + clampedRow * itemHeight + itemHeight / 2 - halfHeight
        return CGPoint(x: proposedContentOffset.x, y: y)
    }
}
