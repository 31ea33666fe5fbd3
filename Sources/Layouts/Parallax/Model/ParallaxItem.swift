import Foundation

/// One parallax item (PVView's `PVItemType` plus the view its delegate would make for it), as a
/// scene declares it and as the pager runs it.
///
/// Items are identified by `identifier` across pages. An item appears the first time a page
/// lists it and then stays, with whatever state its last action left, until the pager reloads
/// (PVView caches each item's view and never removes it).
public struct ParallaxItem: Hashable, Sendable {
    /// The item's identity across pages; actions name it.
    public var identifier: String
    /// The origin of the item's frame when its view is created, in the container's coordinates,
    /// absolute or relative to the container's size.
    public var origin: ContainerRelative<CGPoint>
    /// The size of that frame, absolute or relative to the container's size.
    public var size: ContainerRelative<CGSize>
    /// The style role scenes use to colour the item. Default `item`.
    public var role: String
    /// Text the item shows, if any.
    public var text: String?

    /// An item whose first frame is (`origin`, `size`).
    public init(
        identifier: String, origin: ContainerRelative<CGPoint>, size: ContainerRelative<CGSize>, role: String = "item",
        text: String? = nil
    ) {
        self.identifier = identifier
        self.origin = origin
        self.size = size
        self.role = role
        self.text = text
    }

    /// The item's first frame in points inside a container of `container` size.
    public func frame(in container: CGSize) -> CGRect {
        CGRect(origin: origin.resolved(in: container), size: size.resolved(in: container))
    }
}
