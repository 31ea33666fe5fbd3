import CollectionLayout
import Foundation

/// A supplementary view attached to an item (a badge), with the shape of UIKit's
/// `NSCollectionLayoutSupplementaryItem`: its size resolves against the item's frame and its
/// anchors place it there.
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The element kind the attributes carry.
    public let elementKind: String
    /// The point on the item the supplementary item attaches to.
    public let containerAnchor: CollectionLayoutAnchor
    /// The point on the supplementary item placed at the container anchor; `nil` uses the
    /// container anchor's edges (so the item sits inside that corner or edge).
    public let itemAnchor: CollectionLayoutAnchor?
    /// The z-index of the attributes (UIKit's default 1: above the cell).
    open var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind` anchored at `containerAnchor`.
    public convenience init(
        layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point sits on the item's `containerAnchor` point.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
        itemAnchor: CollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of this supplementary item on an item whose (inset) frame is `container`.
    ///
    /// The size resolves against the container's size. The container anchor names a point on
    /// the container (its edges, plus its offset); the item anchor (or, when `nil`, the same
    /// edges) names a point on the supplementary item; the two points coincide.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let target = containerAnchor.point(in: container)
        let shift = containerAnchor.offset(for: size)
        let local = CollectionLayoutAnchor.point(
            of: itemAnchor?.edges ?? containerAnchor.edges, in: CGRect(origin: .zero, size: size))
        let ownShift = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(
            x: target.x + shift.x - local.x - ownShift.x, y: target.y + shift.y - local.y - ownShift.y,
            width: size.width, height: size.height)
    }
}
