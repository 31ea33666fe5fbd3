// swift-format-ignore-file
import UIKit

/// Attributes with a custom property, copied and compared as on iOS.
final class CardAttributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardAttributes
        copy.progress = progress
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardAttributes else { return false }
        return other.progress == progress && super.isEqual(object)
    }
}

/// A cell as iOS apps write it: subviews in `contentView`, a shadowed rounded layer, a tap
/// recognizer, and `apply(_:)` that reads the custom attributes.
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "CardCell"

    let titleView = UIView()
    private(set) var appliedProgress: CGFloat = -1
    private(set) var applyCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleView)
        contentView.backgroundColor = .white
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        titleView.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        let tap = UITapGestureRecognizer(target: self, action: Selector("didTap:"))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCount += 1
        if let attributes = layoutAttributes as? CardAttributes {
            appliedProgress = attributes.progress
            titleView.alpha = 1 - attributes.progress
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        appliedProgress = -1
    }
}

/// A stack of cards whose attributes carry `progress`, for the cell to read in `apply(_:)`.
final class CardStackLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override init() {
        super.init()
        itemSize = CGSize(width: 300, height: 120)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { element in
            let card = CardAttributes(forCellWith: element.indexPath)
            card.frame = element.frame
            card.progress = min(max((element.center.y - collectionView!.contentOffset.y) / 600, 0), 1)
            return card
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let element = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let card = CardAttributes(forCellWith: indexPath)
        card.frame = element.frame
        card.progress = min(max((element.center.y - collectionView!.contentOffset.y) / 600, 0), 1)
        return card
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
