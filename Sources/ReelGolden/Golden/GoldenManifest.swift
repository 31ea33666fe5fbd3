import Canvas
import Foundation

/// What made a golden set, stored as `manifest.json` beside its images: the scene, the canvas
/// and scale, and the rendering environment (cairo, pixman, font).
///
/// Verification reads it first: a different environment is reported as that, before pixels
/// are compared; a different scale or canvas size means the set is stale.
public struct GoldenManifest: Sendable, Hashable, Codable {
    /// The file format version (1).
    public var format: Int
    /// The name of the scene the set was recorded from.
    public var scene: String
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The renderer the images were made with.
    public var environment: RenderEnvironment

    /// The format version this code writes (``format``), 1.
    public static let currentFormat = 1
    /// The manifest's file name in a golden folder.
    public static let fileName = "manifest.json"

    /// A manifest of the current ``currentFormat`` for `scene`'s canvas of `width × height`
    /// points at `scale`, rendered in `environment`.
    public init(scene: String, width: Double, height: Double, scale: Double, environment: RenderEnvironment) {
        self.format = Self.currentFormat
        self.scene = scene
        self.width = width
        self.height = height
        self.scale = scale
        self.environment = environment
    }

    /// The manifest as pretty JSON with sorted keys, ending in a newline: the same values
    /// always give the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a manifest.
    ///
    /// - Throws: ``GoldenError/unreadableGolden(path:reason:)`` naming the file.
    public static func read(from url: URL) throws -> GoldenManifest {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GoldenError.unreadableGolden(path: url.path, reason: "the file cannot be read")
        }
        do {
            return try JSONDecoder().decode(GoldenManifest.self, from: data)
        } catch {
            throw GoldenError.unreadableGolden(path: url.path, reason: "not a golden manifest (\(error))")
        }
    }

    /// Why the set cannot be compared pixel for pixel with frames of `other`'s scene: a
    /// different scale or canvas size (the set is stale). Empty when they agree.
    public func staleness(comparedWith other: GoldenManifest) -> [String] {
        var lines: [String] = []
        if scale != other.scale {
            lines.append("scale \(Self.number(scale)) (golden) ≠ \(Self.number(other.scale)) (scene)")
        }
        if width != other.width || height != other.height {
            lines.append(
                "canvas \(Self.number(width))×\(Self.number(height)) pt (golden) ≠ "
                    + "\(Self.number(other.width))×\(Self.number(other.height)) pt (scene)")
        }
        return lines
    }

    static func number(_ value: Double) -> String {
        abs(value) < 1e15 ? WholeNumber.exactly(value).map { String($0) } ?? String(value) : String(value)
    }
}
