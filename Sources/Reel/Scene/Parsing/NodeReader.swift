import Canvas
import Foundation
import Layouts
import Yams

/// Reads typed values out of YAML nodes, failing with a ``SceneError`` at the node's line and
/// column that says what was expected and what was found.
///
/// `what` arguments name the value as a user would look for it: `'width' in canvas`.
struct NodeReader {
    let file: String

    /// The node's place in the file.
    func location(_ node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    /// An error placed at `node`.
    func error(_ node: Node?, _ message: String) -> SceneError {
        SceneError(at: node.flatMap(location), file: file, message: message)
    }

    /// The node's tag name (`tag:yaml.org,2002:int`, …).
    static func tag(_ node: Node) -> String { node.tag.rawValue }

    static func isNull(_ node: Node) -> Bool { tag(node) == Tag.Name.null.rawValue }

    /// How a node reads in a message: `'abc'`, `12`, `.nan`, `a list`, `a mapping`, `nothing`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            if tag(node) == Tag.Name.str.rawValue { return "'\(clipped(scalar.string))'" }
            return clipped(scalar.string)
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// User text as messages quote it: at most 60 characters.
    static func clipped(_ text: String) -> String { ResourceBudgets.clipped(text, to: 60) }

    func mismatch(_ node: Node, _ what: String, expected: String) -> SceneError {
        var message = "\(what) must be \(expected), found \(Self.describe(node))"
        if Self.isNull(node), expected.contains("colour") {
            message += "; in YAML a colour starting with '#' must be quoted, e.g. \"#FFFFFF\""
        }
        return error(node, message)
    }

    // MARK: Scalars

    /// Any number, including non-finite ones (callers check).
    private func anyNumber(_ node: Node, _ what: String) throws -> Double {
        let tag = Self.tag(node)
        guard case .scalar = node, tag == Tag.Name.int.rawValue || tag == Tag.Name.float.rawValue,
            let value = node.float ?? node.int.map(Double.init)
        else { throw mismatch(node, what, expected: "a number") }
        return value
    }

    /// A finite number no larger in magnitude than ``ResourceBudgets/largestSceneNumber``.
    func number(_ node: Node, _ what: String) throws -> Double {
        let value = try anyNumber(node, what)
        guard value.isFinite else { throw error(node, "\(what) must be a finite number, found \(Self.describe(node))") }
        guard abs(value) <= ResourceBudgets.largestSceneNumber else { throw outOfRange(node, what) }
        return value
    }

    /// The error for a number past ±10⁹.
    func outOfRange(_ node: Node, _ what: String) -> SceneError {
        error(
            node,
            "\(what) is \(Self.describe(node)), past the limit of ±1e9 (1,000,000,000) for numbers in a scene; "
                + "no offset, size or parameter needs more")
    }

    /// A number within `range`, refused with the range named (`fps` must be between 0.01 and
    /// 1000): for the keys whose meaning bounds them more tightly than the ±1e9 of every number.
    func number(_ node: Node, _ what: String, in range: SceneRange) throws -> Double {
        let value = try number(node, what)
        guard range.bounds.contains(value) else {
            throw error(
                node,
                "\(what) must be between \(range.lowerText) and \(range.upperText) \(range.why), found \(Self.describe(node))")
        }
        return value
    }

    /// A finite number greater than zero.
    func positive(_ node: Node, _ what: String) throws -> Double {
        let value = try number(node, what)
        guard value > 0 else { throw error(node, "\(what) must be greater than 0, found \(Self.describe(node))") }
        return value
    }

    /// A finite number of at least zero.
    func nonNegative(_ node: Node, _ what: String) throws -> Double {
        let value = try number(node, what)
        guard value >= 0 else { throw error(node, "\(what) must be 0 or more, found \(Self.describe(node))") }
        return value
    }

    /// A whole number of at least `minimum`.
    func integer(_ node: Node, _ what: String, atLeast minimum: Int) throws -> Int {
        let value = try anyNumber(node, what)
        guard value.isFinite, value == value.rounded() else {
            throw error(node, "\(what) must be a whole number, found \(Self.describe(node))")
        }
        guard abs(value) <= ResourceBudgets.largestSceneNumber, let whole = WholeNumber.exactly(value) else {
            throw outOfRange(node, what)
        }
        guard whole >= minimum else {
            throw error(node, "\(what) must be \(minimum) or more, found \(Self.describe(node))")
        }
        return whole
    }

    /// `true` or `false`.
    func bool(_ node: Node, _ what: String) throws -> Bool {
        guard Self.tag(node) == Tag.Name.bool.rawValue, let value = node.bool else {
            throw mismatch(node, what, expected: "true or false")
        }
        return value
    }

    /// Any scalar's text that is not null, a mapping or a list (numbers are accepted as text).
    func string(_ node: Node, _ what: String) throws -> String {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            throw mismatch(node, what, expected: "text")
        }
        return scalar.string
    }

    /// One of `choices`, with a suggestion for a near miss.
    func choice(_ node: Node, _ what: String, of choices: [String]) throws -> String {
        let value = try string(node, what)
        guard choices.contains(value) else {
            let hint = LayoutRegistry.closest(to: value, among: choices).map { "did you mean '\($0)'? " } ?? ""
            throw error(
                node,
                "\(what) must be one of \(choices.joined(separator: ", ")), found '\(Self.clipped(value))'; \(hint)"
                    .trimmingCharacters(in: CharacterSet(charactersIn: "; ")))
        }
        return value
    }

    /// A case of a string enumeration, by raw value.
    func enumeration<Value: RawRepresentable & CaseIterable>(
        _ node: Node, _ what: String, as type: Value.Type
    ) throws -> Value where Value.RawValue == String {
        let raw = try choice(node, what, of: Value.allCases.map(\.rawValue))
        guard let value = Value(rawValue: raw) else { throw mismatch(node, what, expected: "a known name") }
        return value
    }

    /// A colour: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` or a CSS name.
    func color(_ node: Node, _ what: String) throws -> Color {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            throw mismatch(node, what, expected: "a colour (\"#RRGGBB\" or a name)")
        }
        guard let color = Color(sceneText: scalar.string) else {
            throw error(
                node,
                "\(what) must be a colour written \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or one of "
                    + Color.sceneNames.keys.sorted().joined(separator: ", ") + ", found \(Self.describe(node))")
        }
        return color
    }

    /// The elements of a list.
    func list(_ node: Node, _ what: String) throws -> [Node] {
        guard case .sequence(let sequence) = node else { throw mismatch(node, what, expected: "a list") }
        return Array(sequence)
    }

    /// A mapping, with its keys checked against `knownKeys`.
    func mapping(_ node: Node, _ what: String, knownKeys: [String]?) throws -> MappingReader {
        try MappingReader(node, context: what, knownKeys: knownKeys, reader: self)
    }

    // MARK: Layout parameter values

    /// A layout parameter's value as the registry's ``ParameterValue``; numbers must be finite.
    ///
    /// Records the location of the value and of every nested value under its path, written as
    /// layouts write paths in their messages: `parallax`, `parallax.pages[2].actions[0].item`.
    func parameterValue(
        _ node: Node, _ what: String, path: String, locations: inout [String: SourceLocation]
    ) throws -> ParameterValue {
        locations[path] = location(node)
        switch node {
        case .scalar(let scalar):
            switch Self.tag(node) {
            case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return .number(try number(node, what))
            case Tag.Name.bool.rawValue: return .bool(try bool(node, what))
            case Tag.Name.null.rawValue:
                throw error(node, "\(what) has no value; give one or remove the key to use the default")
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            return .array(
                try sequence.enumerated().map { index, element in
                    try parameterValue(
                        element, "element \(index) of \(what)", path: "\(path)[\(index)]", locations: &locations)
                })
        case .mapping(let mapping):
            var object: [String: ParameterValue] = [:]
            for (key, value) in mapping {
                let name = try string(key, "a key in \(what)")
                object[name] = try parameterValue(
                    value, "'\(name)' of \(what)", path: "\(path).\(name)", locations: &locations)
            }
            return .object(object)
        case .alias:
            throw error(node, "\(what) cannot be an alias")
        }
    }
}
