import Foundation

/// A rectangle that is either absolute or relative to the container's size: an item's initial
/// frame in a scene.
public struct PVRect: Hashable, Sendable, Codable {
    public var origin: PVPoint
    public var size: PVSize

    public init(origin: PVPoint, size: PVSize) {
        self.origin = origin
        self.size = size
    }

    /// An absolute or relative rectangle from four numbers.
    public init(x: Double, y: Double, width: Double, height: Double, isRelative: Bool = false) {
        self.init(
            origin: PVPoint(x: x, y: y, isRelative: isRelative),
            size: PVSize(width: width, height: height, isRelative: isRelative))
    }

    /// The rectangle in points inside a container of `container` size.
    public func resolved(in container: CGSize) -> CGRect {
        CGRect(origin: origin.resolved(in: container), size: size.resolved(in: container))
    }
}
