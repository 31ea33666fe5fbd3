// swift-format-ignore-file
import UIKit

/// A layout that, like ParabolicMovementLayout, recomputes only from a key-value observer of
/// the collection view's `contentOffset` (after the source adapter: no `@objc dynamic`).
final class ObservingLayout: UICollectionViewFlowLayout {
    private var observation: NSKeyValueObservation?
    private(set) var observedOffsets: [CGFloat] = []
    private(set) var observedOldOffsets: [CGFloat] = []
    private var shift: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard observation == nil, let collectionView = collectionView else { return }
        observation = collectionView.observe(\.contentOffset, options: [.old, .new]) { [weak self] _, change in
            guard let self = self, let offset = change.newValue else { return }
            self.observedOffsets.append(offset.y)
            self.observedOldOffsets.append(change.oldValue?.y ?? .nan)
            self.shift = offset.y / 10
            self.invalidateLayout()
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { element in
            let copy = element.copy() as! UICollectionViewLayoutAttributes
            copy.center.x += shift
            return copy
        }
    }

    func stopObserving() {
        observation?.invalidate()
    }
}
