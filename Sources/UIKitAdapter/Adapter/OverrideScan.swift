import SwiftSyntax

/// Where a file declares classes and where its extensions override members — what moving
/// `override`s out of extensions needs (Linux Swift lets only `@objc` members be overridden in an
/// extension; UIKit's members all are, LayoutReel's are not).
final class OverrideScan: SyntaxVisitor {
    /// A class declaration: its qualified name and its closing brace.
    struct ClassSite {
        var name: String
        var rightBrace: AbsolutePosition
        var line: Int
        var column: Int
    }

    /// An overriding member inside an extension.
    struct Member {
        var extendedType: String
        /// Whether the extension has a `where` clause (its members cannot move into the class).
        var isConstrained: Bool
        var node: Syntax
        var start: Int
        var end: Int
        var line: Int
        var column: Int
    }

    let converter: SourceLocationConverter
    private(set) var classes: [ClassSite] = []
    private(set) var members: [Member] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let location = node.memberBlock.rightBrace.startLocation(converter: converter)
        classes.append(
            ClassSite(
                name: node.qualifiedName, rightBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia,
                line: location.line, column: location.column))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        for item in node.memberBlock.members {
            let decl = item.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            let location = decl.startLocation(converter: converter)
            members.append(
                Member(
                    extendedType: type, isConstrained: node.genericWhereClause != nil, node: Syntax(decl),
                    start: decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: decl.endPositionBeforeTrailingTrivia.utf8Offset, line: location.line,
                    column: location.column))
        }
        return .visitChildren
    }
}

extension ClassDeclSyntax {
    /// The class's name qualified by the types it is nested in.
    var qualifiedName: String {
        var names = [name.text]
        var parent = self.parent
        while let node = parent {
            if let type = node.asProtocol(NamedDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            parent = node.parent
        }
        return names.joined(separator: ".")
    }
}
