/// A whole dump, as `reel dump` prints it and `reel render --format json` writes
/// `frames.json`: `{"scene", "canvas": {width, height, scale}, "frames": [...]}`.
///
/// ``Dump`` writes one frame at a time rather than encoding this value whole, so that a long
/// dump streams; the bytes are those of ``OrderedJSONEncoder`` with a newline between frames and
/// one at the end. Read a dump with `JSONDecoder`.
public struct SceneDump: Sendable, Hashable {
    /// The schema version (``DumpSchema``); 1 for a dump without the key.
    public var formatVersion: Int
    /// The scene's name.
    public var scene: String
    /// The canvas size and scale.
    public var canvas: CanvasRecord
    /// Every frame, in order.
    public var frames: [FrameRecord]

    /// A dump of the current format version.
    public init(scene: String, canvas: CanvasRecord, frames: [FrameRecord]) {
        self.formatVersion = DumpSchema.formatVersion
        self.scene = scene
        self.canvas = canvas
        self.frames = frames
    }
}

extension SceneDump: Codable {
    private enum CodingKeys: String, CodingKey {
        case scene, canvas, frames, formatVersion
    }

    /// Writes the documented keys in order (and `formatVersion` last from version 2 on).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(canvas, forKey: .canvas)
        try container.encode(frames, forKey: .frames)
        try DumpSchema.encode(version: formatVersion, into: &container, forKey: .formatVersion)
    }

    /// Reads a dump; one without `formatVersion` is version 1.
    ///
    /// - Throws: `DecodingError` for a missing field or a version newer than
    ///   ``DumpSchema/formatVersion``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try DumpSchema.decodeVersion(from: container, forKey: .formatVersion)
        self.init(
            scene: try container.decode(String.self, forKey: .scene),
            canvas: try container.decode(CanvasRecord.self, forKey: .canvas),
            frames: try container.decode([FrameRecord].self, forKey: .frames))
        formatVersion = version
    }
}
