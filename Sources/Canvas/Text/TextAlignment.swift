/// Where a text's ink box goes horizontally relative to the point it is drawn at.
public enum TextAlignment: Sendable, Hashable {
    /// The ink's left edge is at the point.
    case left
    /// The ink's horizontal middle is at the point.
    case center
    /// The ink's right edge is at the point.
    case right
}

/// Where a text goes vertically relative to the point it is drawn at.
public enum TextVerticalAlignment: Sendable, Hashable {
    /// The baseline is at the point.
    case baseline
    /// The ink's vertical middle is at the point.
    case center
}
