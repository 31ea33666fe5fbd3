/// An image's size in pixels.
public struct ImageSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// `"780×1688"`.
    public var description: String { "\(width)×\(height)" }

    /// The smallest size holding both: the larger width and the larger height.
    public func union(_ other: ImageSize) -> ImageSize {
        ImageSize(width: max(width, other.width), height: max(height, other.height))
    }
}
