// swift-format-ignore-file
import UIKit

/// A layout base class that, like the Parabolic seed's, recomputes only from a key-value
/// observer of its collection view's `contentOffset` (`collectionView.observe(\.contentOffset)`),
/// set up once the layout is attached (`.initial` gives the first attributes); `prepare()` itself
/// computes nothing. Written for iOS; compiled here unchanged.
open class OffsetDrivenLayout: UICollectionViewLayout {
    private var offsetObservation: NSKeyValueObservation?
    private(set) var cache: [UICollectionViewLayoutAttributes] = []

    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        if offsetObservation == nil {
            offsetObservation = collectionView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] view, change in
                guard let self = self, let offset = change.newValue else { return }
                self.cache = self.attributes(forOffset: offset.y, in: view)
            }
        }
    }

    /// The attributes at `offset`; subclasses override it.
    open func attributes(forOffset offset: CGFloat, in collectionView: UICollectionView) -> [UICollectionViewLayoutAttributes] {
        []
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}

/// Cards that travel along a parabola y(x) = a·x² + v₀·x + y₀ of the scroll offset: they come up
/// from below, grow to `scaleAtVertex` at the vertex, and leave at the top — the
/// ParabolicMovementLayout reference's movement, written as an iOS app's developer would.
final class ParabolaTrackLayout: OffsetDrivenLayout {
    var startVelocity: CGFloat = -1
    var startPosition: CGFloat = 290
    var itemStandardSize = CGSize(width: 329, height: 207)
    var scaleAtVertex: CGFloat = 0.8
    var spacingDivisionCoefficient: CGFloat = 3
    var disappearanceTopItemOffset: CGFloat = 20
    var fallbackCollectionViewHeight: CGFloat = 549

    private var acceleration: CGFloat { startVelocity * startVelocity / (4 * startPosition) }
    private var vertex: CGFloat { -startVelocity / (2 * acceleration) }
    private var spacing: CGFloat { vertex / spacingDivisionCoefficient }

    private func height(at x: CGFloat) -> CGFloat {
        acceleration * x * x + startVelocity * x + startPosition
    }

    /// The two offsets at which the parabola is at `height`, smaller first; (0, 0) without a root.
    private func roots(at height: CGFloat) -> (CGFloat, CGFloat) {
        let discriminant = startVelocity * startVelocity - 4 * acceleration * (startPosition - height)
        if discriminant < 0 { return (0, 0) }
        return ((-startVelocity - sqrt(discriminant)) / (2 * acceleration),
                (-startVelocity + sqrt(discriminant)) / (2 * acceleration))
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        let count = collectionView.numberOfItems(inSection: 0)
        return CGSize(width: collectionView.bounds.width,
                      height: collectionView.bounds.height + CGFloat(count - 1) * spacing)
    }

    override func attributes(forOffset offset: CGFloat, in collectionView: UICollectionView) -> [UICollectionViewLayoutAttributes] {
        let count = collectionView.numberOfItems(inSection: 0)
        guard count > 0 else { return [] }
        let topThreshold = roots(at: height(at: vertex + spacing / 2) + disappearanceTopItemOffset).1
        let bottomThreshold = roots(at: fallbackCollectionViewHeight).0
        let current = Int(max(0, (offset / spacing).rounded(.down)))
        var items: [Int] = []
        if current < count { items.append(current) }
        var above = min(current - 1, count - 1)
        while above >= 0 && offset - CGFloat(above) * spacing < topThreshold {
            items.append(above)
            above -= 1
        }
        var below = current + 1
        while current < count && below < count && offset - CGFloat(below) * spacing > bottomThreshold {
            items.append(below)
            below += 1
        }
        return items.map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let x = offset - CGFloat(item) * spacing
            let scale = 1 + (scaleAtVertex - 1) * x / vertex
            attributes.size = itemStandardSize
            attributes.center = CGPoint(x: collectionView.bounds.width / 2,
                                        y: height(at: x) + itemStandardSize.height / 2 * scale + offset)
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.zIndex = item
            return attributes
        }
    }
}
