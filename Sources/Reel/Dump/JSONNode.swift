import Canvas
import Foundation
import UIKitLayouts

/// One array or object of a JSON document being encoded, its entries in the order they were
/// encoded: numbers, strings, booleans and nulls as JSON text, other values as further nodes.
///
/// A class, because an `Encoder` hands out containers that fill their node after the call
/// that made them has returned.
final class JSONNode {
    /// An array item or object member: JSON text, or a node still being filled.
    enum Entry {
        case text(String)
        case node(JSONNode)
    }

    private enum Kind {
        case scalar, array, object
    }

    private var kind = Kind.scalar
    /// The JSON text when the node holds a single value (`null` until one is stored).
    private var scalar = "null"
    private var items: [Entry] = []
    private var members: [(key: String, value: Entry)] = []

    /// Makes the node an array (keeping its items if it is one already).
    func becomeArray() {
        kind = .array
    }

    /// Makes the node an object (keeping its members if it is one already).
    func becomeObject() {
        kind = .object
    }

    /// The number of items when the node is an array.
    var itemCount: Int { items.count }

    /// Appends an item.
    func append(_ entry: Entry) {
        items.append(entry)
    }

    /// Sets the member `key`: a new one at the end, or in place when `key` was encoded before
    /// (JSON keys are unique).
    func set(_ key: String, _ entry: Entry) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = entry
        } else {
            members.append((key, entry))
        }
    }

    /// Stores a single value's JSON text.
    func setScalar(_ text: String) {
        kind = .scalar
        scalar = text
    }

    /// `value` as an entry: JSON text for numbers, strings and booleans, else a node filled by
    /// its `encode(to:)`.
    static func entry<Value: Encodable>(_ value: Value, codingPath: @autoclosure () -> [any CodingKey]) throws
        -> Entry
    {
        if let text = text(of: value) { return .text(text) }
        let node = JSONNode()
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath()))
        return .node(node)
    }

    /// The JSON text of a number, string or boolean; nil for any other type. (Type identity is
    /// checked first: a dynamic cast for every number would cost more than writing it.)
    static func text<Value: Encodable>(of value: Value) -> String? {
        if Value.self == Double.self { return number(unsafeBitCast(value, to: Double.self)) }
        if Value.self == CGFloat.self { return number(Double(unsafeBitCast(value, to: CGFloat.self))) }
        if Value.self == Int.self { return String(unsafeBitCast(value, to: Int.self)) }
        if Value.self == String.self { return string(unsafeBitCast(value, to: String.self)) }
        if Value.self == Bool.self { return unsafeBitCast(value, to: Bool.self) ? "true" : "false" }
        if let float = value as? Float { return number(Double(float)) }
        if let integer = value as? any BinaryInteger { return String(describing: integer) }
        return nil
    }

    /// The node as compact JSON text appended to `text`.
    func write(to text: inout String) {
        switch kind {
        case .scalar:
            text += scalar
        case .array:
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                Self.write(item, to: &text)
            }
            text += "]"
        case .object:
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += Self.string(member.key)
                text += ":"
                Self.write(member.value, to: &text)
            }
            text += "}"
        }
    }

    private static func write(_ entry: Entry, to text: inout String) {
        switch entry {
        case .text(let scalar): text += scalar
        case .node(let node): node.write(to: &text)
        }
    }

    /// A JSON number: 0 for zero (also negative zero); integers without a fraction below 1e15;
    /// others in Swift's shortest round-trip form (`0.1`, `1.5e-07`, `1000000000000000.0`,
    /// `1e+16`). Non-finite values (never produced by a validated frame) become `null`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if abs(value) < 1e15, let whole = WholeNumber.exactly(value) { return String(whole) }
        return "\(value)"
    }

    /// A JSON string: `"` and `\` escaped, newline, carriage return and tab as `\n`, `\r`, `\t`,
    /// other control characters as `\u00XX`; everything else (including `/` and non-ASCII) as is.
    static func string(_ value: String) -> String {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + value + "\""
        }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
