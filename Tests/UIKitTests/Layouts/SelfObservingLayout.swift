// swift-format-ignore-file
import UIKit

/// A layout that observes `\.collectionView?.contentOffset` on itself and recomputes its cached
/// attributes in the observer, as ParabolicMovementLayout's base class does (after the source
/// adapter: no `@objc dynamic`). Items ride a parabola: y = offset-relative x² / 400.
final class SelfObservingLayout: UICollectionViewLayout {
    private var observation: NSKeyValueObservation?
    private(set) var notifications = 0
    private var cached: [UICollectionViewLayoutAttributes] = []
    let itemCount = 9

    override func prepare() {
        observation = observe(\.collectionView?.contentOffset, options: [.new]) { [weak self] _, _ in
            self?.notifications += 1
            self?.invalidateLayout()
        }
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        guard let offset = collectionView?.contentOffset else { return }
        cached = (0..<itemCount).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let x = CGFloat(item) * 100 - offset.x
            attributes.size = CGSize(width: 60, height: 60)
            attributes.center = CGPoint(x: offset.x + x, y: 100 + x * x / 400)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(itemCount) * 100, height: 300)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cached
    }
}
