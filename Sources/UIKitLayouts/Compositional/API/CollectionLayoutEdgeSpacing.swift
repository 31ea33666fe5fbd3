import CollectionLayout
import Foundation

/// Space outside an item's four edges, with the shape of UIKit's `NSCollectionLayoutEdgeSpacing`.
///
/// Unlike content insets, edge spacing moves the item: along the group's axis it adds to the gap
/// before or after it, across the axis it offsets the item (flexible on both sides centres it).
public final class CollectionLayoutEdgeSpacing: NSObject, NSCopying, Sendable {
    /// Space before the leading edge.
    public let leading: CollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: CollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: CollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: CollectionLayoutSpacing?

    /// Edge spacing from the four edges' spacings (`nil`: none).
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The same edge spacing (it is immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
