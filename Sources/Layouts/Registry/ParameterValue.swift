import CollectionLayout
import Foundation

/// A layout parameter's value as a scene spells it: a number, a flag, a name, a list or a map.
/// Typed readers live on ``LayoutParameters``.
public indirect enum ParameterValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A number, whole or not; the typed readers check that it is finite (and whole, for
    /// ``LayoutParameters/integer(_:default:)``).
    case number(Double)
    /// A flag, `true` or `false`.
    case bool(Bool)
    /// A text, such as a choice (`left`, `lineCenter`) or a name.
    case string(String)
    /// A list, such as `[W, H]` for a size.
    case array([ParameterValue])
    /// A map from keys to values, such as `{width: W, height: H}`.
    case object([String: ParameterValue])

    /// The value as error messages and help text show it: whole numbers without a fraction
    /// (`3`, not `3.0`), lists in brackets, maps in braces with their keys sorted.
    public var description: String {
        switch self {
        case .number(let value):
            abs(value) < 1e15 ? WholeNumber.exactly(value).map { String($0) } ?? String(value) : String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let values):
            "{" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// A parameter that makes a layout meaningless, or one of the wrong type.
public struct LayoutConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter at fault, or nil when the problem is the combination.
    public var parameter: String?
    /// What is wrong and what would be right.
    public var message: String

    /// An error about `parameter` (nil for the combination) saying `message`.
    public init(parameter: String?, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// `parameter 'NAME': MESSAGE`, or just the message when no single parameter is at fault.
    public var description: String {
        if let parameter { return "parameter '\(parameter)': \(message)" }
        return message
    }
}
