import Foundation
import Geometry
import MCP

/// A tool call's arguments, read by name with their types checked: a wrong type or an unknown
/// name is a ``ToolError`` that names the argument and what it takes.
struct ToolArguments: Sendable {
    private let values: [String: Value]
    private let tool: String

    /// The arguments of a call to `tool`; names outside `known` are refused.
    init(_ values: [String: Value]?, tool: String, known: [String]) throws {
        self.values = values ?? [:]
        self.tool = tool
        let unknown = self.values.keys.filter { !known.contains($0) }.sorted()
        if !unknown.isEmpty, known.isEmpty {
            throw ToolError("\(tool) takes no arguments; got \(unknown.map { "`\($0)`" }.joined(separator: ", "))")
        }
        if !unknown.isEmpty {
            throw ToolError(
                "\(tool) has no argument \(unknown.map { "`\($0)`" }.joined(separator: ", ")); it takes \(known.map { "`\($0)`" }.joined(separator: ", "))"
            )
        }
    }

    /// A string argument, or nil when absent.
    func string(_ name: String) throws -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw mistyped(name, "a string") }
        return text
    }

    /// A required string argument.
    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw ToolError("\(tool) needs `\(name)`") }
        return text
    }

    /// A list of strings; a single string counts as a list of one.
    func strings(_ name: String) throws -> [String]? {
        guard let value = values[name], value != .null else { return nil }
        if let text = value.stringValue { return [text] }
        guard let list = value.arrayValue else { throw mistyped(name, "a list of strings") }
        return try list.map { item in
            guard let text = item.stringValue else { throw mistyped(name, "a list of strings") }
            return text
        }
    }

    /// A whole number in `range`, or nil when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = values[name], value != .null else { return nil }
        return try wholeNumber(value, named: name, in: range)
    }

    /// A list of whole numbers, each in `range`.
    func integers(_ name: String, in range: ClosedRange<Int>) throws -> [Int]? {
        guard let value = values[name], value != .null else { return nil }
        guard let list = value.arrayValue else { throw mistyped(name, "a list of whole numbers") }
        return try list.indices.map { try wholeNumber(list[$0], named: "\(name)[\($0)]", in: range) }
    }

    /// `value` as a whole number in `range`; the messages call it `name`.
    private func wholeNumber(_ value: Value, named name: String, in range: ClosedRange<Int>) throws -> Int {
        let number: Int?
        switch value {
        case .int(let whole): number = whole
        case .double(let real): number = WholeNumber.exactly(real)
        default: number = nil
        }
        guard let number else { throw mistyped(name, "a whole number") }
        guard range.contains(number) else {
            throw ToolError("`\(name)` must be \(range.lowerBound)…\(range.upperBound), got \(number)")
        }
        return number
    }

    /// A list of finite numbers (offsets in points).
    func numbers(_ name: String, limit: Double) throws -> [Double]? {
        guard let value = values[name], value != .null else { return nil }
        guard let list = value.arrayValue else { throw mistyped(name, "a list of numbers") }
        return try list.map { item in
            let number: Double?
            switch item {
            case .int(let whole): number = Double(whole)
            case .double(let real): number = real
            default: number = nil
            }
            guard let number, number.isFinite, abs(number) <= limit else {
                throw ToolError("`\(name)` takes finite numbers within ±\(String(format: "%g", limit)), got \(item)")
            }
            return number
        }
    }

    /// A true/false argument, or nil when absent.
    func bool(_ name: String) throws -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard let flag = value.boolValue else { throw mistyped(name, "true or false") }
        return flag
    }

    /// An object of settings `{name: value}` as `name=value` texts, values written as a scene
    /// writes them (numbers, strings, lists, objects).
    func settings(_ name: String) throws -> [String]? {
        guard let value = values[name], value != .null else { return nil }
        guard let object = value.objectValue else {
            throw mistyped(name, "an object such as {\"scrollDirection\": \"horizontal\", \"itemSize\": [200, 300]}")
        }
        return try object.keys.sorted().map { key in "\(key)=\(try Self.flowText(object[key]!, name: name))" }
    }

    /// `value` in YAML flow syntax, as `--set` reads it.
    private static func flowText(_ value: Value, name: String) throws -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let whole): return String(whole)
        case .double(let real):
            guard real.isFinite else { throw ToolError("`\(name)` holds a number that is not finite") }
            return String(real)
        case .string(let text): return text
        case .array(let list):
            return "[" + (try list.map { try flowText($0, name: name) }).joined(separator: ", ") + "]"
        case .object(let object):
            return "{"
                + (try object.keys.sorted().map { "\($0): \(try flowText(object[$0]!, name: name))" }).joined(
                    separator: ", ") + "}"
        case .data: throw ToolError("`\(name)` holds binary data; give numbers, strings, lists or objects")
        }
    }

    private func mistyped(_ name: String, _ kind: String) -> ToolError {
        ToolError("`\(name)` must be \(kind)")
    }
}
