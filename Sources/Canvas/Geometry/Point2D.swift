/// A point in a drawing's user space (points; y grows downwards).
///
/// Canvas has its own plain geometry types so that it never depends on the layout engine.
public struct Point2D: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downwards).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point2D(x: 0, y: 0)
}
