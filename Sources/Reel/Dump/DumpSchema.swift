/// The JSON that `reel dump` prints, `reel render --format json` writes as `frames.json` and
/// golden sets store as `<key>.json`, as one family of `Codable` types; docs/dump-format.md is
/// the contract.
///
/// - ``SceneDump``: a whole dump, `{"scene", "canvas", "frames"}`.
/// - ``FrameRecord``: one frame, `{"index", "time", "panes"}`.
/// - ``PaneRecord``: one pane at one offset, `{"name", "contentOffset", "contentSize",
///   "elements", "events"}`.
/// - ``ElementSnapshot``: one element's layout attributes.
/// - ``FrameAttributes``: one frame's panes under a key, `{"key", "panes"}`: a golden's
///   `<key>.json`.
///
/// Write them with ``OrderedJSONEncoder``, which gives the documented key order and number
/// spelling; read them with Foundation's `JSONDecoder`. A long dump streams: ``Dump`` encodes
/// one ``FrameRecord`` at a time between a header and a footer.
///
/// The documents carry a format version, as swift-argument-parser's `ToolInfo` carries its
/// `serializationVersion`: ``SceneDump/formatVersion`` and ``FrameAttributes/formatVersion``.
/// Version 1 — every dump and golden written so far — leaves the key out, so the documented
/// bytes of `reel dump` and the committed goldens stay as they are: a document without
/// `formatVersion` is version 1. A later version writes `"formatVersion"` as the last key, and a
/// reader rejects a version newer than ``formatVersion`` with a message saying so.
public enum DumpSchema {
    /// The version this build writes, and the newest it reads.
    public static let formatVersion = 1

    /// The version a document without a `formatVersion` key has.
    static let unversioned = 1

    /// Reads a document's `formatVersion` (``unversioned`` when absent).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a version newer than ``formatVersion``.
    static func decodeVersion<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws
        -> Int
    {
        let version = try container.decodeIfPresent(Int.self, forKey: key) ?? unversioned
        guard version <= formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "format version \(version) is newer than this reel reads (\(formatVersion)); update reel")
        }
        return version
    }

    /// Writes a document's `formatVersion`, unless it is ``unversioned``.
    static func encode<Key: CodingKey>(version: Int, into container: inout KeyedEncodingContainer<Key>, forKey key: Key)
        throws
    {
        guard version != unversioned else { return }
        try container.encode(version, forKey: key)
    }
}
