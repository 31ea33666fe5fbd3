import CollectionLayout
import Foundation
import HeadlessUI
import UIKitLayouts

/// The value readers of ``CompositionalSpecReader``: numbers, dimensions, spacings, insets.
extension CompositionalSpecReader {
    static func object(
        _ value: ParameterValue, path: String, keys: [String], what: String, parameter: String = "sections"
    ) throws -> [String: ParameterValue] {
        guard case .object(let map) = value else {
            throw error(path, "\(what) must be a map, found \(value)", parameter: parameter)
        }
        for key in map.keys.sorted() where !keys.contains(key) {
            let hint = LayoutRegistry.closest(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
            throw error(
                path + ".\(key)", "'\(key)' is not a key of \(what)\(hint) (keys: \(keys.joined(separator: ", ")))",
                parameter: parameter)
        }
        return map
    }

    static func list(_ value: ParameterValue, path: String) throws -> [ParameterValue] {
        guard case .array(let elements) = value else { throw error(path, "must be a list, found \(value)") }
        return elements
    }

    static func number(_ value: ParameterValue, path: String, parameter: String = "sections") throws -> CGFloat {
        guard case .number(let number) = value else {
            throw error(path, "must be a number, found \(value)", parameter: parameter)
        }
        guard number.isFinite else {
            throw error(path, "must be a finite number, found \(number)", parameter: parameter)
        }
        return CGFloat(number)
    }

    static func number(_ value: ParameterValue, path: String, atLeast minimum: CGFloat) throws -> CGFloat {
        let number = try number(value, path: path)
        guard number >= minimum else {
            throw error(
                path, "must be at least \(GroupTemplate.format(minimum)), found \(GroupTemplate.format(number))")
        }
        return number
    }

    static func integer(_ value: ParameterValue, path: String, parameter: String = "sections") throws -> Int {
        let number = try number(value, path: path, parameter: parameter)
        guard abs(number) < 1e9, let whole = WholeNumber.exactly(number) else {
            throw error(path, "must be a whole number, found \(number)", parameter: parameter)
        }
        return whole
    }

    static func bool(_ value: ParameterValue, path: String, parameter: String = "sections") throws -> Bool {
        guard case .bool(let flag) = value else {
            throw error(path, "must be true or false, found \(value)", parameter: parameter)
        }
        return flag
    }

    static func string(_ value: ParameterValue, path: String, parameter: String = "sections") throws -> String {
        guard case .string(let text) = value, !text.isEmpty else {
            throw error(path, "must be a name, found \(value)", parameter: parameter)
        }
        return text
    }

    static func choice(
        _ value: ParameterValue, path: String, of choices: [String], parameter: String = "sections"
    ) throws -> String {
        let text = try string(value, path: path, parameter: parameter)
        guard choices.contains(text) else {
            let hint = LayoutRegistry.closest(to: text, among: choices).map { "did you mean '\($0)'? " } ?? ""
            throw error(
                path, "unknown value '\(text)'; \(hint)choose one of \(choices.joined(separator: ", "))",
                parameter: parameter)
        }
        return text
    }

    static func point(_ value: ParameterValue, path: String, parameter: String = "sections") throws -> CGPoint {
        switch value {
        case .array(let items) where items.count == 2:
            return CGPoint(
                x: try number(items[0], path: path + "[0]", parameter: parameter),
                y: try number(items[1], path: path + "[1]", parameter: parameter))
        case .object(let map):
            let known = try object(value, path: path, keys: ["x", "y"], what: "a point", parameter: parameter)
            _ = map
            return CGPoint(
                x: try known["x"].map { try number($0, path: path + ".x", parameter: parameter) } ?? 0,
                y: try known["y"].map { try number($0, path: path + ".y", parameter: parameter) } ?? 0)
        default:
            throw error(path, "must be [x, y] or {x, y}, found \(value)", parameter: parameter)
        }
    }

    /// `{top, leading, bottom, trailing}` (missing edges 0), `[top, leading, bottom, trailing]`
    /// or one number for all four.
    static func insets(_ value: ParameterValue, path: String) throws -> DirectionalEdgeInsets {
        let edges = ["top", "leading", "bottom", "trailing"]
        var numbers: [CGFloat]
        switch value {
        case .number:
            let all = try number(value, path: path)
            numbers = [all, all, all, all]
        case .array(let items) where items.count == 4:
            numbers = try items.enumerated().map { try number($1, path: path + "[\($0)]") }
        case .object:
            let map = try object(value, path: path, keys: edges, what: "insets")
            numbers = try edges.map { edge in try map[edge].map { try number($0, path: path + ".\(edge)") } ?? 0 }
        default:
            throw error(path, "insets must be a number, [top, leading, bottom, trailing] or a map, found \(value)")
        }
        return DirectionalEdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }

    /// Edges as names: `[top, trailing]`, or one name.
    static func edges(_ value: ParameterValue, path: String) throws -> DirectionalRectEdge {
        let names: [String: DirectionalRectEdge] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        ]
        let items: [ParameterValue]
        if case .array(let list) = value { items = list } else { items = [value] }
        var edges: DirectionalRectEdge = []
        for (index, item) in items.enumerated() {
            let name = try choice(item, path: path + "[\(index)]", of: names.keys.sorted())
            edges.insert(names[name] ?? [])
        }
        return edges
    }

    /// A spacing: a number (fixed), `fixed(N)` or `flexible(N)`.
    static func spacing(_ value: ParameterValue, path: String) throws -> CollectionLayoutSpacing {
        if case .number = value { return .fixed(try number(value, path: path, atLeast: 0)) }
        guard case .string(let text) = value, let (name, number) = call(text),
            ["fixed", "flexible"].contains(name)
        else {
            throw error(path, "a spacing is a number, fixed(N) or flexible(N), found \(value)")
        }
        guard number.isFinite, number >= 0 else {
            throw error(path, "a spacing must be a finite number of at least 0, found \(text)")
        }
        return name == "fixed" ? .fixed(number) : .flexible(number)
    }

    /// A size from `width` and `height` (fractionalWidth(1) when a default is given).
    static func layoutSize(
        _ map: [String: ParameterValue], path: String, defaultWidth: CollectionLayoutDimension? = nil,
        parameter: String = "sections"
    ) throws -> CollectionLayoutSize {
        let width: CollectionLayoutDimension
        if let value = map["width"] {
            width = try dimension(value, path: path + ".width", parameter: parameter)
        } else if let defaultWidth {
            width = defaultWidth
        } else {
            throw error(path, "needs a 'width'", parameter: parameter)
        }
        guard let heightValue = map["height"] else { throw error(path, "needs a 'height'", parameter: parameter) }
        return CollectionLayoutSize(
            widthDimension: width,
            heightDimension: try dimension(heightValue, path: path + ".height", parameter: parameter))
    }

    /// A dimension: a number (absolute), `absolute(N)`, `estimated(N)`, `fractionalWidth(F)`,
    /// `fractionalHeight(F)` or `uniformAcrossSiblings(N)`. Negative and non-finite values are refused.
    static func dimension(
        _ value: ParameterValue, path: String, parameter: String = "sections"
    ) throws -> CollectionLayoutDimension {
        let kinds: [String: CollectionLayoutDimension.Kind] = [
            "absolute": .absolute, "estimated": .estimated, "fractionalWidth": .fractionalWidth,
            "fractionalHeight": .fractionalHeight, "uniformAcrossSiblings": .uniformAcrossSiblings,
        ]
        let kind: CollectionLayoutDimension.Kind
        let number: CGFloat
        switch value {
        case .number(let points):
            kind = .absolute
            number = CGFloat(points)
        case .string(let text):
            guard let (name, argument) = call(text), let found = kinds[name] else {
                throw error(
                    path,
                    "a dimension is a number or one of \(kinds.keys.sorted().map { "\($0)(N)" }.joined(separator: ", ")), found \(text)",
                    parameter: parameter)
            }
            kind = found
            number = argument
        default:
            throw error(
                path, "a dimension is a number or a string such as fractionalWidth(0.5), found \(value)",
                parameter: parameter)
        }
        let dimension = CollectionLayoutDimension(kind, number)
        guard number.isFinite else { throw error(path, "\(dimension) is not a number", parameter: parameter) }
        guard number >= 0 else {
            throw error(path, "\(dimension) is negative; sizes must be at least 0", parameter: parameter)
        }
        return dimension
    }

    /// `name(number)` split into its name and number.
    static func call(_ text: String) -> (String, CGFloat)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = String(trimmed[..<open])
        let argument = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let number = Double(argument.trimmingCharacters(in: .whitespaces)) else { return nil }
        return (name, CGFloat(number))
    }
}
