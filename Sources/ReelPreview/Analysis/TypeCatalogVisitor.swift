import Foundation
import SwiftSyntax

/// The last component of a type name (`UIKit.UICollectionView` → `UICollectionView`).
func lastComponent(_ type: String) -> String {
    type.split(separator: ".").last.map(String.init) ?? type
}

/// `name` without the backticks that let it be a keyword (`` `static` `` → `static`).
func unquoted(_ name: String) -> String {
    name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
}

/// Walks one file for ``SwiftTypeCatalog``.
final class TypeCatalogVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var protocols: [SwiftTypeCatalog.ProtocolDeclaration] = []
    var valueTypes: [SwiftTypeCatalog.ValueType] = []
    var conformances: [String: [String]] = [:]
    var propertyTypes: [String: [String: String]] = [:]
    var casts: [String: [SwiftTypeCatalog.Cast]] = [:]
    var extensionMembers: [String: Set<String>] = [:]
    private var scope: [String] = []
    /// For each scope entry: whether generated code cannot reach inside it (private or generic).
    private var closed: [Bool] = []

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
        closed.append(Self.isPrivate(node.modifiers) || node.genericParameterClause != nil)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        scope.removeLast()
        closed.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (scope + [node.name.text]).joined(separator: ".")
        adopt(name, node.inheritanceClause)
        if node.genericParameterClause == nil, !Self.isPrivate(node.modifiers), !closed.contains(true) {
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
        closed.append(Self.isPrivate(node.modifiers) || node.genericParameterClause != nil)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        scope.removeLast()
        closed.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (scope + [node.name.text]).joined(separator: ".")
        adopt(name, node.inheritanceClause)
        if node.genericParameterClause == nil, !Self.isPrivate(node.modifiers), !closed.contains(true) {
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
        closed.append(Self.isPrivate(node.modifiers) || node.genericParameterClause != nil)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        scope.removeLast()
        closed.removeLast()
    }

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
        closed.append(Self.isPrivate(node.modifiers))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        scope.removeLast()
        closed.removeLast()
    }

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
