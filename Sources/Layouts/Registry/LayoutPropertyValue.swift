import CollectionLayout
import Foundation
import UIKitLayouts

/// A type a layout class's property can have when a scene sets it by name through
/// ``LayoutDescriptor/layoutClass(_:name:summary:make:properties:)``: numbers, flags, sizes,
/// points, insets, enums by case name (``LayoutPropertyCase``) and arrays of these.
public protocol LayoutPropertyValue {
    /// The value's shape for `reel layouts`: `number`, `size`, `vertical|horizontal`, ….
    static var parameterType: String { get }
    /// Reads the scene's `value` for the parameter `name`.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` when `value` has another shape.
    init(parameter value: ParameterValue, name: String) throws
    /// The value as a scene would spell it (the default `reel layouts` shows).
    var parameterValue: ParameterValue { get }
}

/// An enum a scene names by case (`scrollDirection: horizontal`): conform a `CaseIterable` enum
/// and its cases are spelled as `String(describing:)` prints them.
public protocol LayoutPropertyCase: LayoutPropertyValue, CaseIterable {}

extension LayoutPropertyCase {
    /// The case names joined by `|`.
    public static var parameterType: String { allCases.map { "\($0)" }.joined(separator: "|") }

    /// The case the scene names.
    public init(parameter value: ParameterValue, name: String) throws {
        let names = Self.allCases.map { "\($0)" }
        let chosen = try LayoutParameters([name: value]).choice(name, of: names, default: "")
        guard let match = Self.allCases.first(where: { "\($0)" == chosen }) else {
            throw LayoutConfigurationError(parameter: name, message: "expected one of \(names.joined(separator: ", "))")
        }
        self = match
    }

    /// The case's name.
    public var parameterValue: ParameterValue { .string("\(self)") }
}

extension CollectionViewScrollDirection: LayoutPropertyCase {}

extension Double: LayoutPropertyValue {
    /// `number`.
    public static var parameterType: String { "number" }
    /// A finite number.
    public init(parameter value: ParameterValue, name: String) throws {
        self = try LayoutParameters([name: value]).number(name, default: 0)
    }
    /// The number.
    public var parameterValue: ParameterValue { .number(self) }
}

extension CGFloat: LayoutPropertyValue {
    /// `number`.
    public static var parameterType: String { "number" }
    /// A finite number.
    public init(parameter value: ParameterValue, name: String) throws {
        self = CGFloat(try LayoutParameters([name: value]).number(name, default: 0))
    }
    /// The number.
    public var parameterValue: ParameterValue { .number(Double(self)) }
}

extension Int: LayoutPropertyValue {
    /// `integer`.
    public static var parameterType: String { "integer" }
    /// A whole number.
    public init(parameter value: ParameterValue, name: String) throws {
        self = try LayoutParameters([name: value]).integer(name, default: 0)
    }
    /// The number.
    public var parameterValue: ParameterValue { .number(Double(self)) }
}

extension Bool: LayoutPropertyValue {
    /// `true|false`.
    public static var parameterType: String { "true|false" }
    /// `true` or `false`.
    public init(parameter value: ParameterValue, name: String) throws {
        self = try LayoutParameters([name: value]).bool(name, default: false)
    }
    /// The flag.
    public var parameterValue: ParameterValue { .bool(self) }
}

extension CGSize: LayoutPropertyValue {
    /// `size`.
    public static var parameterType: String { "size" }
    /// `{width: W, height: H}` or `[W, H]`.
    public init(parameter value: ParameterValue, name: String) throws {
        self = try LayoutParameters([name: value]).size(name, default: .zero)
    }
    /// `{width: W, height: H}`.
    public var parameterValue: ParameterValue {
        .object(["width": .number(Double(width)), "height": .number(Double(height))])
    }
}

extension CGPoint: LayoutPropertyValue {
    /// `point`.
    public static var parameterType: String { "point" }
    /// `{x: X, y: Y}` or `[X, Y]`.
    public init(parameter value: ParameterValue, name: String) throws {
        self = try LayoutParameters([name: value]).point(name, default: .zero)
    }
    /// `{x: X, y: Y}`.
    public var parameterValue: ParameterValue { .object(["x": .number(Double(x)), "y": .number(Double(y))]) }
}

extension EdgeInsets: LayoutPropertyValue {
    /// `insets`.
    public static var parameterType: String { "insets" }
    /// `{top:, left:, bottom:, right:}`, `[T, L, B, R]` or one number for all four.
    public init(parameter value: ParameterValue, name: String) throws {
        self = try LayoutParameters([name: value]).insets(
            name, default: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
    /// `{top:, left:, bottom:, right:}`.
    public var parameterValue: ParameterValue {
        .object([
            "top": .number(Double(top)), "left": .number(Double(left)), "bottom": .number(Double(bottom)),
            "right": .number(Double(right)),
        ])
    }
}

extension Array: LayoutPropertyValue where Element: LayoutPropertyValue {
    /// `[ELEMENT]`.
    public static var parameterType: String { "[\(Element.parameterType)]" }
    /// A list whose items each read as `Element`.
    public init(parameter value: ParameterValue, name: String) throws {
        guard case .array(let items) = value else {
            throw LayoutConfigurationError(
                parameter: name, message: "expected a list of \(Element.parameterType), found \(value)")
        }
        self = try items.map { try Element(parameter: $0, name: name) }
    }
    /// The list.
    public var parameterValue: ParameterValue { .array(map(\.parameterValue)) }
}
