import CollectionLayout
import Foundation

/// A value inside the `parallax` parameter together with its path, with typed readers whose
/// errors name that path.
struct ParallaxSpecNode {
    let value: ParameterValue
    let path: String

    func error(_ message: String) -> LayoutConfigurationError {
        parallaxSpecError(path, message)
    }

    /// The path of `key` below this node.
    func path(of key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func number() throws -> Double {
        guard case .number(let number) = value else { throw error("expected a number, found \(Self.describe(value))") }
        guard number.isFinite else { throw error("must be a finite number, found \(number)") }
        return number
    }

    func integer() throws -> Int {
        let number = try number()
        guard abs(number) < 1e9, let whole = WholeNumber.exactly(number) else {
            throw error("expected a whole number, found \(number)")
        }
        return whole
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false, found \(Self.describe(value))") }
        return flag
    }

    func string() throws -> String {
        guard case .string(let string) = value else { throw error("expected a text, found \(Self.describe(value))") }
        return string
    }

    /// One of `choices`, with a did-you-mean hint on a typo.
    func choice(_ choices: [String], what: String) throws -> String {
        let name = try string()
        guard choices.contains(name) else {
            let hint =
                LayoutRegistry.closest(to: name, among: choices).map { "; did you mean '\($0)'?" }
                ?? "; use one of \(choices.joined(separator: ", "))"
            throw error("unknown \(what) '\(name)'\(hint)")
        }
        return name
    }

    func array() throws -> [ParallaxSpecNode] {
        guard case .array(let items) = value else { throw error("expected a list, found \(Self.describe(value))") }
        return items.enumerated().map { ParallaxSpecNode(value: $1, path: "\(path)[\($0)]") }
    }

    /// The numbers of a list of exactly `count` numbers.
    func numbers(count: Int) throws -> [Double]? {
        guard case .array(let items) = value else { return nil }
        guard items.count == count else { throw error("expected \(count) numbers, found \(items.count)") }
        return try self.array().map { try $0.number() }
    }

    /// The node's map, after checking that every key is one of `allowed` (nil: any key).
    func object(allowed: [String]?, what: String) throws -> ParallaxSpecObject {
        guard case .object(let map) = value else {
            throw error("expected \(what) written as a map {…}, found \(Self.describe(value))")
        }
        if let allowed, let unknown = map.keys.sorted().first(where: { !allowed.contains($0) }) {
            let hint =
                LayoutRegistry.closest(to: unknown, among: allowed).map { "; did you mean '\($0)'?" }
                ?? "; known keys: \(allowed.joined(separator: ", "))"
            throw parallaxSpecError(path(of: unknown), "not a key of \(what)\(hint)")
        }
        return ParallaxSpecObject(map: map, node: self)
    }

    static func describe(_ value: ParameterValue) -> String {
        switch value {
        case .number(let number): "the number \(ParameterValue.number(number))"
        case .bool(let flag): "\(flag)"
        case .string(let string): "the text '\(string)'"
        case .array: "a list \(value)"
        case .object: "a map \(value)"
        }
    }
}
