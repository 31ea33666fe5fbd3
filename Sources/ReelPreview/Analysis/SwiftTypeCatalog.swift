import Foundation
import SwiftParser
import SwiftSyntax

/// The user's types as the stand-in writer needs them, read with swift-syntax: the protocols
/// with their requirements, the enums and structs a requirement may return (with the cases,
/// static members and initializers that make one), what each type adopts, the declared types
/// of the classes' properties, and the places a layout casts its collection view's `delegate`
/// or `dataSource` to a protocol.
public struct SwiftTypeCatalog: Sendable, Hashable {
    /// A parameter of a requirement, a case or an initializer.
    public struct Parameter: Sendable, Hashable {
        /// The argument label (nil for `_` or none).
        public var label: String?
        /// The parameter's own name (the label when it has no second name).
        public var name: String
        /// The type as written (`IndexPath`, `UICollectionView`).
        public var type: String
    }

    /// A requirement of a protocol.
    public struct Requirement: Sendable, Hashable {
        /// What it is.
        public enum Kind: Sendable, Hashable {
            /// `func`.
            case method
            /// `var`.
            case property
            /// `init`, `subscript` or anything else a stand-in does not write.
            case other
        }

        /// What it is.
        public var kind: Kind
        /// The name (`collectionView`, `numberOfColumns`).
        public var name: String
        /// The parameters of a method, in order.
        public var parameters: [Parameter]
        /// The result or property type as written; nil for a method that returns nothing.
        public var type: String?
        /// Whether it is `optional` (an `@objc` protocol's), which UIKit leaves unimplemented.
        public var isOptional: Bool
        /// Whether it is `static` or `class`.
        public var isStatic: Bool
        /// Whether it is `async`.
        public var isAsync: Bool
        /// Whether it `throws`.
        public var isThrowing: Bool
        /// Whether it has generic parameters.
        public var isGeneric: Bool
        /// Whether a property requirement is `{ get set }`.
        public var isSettable: Bool

        /// How messages name it: `tagCellLayoutTagSize(layout:atIndex:)` or `numberOfColumns`.
        public var signature: String {
            guard kind == .method else { return name }
            return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    /// A protocol of the files (top level, not private).
    public struct ProtocolDeclaration: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// The protocols (and `AnyObject`, `class`) it inherits from, as written.
        public var inherited: [String]
        /// Its requirements, in order.
        public var requirements: [Requirement]
        /// Its associated types (a stand-in cannot choose them).
        public var associatedTypes: [String]
        /// The names of the members its extensions implement (requirements with a default).
        public var defaulted: Set<String> = []
        /// Where it is declared: `file:line:column`.
        public var location: String
    }

    /// A case of an enum.
    public struct EnumCase: Sendable, Hashable {
        /// The case's name.
        public var name: String
        /// Its associated values (empty for a plain case).
        public var payload: [Parameter]
    }

    /// An enum or struct of the files a requirement may return: how to make one.
    public struct ValueType: Sendable, Hashable {
        /// The name generated code uses (`MagazineLayout.Default` when nested).
        public var name: String
        /// Whether it is an enum (else a struct or a class).
        public var isEnum: Bool
        /// An enum's cases, in order.
        public var cases: [EnumCase]
        /// Its static members of its own type (`static var halfWidth: Self`), in order.
        public var staticMembers: [String]
        /// The parameter lists of the initializers generated code may call (for a struct
        /// without an initializer of its own, the memberwise one).
        public var initializers: [[Parameter]]
    }

    /// A place where a layout class casts its collection view's `delegate` or `dataSource` to
    /// a protocol (`collectionView?.delegate as? WaterfallDelegate`).
    public struct Cast: Sendable, Hashable {
        /// `delegate` or `dataSource`.
        public var property: String
        /// The protocol's name.
        public var protocolName: String
    }

    /// The protocols, in file order.
    public var protocols: [ProtocolDeclaration] = []
    /// The enums and structs, in file order.
    public var valueTypes: [ValueType] = []
    /// What each type of the files adopts (its inheritance clause and its extensions'), by name.
    public var conformances: [String: [String]] = [:]
    /// The declared types of each class's properties (`delegate` → `WaterfallLayoutDelegate?`).
    public var propertyTypes: [String: [String: String]] = [:]
    /// The casts each class (with its extensions) makes, by class name.
    public var casts: [String: [Cast]] = [:]

    /// An empty catalog.
    public init() {}

    /// Whether `name` is a struct of the files that `name()` makes: it has an initializer
    /// without parameters (its own, or the memberwise one of a struct with none to set).
    public func hasArgumentlessValueType(_ name: String) -> Bool {
        guard let type = valueTypes.first(where: { $0.name == name }), !type.isEnum else { return false }
        return type.initializers.contains { $0.isEmpty }
    }

    /// Reads `trees` (each parsed file with its path).
    init(trees: [(path: String, tree: SourceFileSyntax)]) {
        var extensionMembers: [String: Set<String>] = [:]
        for (path, tree) in trees {
            let visitor = TypeCatalogVisitor(
                file: path, converter: SourceLocationConverter(fileName: path, tree: tree))
            visitor.walk(tree)
            protocols += visitor.protocols
            valueTypes += visitor.valueTypes
            for (name, list) in visitor.conformances { conformances[name, default: []] += list }
            for (name, types) in visitor.propertyTypes {
                propertyTypes[name, default: [:]].merge(types) { first, _ in first }
            }
            for (name, list) in visitor.casts { casts[name, default: []] += list }
            for (name, members) in visitor.extensionMembers { extensionMembers[name, default: []].formUnion(members) }
        }
        for index in protocols.indices {
            protocols[index].defaulted = extensionMembers[protocols[index].name] ?? []
        }
    }

    /// The protocol `name` of the files, or nil.
    public func protocolNamed(_ name: String) -> ProtocolDeclaration? {
        protocols.first { $0.name == name }
    }

    /// The enum or struct `name` of the files, or nil.
    public func valueType(_ name: String) -> ValueType? {
        valueTypes.first { $0.name == name }
    }

    /// The names of the types that adopt protocol `name`, directly or through a protocol of
    /// the files that inherits it, in file order.
    public func adopters(of name: String) -> [String] {
        var result: [String] = []
        for (type, list) in conformances.sorted(by: { $0.key < $1.key })
        where list.contains(where: { inherits($0, from: name) }) {
            result.append(type)
        }
        return result
    }

    /// Whether protocol `child` is `name` or inherits it through protocols of the files.
    public func inherits(_ child: String, from name: String, seen: Set<String> = []) -> Bool {
        if child == name { return true }
        guard !seen.contains(child), let declaration = protocolNamed(child) else { return false }
        return declaration.inherited.contains { inherits($0, from: name, seen: seen.union([child])) }
    }
}
