import Foundation

/// The canvas as the dump writes it: `{"width", "height", "scale"}`, in points and pixels per
/// point.
public struct CanvasRecord: Sendable, Hashable {
    /// Width and height in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double

    /// A record from its values.
    public init(size: CGSize, scale: Double) {
        self.size = size
        self.scale = scale
    }

    /// The record of a scene's canvas.
    public init(_ canvas: CanvasSpec) {
        self.init(size: CGSize(width: canvas.width, height: canvas.height), scale: canvas.scale)
    }
}

extension CanvasRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height, scale
    }

    /// Writes `{"width", "height", "scale"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size.width, forKey: .width)
        try container.encode(size.height, forKey: .height)
        try container.encode(scale, forKey: .scale)
    }

    /// Reads `{"width", "height", "scale"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            size: CGSize(
                width: try container.decode(Double.self, forKey: .width),
                height: try container.decode(Double.self, forKey: .height)),
            scale: try container.decode(Double.self, forKey: .scale))
    }
}
