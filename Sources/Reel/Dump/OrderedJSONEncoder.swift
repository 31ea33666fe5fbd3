import Foundation

/// Encodes `Encodable` values as compact JSON whose bytes are fixed by the value: object keys in
/// the order `encode(to:)` writes them, numbers and strings in one spelling.
///
/// Foundation's `JSONEncoder` cannot give ``Dump``'s contract: on Linux it writes object keys in
/// an order that changes from run to run (or sorted, with `.sortedKeys`), writes `-0` and
/// `\/`, and rejects NaN. This encoder writes:
///
/// - keys in the order they are encoded; a `nil` encoded with `encodeNil` as `null`;
/// - numbers: zero (also negative zero) as `0`, integral values below 10¹⁵ without a fraction
///   (`16`), others in Swift's shortest round-trip form (`0.1`, `1.5e-07`, `1000000000000000.0`,
///   `1e+16`), and NaN and infinities as `null`;
/// - strings with `"` and `\` escaped, `\n`, `\r`, `\t`, other control characters as
///   `\u00XX`, and everything else as it is.
///
/// Decode with Foundation's `JSONDecoder`.
public struct OrderedJSONEncoder: Sendable {
    /// An encoder; it has no options, since its output is fixed by the value.
    public init() {}

    /// `value` as JSON text.
    ///
    /// - Throws: Whatever `value`'s `encode(to:)` throws.
    public func encode<Value: Encodable>(_ value: Value) throws -> String {
        if let text = JSONNode.text(of: value) { return text }
        let root = JSONNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        var text = ""
        root.write(to: &text)
        return text
    }
}
