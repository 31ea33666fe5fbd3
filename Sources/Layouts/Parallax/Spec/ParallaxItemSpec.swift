/// An item as a scene declares it.
public struct ParallaxItemSpec: Hashable, Sendable, Codable {
    /// The item's identity; actions name it.
    public var identifier: String
    /// Its frame when first shown, absolute or relative to the view's size.
    public var frame: PVRect
    /// The style role the scene colours it with. Default `item`.
    public var role: String
    /// Text it shows, if any.
    public var text: String?

    public init(identifier: String, frame: PVRect, role: String = "item", text: String? = nil) {
        self.identifier = identifier
        self.frame = frame
        self.role = role
        self.text = text
    }
}
