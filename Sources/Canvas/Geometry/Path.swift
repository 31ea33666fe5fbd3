import Foundation
import Geometry

/// A shape outline as a value: subpaths of straight lines and cubic Bézier curves.
///
/// Build one with the mutating methods or the shape constructors in `Path+Shapes.swift`, then
/// hand it to ``GraphicsContext/fill(_:with:rule:)``, ``GraphicsContext/stroke(_:with:lineWidth:)``
/// or ``GraphicsContext/clip(to:rule:)``. Replayed onto cairo with `cairo_move_to`,
/// `cairo_line_to`, `cairo_curve_to` and `cairo_close_path`.
public struct Path: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, closing it.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path made of `elements`.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let point): .move(to: point.applying(transform))
                case .line(let point): .line(to: point.applying(transform))
                case .curve(let point, let control1, let control2):
                    .curve(
                        to: point.applying(transform), control1: control1.applying(transform),
                        control2: control2.applying(transform))
                case .close: .close
                }
            })
    }
}
