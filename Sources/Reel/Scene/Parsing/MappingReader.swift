import Layouts
import Yams

/// A YAML mapping being read: its keys are checked against the known ones (if given) when it is opened
/// (an unknown key fails at its line and column, suggesting the nearest known key), then values
/// are looked up by key.
struct MappingReader {
    /// The mapping node.
    let node: Node
    /// How messages name the mapping: `canvas`, `pane 'left'`, `parameters of layout 'parabolic'`.
    let context: String
    let reader: NodeReader
    private let entries: [(key: String, keyNode: Node, value: Node)]

    init(_ node: Node, context: String, knownKeys: [String]?, reader: NodeReader) throws {
        if NodeReader.isNull(node) {
            // `canvas:` with nothing after it: an empty mapping (every key at its default).
            self.node = node
            self.context = context
            self.reader = reader
            self.entries = []
            return
        }
        guard case .mapping(let mapping) = node else {
            throw reader.mismatch(node, context, expected: "a mapping of keys to values")
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, !NodeReader.isNull(keyNode) else {
                throw reader.error(keyNode, "keys in \(context) must be names, found \(NodeReader.describe(keyNode))")
            }
            let key = scalar.string
            if let knownKeys, !knownKeys.contains(key) {
                throw reader.error(keyNode, Self.unknownKeyMessage(key, context: context, knownKeys: knownKeys))
            }
            entries.append((key, keyNode, value))
        }
        self.node = node
        self.context = context
        self.reader = reader
        self.entries = entries
    }

    /// The message for a key that `knownKeys` does not contain.
    static func unknownKeyMessage(_ key: String, context: String, knownKeys: [String]) -> String {
        let key = NodeReader.clipped(key)
        if let suggestion = LayoutRegistry.closest(to: key, among: knownKeys) {
            return "unknown key '\(key)' in \(context); did you mean '\(suggestion)'?"
        }
        if knownKeys.isEmpty { return "unknown key '\(key)' in \(context); it takes no keys" }
        return "unknown key '\(key)' in \(context); known keys: \(knownKeys.joined(separator: ", "))"
    }

    /// The keys present, in file order.
    var keys: [String] { entries.map(\.key) }

    /// The value of `key`, if present.
    subscript(_ key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    /// The node of `key` itself (for messages about the key).
    func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }

    /// The value of `key`, or an error at the mapping saying it is missing.
    func required(_ key: String) throws -> Node {
        guard let value = self[key] else {
            throw reader.error(node, "missing required key '\(key)' in \(context)")
        }
        return value
    }

    /// How messages name the value of `key`: `'width' in canvas`.
    func what(_ key: String) -> String { "'\(key)' in \(context)" }

    /// Reads `key` with `read` when present; nil when absent.
    func optional<T>(_ key: String, _ read: (Node, String) throws -> T) rethrows -> T? {
        guard let value = self[key] else { return nil }
        return try read(value, what(key))
    }
}
