import Foundation

/// Insets for each edge of a rectangle, with the shape of UIKit's `UIEdgeInsets`.
///
/// Positive values move an edge inwards; `CGRect.inset(by:)` applies them.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// How far the top edge moves down.
    public var top: CGFloat
    /// How far the left edge moves right.
    public var left: CGFloat
    /// How far the bottom edge moves up.
    public var bottom: CGFloat
    /// How far the right edge moves left.
    public var right: CGFloat

    /// Insets from the four edges' values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}
