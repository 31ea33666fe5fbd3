import SwiftSyntax

/// The declarations of a file that only that file can see — `fileprivate` ones, `private` ones
/// (at file scope, in a type or in an extension: Swift lets the other declarations of the same
/// file reach them), and the members of a `private`/`fileprivate` extension — by name.
///
/// An override moved out of an extension into its class's body in another file leaves these
/// behind: the moved code would no longer see them. ``OverrideHoist`` widens the ones the moved
/// code names to `internal`, which changes no behaviour inside one module.
final class FilePrivateScan: SyntaxVisitor {
    /// A file-private declaration: the modifier that makes it so, and where the declaration is.
    struct Declaration {
        var name: String
        /// The `private`/`fileprivate` modifier (of the declaration or of its extension).
        var modifier: DeclModifierSyntax
        /// The declaration that carries the modifier, for the report.
        var declaration: Syntax
    }

    private(set) var declarations: [String: [Declaration]] = [:]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let modifier = node.modifiers.filePrivateModifier {
            for item in node.memberBlock.members {
                for name in Self.names(of: item.decl) {
                    declarations[name, default: []].append(
                        Declaration(name: name, modifier: modifier, declaration: Syntax(node)))
                }
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockItemSyntax) {
        record(node.decl)
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        // Only file-scope statements: local declarations cannot have access modifiers.
        guard node.parent?.parent?.is(SourceFileSyntax.self) == true, let decl = node.item.as(DeclSyntax.self)
        else { return }
        record(decl)
    }

    private func record(_ decl: DeclSyntax) {
        guard !decl.is(ExtensionDeclSyntax.self),
            let modifier = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.filePrivateModifier
        else { return }
        for name in Self.names(of: decl) {
            declarations[name, default: []].append(
                Declaration(name: name, modifier: modifier, declaration: Syntax(decl)))
        }
    }

    /// The names a declaration introduces (a `var a, b` has two).
    static func names(of decl: DeclSyntax) -> [String] {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
                    if case .identifier(let text) = token.tokenKind { return text }
                    return nil
                }
            }
        }
        if decl.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        if decl.is(InitializerDeclSyntax.self) { return ["init"] }
        return []
    }
}

extension DeclModifierListSyntax {
    /// The `private` or `fileprivate` modifier that limits a declaration to its file (not
    /// `private(set)`, which limits only the setter).
    var filePrivateModifier: DeclModifierSyntax? {
        first { modifier in
            (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate))
                && modifier.detail == nil
        }
    }
}

extension SyntaxProtocol {
    /// The identifiers this node's code names (references, member names, types), without duplicates.
    var namedIdentifiers: Set<String> {
        var names = Set<String>()
        for token in tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let text): names.insert(text)
            case .keyword(.`init`): names.insert("init")
            case .keyword(.subscript): names.insert("subscript")
            default: continue
            }
        }
        return names
    }
}
