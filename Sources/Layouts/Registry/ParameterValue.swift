import CollectionLayout
import Foundation

/// A layout parameter's value as a scene spells it: a number, a flag, a name, a list or a map.
/// Typed readers live on ``LayoutParameters``.
public indirect enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)
    case array([ParameterValue])
    case object([String: ParameterValue])

    public var description: String {
        switch self {
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
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

    public init(parameter: String?, message: String) {
        self.parameter = parameter
        self.message = message
    }

    public var description: String {
        if let parameter { return "parameter '\(parameter)': \(message)" }
        return message
    }
}
