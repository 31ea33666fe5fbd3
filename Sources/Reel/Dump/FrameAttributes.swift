import Foundation

/// One frame's panes under a key: `{"key", "panes": [...]}`, each pane exactly as the dump
/// writes it. Golden sets store one per offset key as `<key>.json`.
public struct FrameAttributes: Sendable, Hashable {
    /// The schema version (``DumpSchema``); 1 for a file without the key.
    public var formatVersion: Int
    /// What names the frame, such as a golden's offset key `list-x0000-y0120.5`.
    public var key: String
    /// Every pane of the frame, in scene order.
    public var panes: [PaneRecord]

    /// Attributes of the current format version.
    public init(key: String, panes: [PaneRecord]) {
        self.formatVersion = DumpSchema.formatVersion
        self.key = key
        self.panes = panes
    }

    /// The attributes of a frame's state under `key`.
    public init(key: String, frame: FrameState) {
        self.init(key: key, panes: frame.panes.map(PaneRecord.init))
    }

    /// The JSON text (``OrderedJSONEncoder``) and a newline, as a golden file holds it.
    ///
    /// - Throws: `EncodingError` (not expected: every value has a JSON form).
    public func jsonData() throws -> Data {
        Data((try OrderedJSONEncoder().encode(self) + "\n").utf8)
    }
}

extension FrameAttributes: Codable {
    private enum CodingKeys: String, CodingKey {
        case key, panes, formatVersion
    }

    /// Writes `{"key", "panes"}` (and `formatVersion` last from version 2 on).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(panes, forKey: .panes)
        try DumpSchema.encode(version: formatVersion, into: &container, forKey: .formatVersion)
    }

    /// Reads the attributes; a file without `formatVersion` is version 1.
    ///
    /// - Throws: `DecodingError` for a missing field or a version newer than
    ///   ``DumpSchema/formatVersion``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try DumpSchema.decodeVersion(from: container, forKey: .formatVersion)
        self.init(
            key: try container.decode(String.self, forKey: .key),
            panes: try container.decode([PaneRecord].self, forKey: .panes))
        formatVersion = version
    }
}
