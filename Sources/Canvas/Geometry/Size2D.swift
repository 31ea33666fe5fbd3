/// A width and a height in points.
public struct Size2D: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero width and height.
    public static let zero = Size2D(width: 0, height: 0)
}
