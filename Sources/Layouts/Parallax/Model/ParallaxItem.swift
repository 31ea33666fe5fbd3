/// One parallax item (PVView's `PVItemType` plus the view its delegate would make for it).
///
/// Items are identified by `identifier` across pages. An item appears the first time a page
/// lists it and then stays, with whatever state its last action left, until the pager reloads
/// (PVView caches each item's view and never removes it).
public struct ParallaxItem: Hashable, Sendable {
    /// The item's identity across pages.
    public var identifier: String
    /// The item's frame when its view is created, in the container's coordinates.
    public var frame: PVRect
    /// The style role scenes use to colour the item.
    public var role: String
    /// Text the item shows, if any.
    public var text: String?

    public init(identifier: String, frame: PVRect, role: String = "item", text: String? = nil) {
        self.identifier = identifier
        self.frame = frame
        self.role = role
        self.text = text
    }
}
