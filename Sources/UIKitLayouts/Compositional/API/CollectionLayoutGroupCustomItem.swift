import CollectionLayout
import Foundation

/// One item of a custom group, with the shape of UIKit's `NSCollectionLayoutGroupCustomItem`:
/// a frame relative to the group's origin, and a z-index.
public final class CollectionLayoutGroupCustomItem: NSObject, NSCopying, Sendable {
    /// The frame, relative to the group.
    public let frame: CGRect
    /// The z-index of the item's attributes.
    public let zIndex: Int

    /// An item at `frame` with z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// The same item (custom items are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
