import CollectionLayout
import Foundation

/// Where a supplementary item attaches to its item, with the shape of UIKit's
/// `NSCollectionLayoutAnchor`: the edges it touches, moved by an offset in points or in
/// fractions of the supplementary item's own size.
public final class CollectionLayoutAnchor: NSObject, NSCopying, Sendable {
    /// The edges the anchor touches; none centres it.
    public let edges: DirectionalRectEdge
    /// The offset: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool

    /// An anchor on `edges`, with no offset.
    public convenience init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The same anchor (anchors are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The point of `rect` the edges name (LTR: leading is left), before any offset.
    func point(in rect: CGRect) -> CGPoint {
        Self.point(of: edges, in: rect)
    }

    /// The point of `rect` that `edges` name (LTR: leading is left).
    static func point(of edges: DirectionalRectEdge, in rect: CGRect) -> CGPoint {
        let x: CGFloat =
            edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y: CGFloat = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}
