import Foundation

/// A `CGPoint` or `CGSize` given in points, or as fractions of the container's width and height —
/// the two kinds of value PVView's `ContainerRelative<CGPoint>` and `ContainerRelative<CGSize>` carried (`isRelative`), kept as the CG
/// value itself plus the flag, so that there is one point type and one size type in the package.
public struct ContainerRelative<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value: points, or fractions of the container's width and height when `isRelative`.
    public var value: Value
    /// When true, `value`'s coordinates are fractions of the container's width and height.
    public var isRelative: Bool

    /// `value`, in points unless `isRelative`.
    public init(_ value: Value, isRelative: Bool = false) {
        self.value = value
        self.isRelative = isRelative
    }
}

extension ContainerRelative where Value == CGPoint {
    /// The absolute origin.
    public static var zero: Self { Self(.zero) }

    /// A point at (`x`, `y`), in points unless `isRelative` (PVView's `ContainerRelative(x:y:isRelative:)`).
    public init(x: Double, y: Double, isRelative: Bool = false) {
        self.init(CGPoint(x: x, y: y), isRelative: isRelative)
    }

    /// The point in points: `(x·W, y·H)` when relative to a container of size (W, H), else unchanged.
    public func resolved(in container: CGSize) -> CGPoint {
        isRelative ? CGPoint(x: value.x * container.width, y: value.y * container.height) : value
    }
}

extension ContainerRelative where Value == CGSize {
    /// The absolute zero size.
    public static var zero: Self { Self(.zero) }

    /// A size of `width` × `height`, in points unless `isRelative` (PVView's
    /// `ContainerRelative(width:height:isRelative:)`).
    public init(width: Double, height: Double, isRelative: Bool = false) {
        self.init(CGSize(width: width, height: height), isRelative: isRelative)
    }

    /// The size in points: `(w·W, h·H)` when relative to a container of size (W, H), else unchanged.
    public func resolved(in container: CGSize) -> CGSize {
        isRelative ? CGSize(width: value.width * container.width, height: value.height * container.height) : value
    }
}
