import SwiftSyntax

/// What the adapter learns about a file before rewriting it: the optional requirements of its
/// protocols, and its methods by name (to spell `#selector`s that omit the argument labels).
final class FileScan: SyntaxVisitor {
    /// The optional requirements declared in the file's protocols.
    private(set) var optionalRequirements: [MemberName] = []
    /// The file's methods by base name: their labels and explicit `@objc(name)`, if any.
    private(set) var methods: [String: [(labels: [String], objCName: String?)]] = [:]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for item in node.memberBlock.members {
            let decl = item.decl
            if let function = decl.as(FunctionDeclSyntax.self), function.modifiers.containsOptional {
                optionalRequirements.append(function.memberName)
            } else if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.containsOptional {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        optionalRequirements.append(MemberName(baseName: name, labels: nil))
                    }
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.memberName
        methods[name.baseName, default: []].append((name.labels ?? [], node.attributes.objCName))
        return .visitChildren
    }
}

extension FunctionDeclSyntax {
    /// `name(label:label:)`, `_` for unlabeled parameters.
    var memberName: MemberName {
        MemberName(
            baseName: name.text,
            labels: signature.parameterClause.parameters.map { $0.firstName.text })
    }
}

extension DeclModifierListSyntax {
    /// Whether the list holds the `optional` modifier of an `@objc` protocol requirement.
    var containsOptional: Bool {
        contains { $0.name.tokenKind == .keyword(.optional) }
    }
}

extension AttributeListSyntax {
    /// The explicit Objective-C name of `@objc(name)`, if the list holds one.
    var objCName: String? {
        for element in self {
            guard let attribute = element.as(AttributeSyntax.self), attribute.name == "objc",
                let arguments = attribute.arguments
            else { continue }
            return arguments.trimmedDescription
        }
        return nil
    }
}

extension AttributeSyntax {
    /// The attribute's name without `@` (`objc`, `IBOutlet`).
    var name: String {
        attributeName.trimmedDescription
    }
}
