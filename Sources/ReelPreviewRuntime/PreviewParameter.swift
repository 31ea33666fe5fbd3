import CollectionLayout
import Foundation
import Layouts
import UIKitLayouts

/// A property type a scene's `parameters:` can set on a Swift layout, by the same spelling the
/// built-in layouts' parameters use: numbers, booleans, `{width, height}` / `[w, h]`,
/// `{x, y}`, `{top, left, bottom, right}`, enum cases by name, and lists of those.
public protocol PreviewParameter: SendableMetatype {
    /// The value a scene wrote for property `name`.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `name` when the value has the wrong shape.
    init(previewValue value: ParameterValue, name: String) throws
    /// The value as a scene writes it (for the class's reported defaults).
    var previewValue: ParameterValue { get }
    /// The type's name in messages (`CGFloat`, `CGSize`, …).
    static var previewTypeName: String { get }
}

extension PreviewParameter {
    /// Reads `value` through ``LayoutParameters``, so messages match the built-in layouts'.
    static func read<T>(
        _ value: ParameterValue, _ name: String, _ body: (LayoutParameters) throws -> T
    ) throws -> T {
        try body(LayoutParameters([name: value]))
    }
}

extension Double: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = try Self.read(value, name) { try $0.number(name, default: 0) }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .number(self) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "Double" }
}

extension CGFloat: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = CGFloat(try Double(previewValue: value, name: name))
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .number(Double(self)) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "CGFloat" }
}

extension Float: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = Float(try Double(previewValue: value, name: name))
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .number(Double(self)) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "Float" }
}

extension Int: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = try Self.read(value, name) { try $0.integer(name, default: 0) }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .number(Double(self)) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "Int" }
}

extension Bool: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = try Self.read(value, name) { try $0.bool(name, default: false) }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .bool(self) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "Bool" }
}

extension String: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        guard case .string(let text) = value else {
            throw LayoutConfigurationError(parameter: name, message: "must be text, found \(value)")
        }
        self = text
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .string(self) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "String" }
}

extension CGSize: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = try Self.read(value, name) { try $0.size(name, default: .zero) }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue {
        .object(["width": .number(Double(width)), "height": .number(Double(height))])
    }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "CGSize" }
}

extension CGPoint: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = try Self.read(value, name) { try $0.point(name, default: .zero) }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .object(["x": .number(Double(x)), "y": .number(Double(y))]) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "CGPoint" }
}

extension EdgeInsets: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        self = try Self.read(value, name) { try $0.insets(name, default: .zero) }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue {
        .object([
            "top": .number(Double(top)), "left": .number(Double(left)), "bottom": .number(Double(bottom)),
            "right": .number(Double(right)),
        ])
    }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "UIEdgeInsets" }
}

extension Array: PreviewParameter where Element: PreviewParameter {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        guard case .array(let values) = value else {
            throw LayoutConfigurationError(
                parameter: name, message: "must be a list of \(Element.previewTypeName), found \(value)")
        }
        self = try values.enumerated().map { index, element in
            try Element(previewValue: element, name: "\(name)[\(index)]")
        }
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue { .array(map(\.previewValue)) }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "[\(Element.previewTypeName)]" }
}

/// An enum a scene sets by case name (`scrollDirection: horizontal`); the preview's generated
/// code makes the user's own case-only enums adopt it.
public protocol PreviewCaseNamed: PreviewParameter, Equatable {
    /// Every case with its name, in declaration order.
    static var previewCases: [(name: String, value: Self)] { get }
}

extension PreviewCaseNamed {
    /// Reads the value a scene wrote for property `name` (``PreviewParameter``).
    public init(previewValue value: ParameterValue, name: String) throws {
        let names = Self.previewCases.map(\.name)
        guard case .string(let text) = value, let match = Self.previewCases.first(where: { $0.name == text }) else {
            throw LayoutConfigurationError(
                parameter: name, message: "must be one of \(names.joined(separator: ", ")), found \(value)")
        }
        self = match.value
    }
    /// The value as a scene writes it (``PreviewParameter``).
    public var previewValue: ParameterValue {
        .string(Self.previewCases.first { $0.value == self }?.name ?? "\(self)")
    }
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { String(describing: Self.self) }
}

extension CollectionViewScrollDirection: PreviewCaseNamed {
    /// The type's name in messages (``PreviewParameter``).
    public static var previewTypeName: String { "UICollectionView.ScrollDirection" }

    /// The two scroll directions by UIKit's case names (``PreviewCaseNamed``).
    public static var previewCases: [(name: String, value: CollectionViewScrollDirection)] {
        [("vertical", .vertical), ("horizontal", .horizontal)]
    }
}
