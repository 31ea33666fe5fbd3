import CollectionLayout
import Foundation

/// The parameters a scene gives a layout, with typed readers that fall back to the declared
/// default and throw ``LayoutConfigurationError`` naming the parameter on a wrong type or a
/// non-finite number.
public struct LayoutParameters: Sendable {
    /// The values the scene gave, by parameter name.
    public var values: [String: ParameterValue]

    /// The parameters a scene gave, by name; by default none, so every reader returns its default.
    public init(_ values: [String: ParameterValue] = [:]) {
        self.values = values
    }

    /// The number given for `name`, or `fallback` when the scene does not give it.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` when the value is not a number or is
    ///   not finite.
    public func number(_ name: String, default fallback: Double) throws -> Double {
        guard let value = values[name] else { return fallback }
        guard case .number(let number) = value else {
            throw LayoutConfigurationError(parameter: name, message: "expected a number, found \(value)")
        }
        guard number.isFinite else {
            throw LayoutConfigurationError(parameter: name, message: "must be a finite number, found \(number)")
        }
        return number
    }

    /// The number given for `name`, or nil when the scene does not give it (for parameters whose
    /// default depends on the collection view, such as `fallbackCollectionViewHeight`).
    ///
    /// - Throws: ``LayoutConfigurationError`` as ``number(_:default:)``.
    public func optionalNumber(_ name: String) throws -> Double? {
        guard values[name] != nil else { return nil }
        return try number(name, default: 0)
    }

    /// The whole number given for `name`, or `fallback` when the scene does not give it.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` when the value is not a finite number,
    ///   has a fractional part, or is 10¹⁵ or more in magnitude.
    public func integer(_ name: String, default fallback: Int) throws -> Int {
        guard values[name] != nil else { return fallback }
        let number = try number(name, default: Double(fallback))
        guard abs(number) < 1e15, let whole = WholeNumber.exactly(number) else {
            throw LayoutConfigurationError(parameter: name, message: "expected a whole number, found \(number)")
        }
        return whole
    }

    /// The flag given for `name`, or `fallback` when the scene does not give it.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` when the value is not `true` or `false`.
    public func bool(_ name: String, default fallback: Bool) throws -> Bool {
        guard let value = values[name] else { return fallback }
        guard case .bool(let flag) = value else {
            throw LayoutConfigurationError(parameter: name, message: "expected true or false, found \(value)")
        }
        return flag
    }

    /// The name given for `name`, which must be one of `choices`, or `fallback` when the scene
    /// does not give it (`fallback` itself is not checked).
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` and listing `choices` when the value is
    ///   not a text or not one of them.
    public func choice(_ name: String, of choices: [String], default fallback: String) throws -> String {
        guard let value = values[name] else { return fallback }
        guard case .string(let string) = value, choices.contains(string) else {
            throw LayoutConfigurationError(
                parameter: name, message: "expected one of \(choices.joined(separator: ", ")), found \(value)")
        }
        return string
    }

    /// The size given for `name`, written `{width: W, height: H}` or `[W, H]`, or `fallback` when
    /// the scene does not give it. Negative sizes pass; each layout checks its own ranges.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` for another shape or a non-finite number.
    public func size(_ name: String, default fallback: CGSize) throws -> CGSize {
        guard let value = values[name] else { return fallback }
        let pair = try Self.pair(value, keys: ("width", "height"), parameter: name)
        return CGSize(width: pair.0, height: pair.1)
    }

    /// The point given for `name`, written `{x: X, y: Y}` or `[X, Y]`, or `fallback` when the
    /// scene does not give it.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` for another shape or a non-finite number.
    public func point(_ name: String, default fallback: CGPoint) throws -> CGPoint {
        guard let value = values[name] else { return fallback }
        let pair = try Self.pair(value, keys: ("x", "y"), parameter: name)
        return CGPoint(x: pair.0, y: pair.1)
    }

    /// The insets given for `name`, written `{top:, left:, bottom:, right:}` (missing edges are 0),
    /// `[T, L, B, R]` or a single number for all four, or `fallback` when the scene does not give them.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` for another shape, an unknown edge or a
    ///   non-finite number.
    public func insets(_ name: String, default fallback: EdgeInsets) throws -> EdgeInsets {
        guard let value = values[name] else { return fallback }
        let edges = ["top", "left", "bottom", "right"]
        var numbers: [Double]
        switch value {
        case .number(let all):
            numbers = [all, all, all, all]
        case .array(let items) where items.count == 4:
            numbers = try items.map { try Self.finite($0, parameter: name) }
        case .object(let map):
            if let unknown = map.keys.first(where: { !edges.contains($0) }) {
                throw LayoutConfigurationError(
                    parameter: name, message: "unknown edge '\(unknown)'; use top, left, bottom, right")
            }
            numbers = try edges.map { edge in try map[edge].map { try Self.finite($0, parameter: name) } ?? 0 }
        default:
            throw LayoutConfigurationError(
                parameter: name, message: "expected insets {top, left, bottom, right}, found \(value)")
        }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    private static func finite(_ value: ParameterValue, parameter: String) throws -> Double {
        guard case .number(let number) = value else {
            throw LayoutConfigurationError(parameter: parameter, message: "expected a number, found \(value)")
        }
        guard number.isFinite else {
            throw LayoutConfigurationError(parameter: parameter, message: "must be finite, found \(number)")
        }
        return number
    }

    private static func pair(
        _ value: ParameterValue, keys: (String, String), parameter: String
    ) throws -> (Double, Double) {
        switch value {
        case .array(let items) where items.count == 2:
            return (try finite(items[0], parameter: parameter), try finite(items[1], parameter: parameter))
        case .object(let map) where map.count == 2:
            if let first = map[keys.0], let second = map[keys.1] {
                return (try finite(first, parameter: parameter), try finite(second, parameter: parameter))
            }
        default:
            break
        }
        throw LayoutConfigurationError(
            parameter: parameter, message: "expected {\(keys.0): N, \(keys.1): N} or [N, N], found \(value)")
    }
}
