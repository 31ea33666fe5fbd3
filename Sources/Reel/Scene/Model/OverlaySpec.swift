/// Diagnostic drawings over the elements; all off by default.
public struct OverlaySpec: Hashable, Sendable {
    /// Each element's index path next to it.
    public var indexLabels: Bool
    /// Each element's frame (the transformed bounding box) as a thin outline.
    public var frameOutlines: Bool
    /// Each element's zIndex in a small badge.
    public var zIndexBadges: Bool
    /// The pane's content offset in a corner.
    public var offsetReadout: Bool

    /// Overlays from their switches, all off by default.
    public init(
        indexLabels: Bool = false, frameOutlines: Bool = false, zIndexBadges: Bool = false, offsetReadout: Bool = false
    ) {
        self.indexLabels = indexLabels
        self.frameOutlines = frameOutlines
        self.zIndexBadges = zIndexBadges
        self.offsetReadout = offsetReadout
    }
}
