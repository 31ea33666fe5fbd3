import CollectionLayout
import Foundation
import HeadlessUI

/// The smallest unit of a compositional layout — one cell — with the shape of UIKit's
/// `NSCollectionLayoutItem`: a size, insets, edge spacing and attached supplementary items.
open class CollectionLayoutItem: NSObject, NSCopying {
    /// The item's size, resolved against its containing group.
    public let layoutSize: CollectionLayoutSize
    /// The supplementary items (badges) attached to each instance of this item (read-only for
    /// items, as in UIKit; a group's may be set).
    open var supplementaryItems: [CollectionLayoutSupplementaryItem] { attachedSupplementaryItems }
    /// The storage of ``supplementaryItems``.
    var attachedSupplementaryItems: [CollectionLayoutSupplementaryItem]
    /// Insets applied to the item's frame after it is sized and placed; they shrink the
    /// element, never move its neighbours.
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the item's edges, which moves it and its neighbours.
    open var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items attached.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.attachedSupplementaryItems = supplementaryItems
        super.init()
    }

    /// A copy with the same size, insets, edge spacing and supplementary items.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }
}
