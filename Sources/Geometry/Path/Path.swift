import Foundation

/// A shape outline as a value: subpaths of straight lines and quadratic and cubic Bézier curves.
///
/// The package's one path value. Canvas draws it (`GraphicsContext.fill(_:with:rule:)`,
/// `stroke`, `clip`, replayed onto cairo), with its shape constructors in Canvas'
/// `Path+Shapes.swift`; CoreGraphics' ``CGPath`` and ``CGMutablePath`` (and so UIKit's
/// `UIBezierPath`) hold one (``CGPath/path``) and build it with CoreGraphics' methods.
public struct Path: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
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

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
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
        Path(elements: elements.map { $0.applying(transform) })
    }
}

extension Path.Element {
    /// The element with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control):
            .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(
                to: point.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .close: .close
        }
    }

    /// The element's points in CoreGraphics' order: control points first, the end point last;
    /// none for a close.
    public var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .close: []
        }
    }
}
