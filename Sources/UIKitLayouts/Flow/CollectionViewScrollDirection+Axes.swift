import CollectionLayout
import Foundation

/// Axis helpers: the *scroll* axis is the one lines stack along (y for vertical scrolling), the
/// *cross* axis the one items flow along inside a line (x for vertical scrolling).
extension CollectionViewScrollDirection {
    /// The scroll-axis component of a size (height for vertical scrolling).
    package func scrollLength(of size: CGSize) -> CGFloat {
        self == .vertical ? size.height : size.width
    }

    /// The cross-axis component of a size (width for vertical scrolling).
    func crossLength(of size: CGSize) -> CGFloat {
        self == .vertical ? size.width : size.height
    }

    /// The scroll-axis component of a point.
    package func scrollComponent(of point: CGPoint) -> CGFloat {
        self == .vertical ? point.y : point.x
    }

    /// The inset before the content on the scroll axis (top or left).
    package func scrollBefore(_ insets: EdgeInsets) -> CGFloat {
        self == .vertical ? insets.top : insets.left
    }

    /// The inset after the content on the scroll axis (bottom or right).
    package func scrollAfter(_ insets: EdgeInsets) -> CGFloat {
        self == .vertical ? insets.bottom : insets.right
    }

    /// The inset before the content on the cross axis (left or top).
    func crossBefore(_ insets: EdgeInsets) -> CGFloat {
        self == .vertical ? insets.left : insets.top
    }

    /// The inset after the content on the cross axis (right or bottom).
    func crossAfter(_ insets: EdgeInsets) -> CGFloat {
        self == .vertical ? insets.right : insets.bottom
    }

    /// The rectangle's extent on the scroll axis.
    package func scrollRange(of rect: CGRect) -> ClosedRange<CGFloat> {
        self == .vertical ? rect.minY...rect.maxY : rect.minX...rect.maxX
    }

    /// The rectangle's extent on the cross axis.
    func crossRange(of rect: CGRect) -> ClosedRange<CGFloat> {
        self == .vertical ? rect.minX...rect.maxX : rect.minY...rect.maxY
    }

    /// The rectangle with the given extents on each axis.
    func rect(scroll: CGFloat, scrollLength: CGFloat, cross: CGFloat, crossLength: CGFloat) -> CGRect {
        self == .vertical
            ? CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
            : CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
    }

    /// The size with the given lengths on each axis.
    func size(scroll: CGFloat, cross: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: cross, height: scroll) : CGSize(width: scroll, height: cross)
    }

    /// `point` with its scroll-axis component replaced by `value`.
    package func replacingScrollComponent(of point: CGPoint, with value: CGFloat) -> CGPoint {
        self == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
    }
}
