import Foundation
import Geometry

/// The shapes Canvas draws, as ``Path`` values: cubic curves with the kappa handle length, in the
/// element order the rasterizer and the goldens were made with.
extension Path {
    /// The cubic Bézier handle length for a quarter circle of radius 1: 4/3·(√2 − 1).
    static let kappa = 0.552_284_749_830_793_4

    /// A closed rectangle, clockwise on screen from its origin.
    public init(rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A closed rectangle with circular corners of `cornerRadius` (clamped to half the shorter
    /// side; a plain rectangle when zero or less).
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// A closed ellipse inscribed in `rect`, made of four Bézier curves.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// The closed outline of `kind` in `rect`: ``init(rect:)``, ``init(roundedRect:cornerRadius:)``
    /// or ``init(ellipseIn:)``.
    public init(_ kind: ShapeKind, in rect: CGRect) {
        switch kind {
        case .rectangle: self.init(rect: rect)
        case .roundedRectangle(let radius): self.init(roundedRect: rect, cornerRadius: Double(radius))
        case .ellipse: self.init(ellipseIn: rect)
        }
    }

    /// A closed polygon through `points` in order (for instance a projected 3D quad).
    /// Fewer than two points give an empty path.
    public init(polygon points: [CGPoint]) {
        self.init()
        addPolygon(points)
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        let edges = RectEdges(rect)
        move(to: CGPoint(x: edges.minX, y: edges.minY))
        addLine(to: CGPoint(x: edges.maxX, y: edges.minY))
        addLine(to: CGPoint(x: edges.maxX, y: edges.maxY))
        addLine(to: CGPoint(x: edges.minX, y: edges.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle with circular corners.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: Double) {
        let edges = RectEdges(rect)
        let radius = min(cornerRadius, edges.width / 2, edges.height / 2)
        guard radius > 0 else {
            addRect(rect)
            return
        }
        let handle = radius * (1 - Self.kappa)
        let (left, top, right, bottom) = (edges.minX, edges.minY, edges.maxX, edges.maxY)
        move(to: CGPoint(x: left + radius, y: top))
        addLine(to: CGPoint(x: right - radius, y: top))
        addCurve(
            to: CGPoint(x: right, y: top + radius), control1: CGPoint(x: right - handle, y: top),
            control2: CGPoint(x: right, y: top + handle))
        addLine(to: CGPoint(x: right, y: bottom - radius))
        addCurve(
            to: CGPoint(x: right - radius, y: bottom), control1: CGPoint(x: right, y: bottom - handle),
            control2: CGPoint(x: right - handle, y: bottom))
        addLine(to: CGPoint(x: left + radius, y: bottom))
        addCurve(
            to: CGPoint(x: left, y: bottom - radius), control1: CGPoint(x: left + handle, y: bottom),
            control2: CGPoint(x: left, y: bottom - handle))
        addLine(to: CGPoint(x: left, y: top + radius))
        addCurve(
            to: CGPoint(x: left + radius, y: top), control1: CGPoint(x: left, y: top + handle),
            control2: CGPoint(x: left + handle, y: top))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) {
        let edges = RectEdges(rect)
        let (cx, cy) = (edges.midX, edges.midY)
        let (rx, ry) = (edges.width / 2, edges.height / 2)
        let (hx, hy) = (rx * Self.kappa, ry * Self.kappa)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + hy),
            control2: CGPoint(x: cx + hx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - hx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + hy))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - hy),
            control2: CGPoint(x: cx - hx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + hx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - hy))
        closeSubpath()
    }

    /// Adds a closed polygon through `points`; fewer than two points add nothing.
    public mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count >= 2, let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            addLine(to: point)
        }
        closeSubpath()
    }
}
