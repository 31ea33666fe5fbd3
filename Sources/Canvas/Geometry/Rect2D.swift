/// An axis-aligned rectangle in user space: an origin (top-left for positive sizes) and a size.
public struct Rect2D: Sendable, Hashable {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point2D
    /// The extent.
    public var size: Size2D

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point2D, size: Size2D) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect2D(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x coordinate.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y coordinate.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point2D { Point2D(x: midX, y: midY) }
    /// The absolute width.
    public var width: Double { abs(size.width) }
    /// The absolute height.
    public var height: Double { abs(size.height) }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (shrunk for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect2D {
        Rect2D(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Whether `point` lies inside the rectangle (the left and top edges count, the right and
    /// bottom do not).
    public func contains(_ point: Point2D) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
