/// The scroll axis of a parallax pager (PVView's `PVDirection`).
public enum ParallaxDirection: String, Hashable, Sendable, CaseIterable {
    /// Pages side by side; the page size is the view's width.
    case horizontal
    /// Pages stacked; the page size is the view's height.
    case vertical
}
