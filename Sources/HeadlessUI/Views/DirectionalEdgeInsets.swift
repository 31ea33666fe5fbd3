import Foundation

/// Insets in leading/trailing terms, with the shape of UIKit's `NSDirectionalEdgeInsets`:
/// leading is left in a left-to-right layout and right in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// How far the top edge moves down.
    public var top: CGFloat
    /// How far the leading edge moves inwards.
    public var leading: CGFloat
    /// How far the bottom edge moves up.
    public var bottom: CGFloat
    /// How far the trailing edge moves inwards.
    public var trailing: CGFloat

    /// Insets from the four edges' values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets()

    /// The directional form of `insets` in a layout that runs in `direction`.
    public init(_ insets: EdgeInsets, in direction: UserInterfaceLayoutDirection) {
        switch direction {
        case .leftToRight:
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        case .rightToLeft:
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        }
    }

    /// The left/right form of these insets in a layout that runs in `direction`.
    public func edgeInsets(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}
