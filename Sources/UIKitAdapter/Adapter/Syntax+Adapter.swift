import SwiftSyntax

extension ProtocolDeclSyntax {
    /// Whether the protocol already says it is class-bound (`AnyObject`, `class`, `NSObjectProtocol`).
    var isClassBound: Bool {
        inheritanceClause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedDescription
            return name == "AnyObject" || name == "class" || name == "NSObjectProtocol"
        } ?? false
    }

    /// The protocol's name qualified by the types it is nested in.
    var qualifiedName: String {
        var names = [name.text]
        var parent = self.parent
        while let node = parent {
            if let type = node.asProtocol(NamedDeclSyntax.self), node.kind != .protocolDecl {
                names.insert(type.name.text, at: 0)
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            parent = node.parent
        }
        return names.joined(separator: ".")
    }
}

extension DeclModifierListSyntax {
    /// The access level the defaults of a protocol's requirements need (`public`, `package`), or
    /// `nil` when the extension's own default serves.
    var accessLevel: String? {
        for modifier in self {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            default: continue
            }
        }
        return nil
    }
}

extension DeclModifierSyntax {
    /// Whether the modifier belongs on the requirement's default implementation too.
    var keepsInDefault: Bool {
        switch name.tokenKind {
        case .keyword(.static), .keyword(.class), .keyword(.mutating), .keyword(.nonmutating): true
        default: false
        }
    }
}

extension SyntaxProtocol {
    /// The node's first line, at most 120 characters, for messages.
    var shortText: String {
        let line = trimmedDescription.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }

    /// The outermost postfix expression (member accesses, calls, subscripts, `?`, `!`) that this
    /// node is the head of — the extent of Swift's optional chaining.
    var postfixChainRoot: Syntax {
        var current = Syntax(self)
        while let parent = current.parent {
            let continues: Bool
            if let member = parent.as(MemberAccessExprSyntax.self) {
                continues = member.base?.id == current.id
            } else if let call = parent.as(FunctionCallExprSyntax.self) {
                continues = call.calledExpression.id == current.id
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) {
                continues = subscriptCall.calledExpression.id == current.id
            } else {
                continues = parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
            }
            guard continues else { break }
            current = parent
        }
        return current
    }

    /// Whether this expression is assigned to (`x = …`, `x += …`) or passed `inout`.
    var isAssignmentTarget: Bool {
        if parent?.is(InOutExprSyntax.self) == true { return true }
        guard let list = parent?.as(ExprListSyntax.self) else { return false }
        var isNext = false
        for element in list {
            if isNext {
                if element.is(AssignmentExprSyntax.self) { return true }
                guard let op = element.as(BinaryOperatorExprSyntax.self) else { return false }
                let text = op.operator.text
                return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
            }
            isNext = element.id == id
        }
        return false
    }
}

extension DeclModifierSyntax {
    /// Whether this is `weak` or `unowned` on a property requirement of a protocol.
    var isOwnershipOfProtocolRequirement: Bool {
        switch name.tokenKind {
        case .keyword(.weak), .keyword(.unowned): break
        default: return false
        }
        guard let variable = parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true
    }
}
