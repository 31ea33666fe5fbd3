import Foundation

/// A size that is either absolute (points) or relative to the container's size (PVView's `PVSize`).
public struct PVSize: Hashable, Sendable {
    /// The width: points, or a fraction of the container's width when relative.
    public var width: Double
    /// The height: points, or a fraction of the container's height when relative.
    public var height: Double
    /// When true, `width` and `height` are fractions of the container's width and height.
    public var isRelative: Bool

    /// The absolute zero size.
    public static let zero = PVSize(width: 0, height: 0)

    /// A size of `width` × `height`, in points unless `isRelative` (PVView's
    /// `PVSize(width:height:isRelative:)`).
    public init(width: Double, height: Double, isRelative: Bool = false) {
        self.width = width
        self.height = height
        self.isRelative = isRelative
    }

    /// The size in points: `(w·W, h·H)` when relative to a container of size (W, H), else unchanged.
    public func resolved(in container: CGSize) -> CGSize {
        isRelative
            ? CGSize(width: width * Double(container.width), height: height * Double(container.height))
            : CGSize(width: width, height: height)
    }
}
