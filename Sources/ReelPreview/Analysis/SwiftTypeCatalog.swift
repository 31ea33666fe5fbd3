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

/// The last component of a type name (`UIKit.UICollectionView` → `UICollectionView`).
func lastComponent(_ type: String) -> String {
    type.split(separator: ".").last.map(String.init) ?? type
}

/// `name` without the backticks that let it be a keyword (`` `static` `` → `static`).
func unquoted(_ name: String) -> String {
    name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
}

/// Walks one file for ``SwiftTypeCatalog``.
private final class TypeCatalogVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var protocols: [SwiftTypeCatalog.ProtocolDeclaration] = []
    var valueTypes: [SwiftTypeCatalog.ValueType] = []
    var conformances: [String: [String]] = [:]
    var propertyTypes: [String: [String: String]] = [:]
    var casts: [String: [SwiftTypeCatalog.Cast]] = [:]
    var extensionMembers: [String: Set<String>] = [:]
    private var scope: [String] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    private func adopt(_ name: String, _ clause: InheritanceClauseSyntax?) {
        let list = Self.inherited(clause).map(lastComponent)
        guard !list.isEmpty else { return }
        conformances[name, default: []] += list
    }

    static func parameters(_ list: FunctionParameterListSyntax) -> [SwiftTypeCatalog.Parameter] {
        list.map(parameter)
    }

    static func parameter(_ parameter: FunctionParameterSyntax) -> SwiftTypeCatalog.Parameter {
        let first = parameter.firstName.text
        let label = first == "_" ? nil : first
        let name = parameter.secondName?.text ?? first
        return SwiftTypeCatalog.Parameter(label: label, name: name, type: parameter.type.trimmedDescription)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var requirements: [SwiftTypeCatalog.Requirement] = []
        var associated: [String] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                let effects = function.signature.effectSpecifiers
                requirements.append(
                    .init(
                        kind: .method, name: unquoted(function.name.text),
                        parameters: Self.parameters(function.signature.parameterClause.parameters),
                        type: function.signature.returnClause?.type.trimmedDescription,
                        isOptional: function.modifiers.contains { $0.name.text == "optional" },
                        isStatic: function.modifiers.contains { ["static", "class"].contains($0.name.text) },
                        isAsync: effects?.asyncSpecifier != nil, isThrowing: effects?.throwsClause != nil,
                        isGeneric: function.genericParameterClause != nil, isSettable: false))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                        let type = binding.typeAnnotation?.type.trimmedDescription
                    else { continue }
                    var settable = false
                    var effects = false
                    if case .accessors(let list) = binding.accessorBlock?.accessors {
                        settable = list.contains { $0.accessorSpecifier.text == "set" }
                        effects = list.contains { $0.effectSpecifiers != nil }
                    }
                    requirements.append(
                        .init(
                            kind: .property, name: unquoted(pattern.identifier.text), parameters: [], type: type,
                            isOptional: variable.modifiers.contains { $0.name.text == "optional" },
                            isStatic: variable.modifiers.contains { ["static", "class"].contains($0.name.text) },
                            isAsync: effects, isThrowing: effects, isGeneric: false, isSettable: settable))
                }
            } else if let type = decl.as(AssociatedTypeDeclSyntax.self) {
                associated.append(type.name.text)
            } else if decl.is(InitializerDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) {
                let optional = decl.as(InitializerDeclSyntax.self)?.modifiers.contains { $0.name.text == "optional" }
                requirements.append(
                    .init(
                        kind: .other, name: decl.is(InitializerDeclSyntax.self) ? "init" : "subscript",
                        parameters: [], type: nil, isOptional: optional ?? false, isStatic: false, isAsync: false,
                        isThrowing: false, isGeneric: false, isSettable: false))
            }
        }
        if scope.isEmpty, !Self.isPrivate(node.modifiers) {
            let place = node.startLocation(converter: converter)
            protocols.append(
                .init(
                    name: node.name.text, inherited: Self.inherited(node.inheritanceClause).map(lastComponent),
                    requirements: requirements,
                    associatedTypes: associated + (node.primaryAssociatedTypeClause != nil ? ["primary"] : []),
                    location: "\(file):\(place.line):\(place.column)"))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if scope.isEmpty {
            adopt(name, node.inheritanceClause)
            var types: [String: String] = [:]
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                        let type = binding.typeAnnotation?.type.trimmedDescription
                    else { continue }
                    types[pattern.identifier.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = type
                }
            }
            propertyTypes[name, default: [:]].merge(types) { first, _ in first }
            findCasts(in: Syntax(node), className: name)
        }
        scope.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (scope + [node.name.text]).joined(separator: ".")
        adopt(name, node.inheritanceClause)
        if node.genericParameterClause == nil, !Self.isPrivate(node.modifiers) {
            var initializers: [[SwiftTypeCatalog.Parameter]] = []
            var stored: [SwiftTypeCatalog.Parameter] = []
            var memberwise = true
            for member in node.memberBlock.members {
                if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    memberwise = false
                    if !Self.isPrivate(initializer.modifiers), initializer.optionalMark == nil,
                        initializer.signature.effectSpecifiers == nil
                    {
                        let parameters = initializer.signature.parameterClause.parameters
                        initializers.append(parameters.filter { $0.defaultValue == nil }.map(Self.parameter))
                    }
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
                else { continue }
                for binding in variable.bindings {
                    if binding.accessorBlock != nil { continue }
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    if Self.isPrivate(variable.modifiers) { memberwise = memberwise && binding.initializer != nil }
                    guard binding.initializer == nil else { continue }
                    guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                        memberwise = false
                        continue
                    }
                    stored.append(.init(label: pattern.identifier.text, name: pattern.identifier.text, type: type))
                }
            }
            if memberwise { initializers.append(stored) }
            valueTypes.append(
                .init(
                    name: name, isEnum: false, cases: [],
                    staticMembers: Self.staticMembers(node.memberBlock, of: node.name.text), initializers: initializers)
            )
        }
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (scope + [node.name.text]).joined(separator: ".")
        adopt(name, node.inheritanceClause)
        if node.genericParameterClause == nil, !Self.isPrivate(node.modifiers) {
            let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                .flatMap(\.elements).map { element in
                    SwiftTypeCatalog.EnumCase(
                        name: unquoted(element.name.text),
                        payload: element.parameterClause.map { clause in
                            clause.parameters.map { parameter in
                                let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
                                return SwiftTypeCatalog.Parameter(
                                    label: label, name: label ?? "value", type: parameter.type.trimmedDescription)
                            }
                        } ?? [])
                }
            valueTypes.append(
                .init(
                    name: name, isEnum: true, cases: cases,
                    staticMembers: Self.staticMembers(node.memberBlock, of: node.name.text), initializers: []))
        }
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        adopt(lastComponent(name), node.inheritanceClause)
        var members: Set<String> = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
                members.insert(function.name.text + "(" + labels + ")")
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                        members.insert(pattern.identifier.text)
                    }
                }
            }
        }
        if node.genericWhereClause == nil { extensionMembers[lastComponent(name), default: []].formUnion(members) }
        if scope.isEmpty { findCasts(in: Syntax(node), className: lastComponent(name)) }
        scope.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    /// The static members of `memberBlock` whose declared type is `typeName` or `Self`.
    private static func staticMembers(_ memberBlock: MemberBlockSyntax, of typeName: String) -> [String] {
        memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            variable.modifiers.contains { $0.name.text == "static" } && !isPrivate(variable.modifiers)
        }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                    let type = binding.typeAnnotation?.type.trimmedDescription,
                    type == typeName || type == "Self"
                else { return nil }
                return unquoted(pattern.identifier.text)
            }
        }
    }

    /// Records `x.delegate as? P` / `x.dataSource as! P` inside `node`.
    private func findCasts(in node: Syntax, className: String) {
        let tokens = Array(node.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() where token.tokenKind == .keyword(.as) && index > 0 {
            let previous = tokens[index - 1].text
            guard previous == "delegate" || previous == "dataSource", index + 2 < tokens.count,
                ["?", "!"].contains(tokens[index + 1].text)
            else { continue }
            // The type: identifiers joined by dots (`Module.Protocol`), the last one counts.
            var next = index + 2
            var name = tokens[next].text
            while next + 2 < tokens.count, tokens[next + 1].text == "." {
                next += 2
                name = tokens[next].text
            }
            let cast = SwiftTypeCatalog.Cast(property: previous, protocolName: name)
            if !(casts[className] ?? []).contains(cast) { casts[className, default: []].append(cast) }
        }
    }
}
