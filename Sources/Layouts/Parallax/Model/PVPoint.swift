import Foundation

/// A point that is either absolute (points) or relative to the container's size (PVView's `PVPoint`).
public struct PVPoint: Hashable, Sendable {
    /// The horizontal coordinate: points, or a fraction of the container's width when relative.
    public var x: Double
    /// The vertical coordinate: points, or a fraction of the container's height when relative.
    public var y: Double
    /// When true, `x` and `y` are fractions of the container's width and height.
    public var isRelative: Bool

    /// The absolute origin.
    public static let zero = PVPoint(x: 0, y: 0)

    /// A point at (`x`, `y`), in points unless `isRelative` (PVView's `PVPoint(x:y:isRelative:)`).
    public init(x: Double, y: Double, isRelative: Bool = false) {
        self.x = x
        self.y = y
        self.isRelative = isRelative
    }

    /// The point in points: `(x·W, y·H)` when relative to a container of size (W, H), else unchanged.
    public func resolved(in container: CGSize) -> CGPoint {
        isRelative
            ? CGPoint(x: x * Double(container.width), y: y * Double(container.height))
            : CGPoint(x: x, y: y)
    }
}
