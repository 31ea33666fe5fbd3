import Foundation

/// The outline of a shape that fills a rectangle: the rectangle itself, the rectangle with
/// rounded corners, or the ellipse inscribed in it.
///
/// The package's one such enum. A layout's appearance layers hold it
/// (`AppearanceLayer.shape`), a scene's element styles name it (`ElementStyle.shape`, written
/// `rectangle`, `roundedRectangle` or `ellipse`; ``names``), the draw list places it in a
/// rectangle (`ShapeGeometry.outline`), and Canvas makes its path (`Path(_:in:)`).
public enum ShapeKind: Hashable, Sendable {
    /// The rectangle itself.
    case rectangle
    /// The rectangle with circular corners of `cornerRadius` points.
    case roundedRectangle(cornerRadius: CGFloat)
    /// The ellipse inscribed in the rectangle.
    case ellipse

    /// The names scenes write, in declaration order: `rectangle`, `roundedRectangle`, `ellipse`.
    public static let names = ["rectangle", "roundedRectangle", "ellipse"]

    /// The kind called `name` (one of ``names``), a rounded rectangle with `cornerRadius`; nil for
    /// any other name.
    public init?(name: String, cornerRadius: CGFloat = 0) {
        switch name {
        case "rectangle": self = .rectangle
        case "roundedRectangle": self = .roundedRectangle(cornerRadius: cornerRadius)
        case "ellipse": self = .ellipse
        default: return nil
        }
    }

    /// The kind's name, as scenes write it.
    public var name: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle: "roundedRectangle"
        case .ellipse: "ellipse"
        }
    }

    /// The same kind with corners of `radius` when it is a rounded rectangle; the other kinds
    /// unchanged.
    public func withCornerRadius(_ radius: CGFloat) -> ShapeKind {
        if case .roundedRectangle = self { return .roundedRectangle(cornerRadius: radius) }
        return self
    }
}
