import CollectionLayout
import Foundation
import HeadlessUI

/// A main axis and the cross axis: x and y for a horizontal arrangement, y and x for a
/// vertical one. The compositional geometry is written once along an axis.
struct Axis {
    /// Whether the main axis is x.
    var horizontal: Bool

    /// The length along the main axis.
    func main(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    /// The length along the cross axis.
    func cross(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
    /// The coordinate along the main axis.
    func main(_ point: CGPoint) -> CGFloat { horizontal ? point.x : point.y }
    /// The coordinate along the cross axis.
    func cross(_ point: CGPoint) -> CGFloat { horizontal ? point.y : point.x }
    /// A size from its main and cross lengths.
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
    /// A point from its main and cross coordinates.
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
    /// A rectangle from main and cross coordinates and lengths.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
    }
    /// The rectangle's range along the main axis.
    func mainRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }
    /// The rectangle's range along the cross axis.
    func crossRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
    /// Insets before and after along the main axis.
    func mainInsets(_ insets: DirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat) {
        horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }
    /// Insets before and after along the cross axis.
    func crossInsets(_ insets: DirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat) {
        horizontal ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
    }
}
