import UIKit

/// A springy flow layout as iOS developers write one after the WWDC 2013 "UIKit Dynamics"
/// talk: every item near the screen hangs on a spring at its flow position, and a scroll
/// pushes items away from the touch point by a share of the scroll delta.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    private var springIndexPaths = Set<IndexPath>()
    var springDamping: CGFloat = 0.6
    var springFrequency: CGFloat = 1.2
    /// Where the "finger" is: items further from it move more.
    var touchLocation = CGPoint(x: 0, y: 0)

    override init() {
        super.init()
        itemSize = CGSize(width: 80, height: 40)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let visible = CGRect(origin: collectionView.bounds.origin, size: collectionView.frame.size)
            .insetBy(dx: -100, dy: -100)
        let itemsInRect = super.layoutAttributesForElements(in: visible) ?? []
        let paths = Set(itemsInRect.map { $0.indexPath })

        let gone = dynamicAnimator.behaviors.filter { behavior in
            guard let spring = behavior as? UIAttachmentBehavior,
                let attributes = spring.items.first as? UICollectionViewLayoutAttributes
            else { return false }
            return !paths.contains(attributes.indexPath)
        }
        for behavior in gone {
            dynamicAnimator.removeBehavior(behavior)
            if let attributes = (behavior as? UIAttachmentBehavior)?.items.first as? UICollectionViewLayoutAttributes {
                springIndexPaths.remove(attributes.indexPath)
            }
        }

        for item in itemsInRect where !springIndexPaths.contains(item.indexPath) {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = springDamping
            spring.frequency = springFrequency
            dynamicAnimator.addBehavior(spring)
            springIndexPaths.insert(item.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            let distance = abs(touchLocation.y - spring.anchorPoint.y)
            let resistance = distance / 1500
            item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
