import SwiftSyntax

/// `#selector(…)` becomes `Selector("…")` and `#keyPath(…)` a string literal.
extension AdapterPass {
    func visitMacro(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            guard let selector = selectorString(node) else {
                fail(
                    Syntax(node),
                    reason: "the adapter reads `#selector(method(_:))`, `#selector(Type.method(_:))` and "
                        + "`#selector(getter: Type.property)`; write the selector in one of those forms")
                return .skipChildren
            }
            let replacement = "Selector(\"\(selector)\")"
            replace(Syntax(node), with: replacement)
            report(Syntax(node), construct: node.shortText, replacement: replacement)
            return .skipChildren
        case "keyPath":
            guard let path = node.arguments.first?.expression.memberPath, path.count > 1 else {
                fail(Syntax(node), reason: "the adapter reads `#keyPath(Type.property.property)` only")
                return .skipChildren
            }
            let replacement = "\"" + path.dropFirst().joined(separator: ".") + "\""
            replace(Syntax(node), with: replacement)
            report(Syntax(node), construct: node.shortText, replacement: replacement)
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// The method or property a `#selector` names, with `labels` as written (`nil` when omitted).
    func selectorTarget(_ node: MacroExpansionExprSyntax) -> MemberName? {
        guard let argument = node.arguments.first else { return nil }
        var expression = argument.expression
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            expression = first  // `#selector(f as (Int) -> Void)`
        }
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else if let declReference = expression.as(DeclReferenceExprSyntax.self) {
            reference = declReference
        } else {
            return nil
        }
        let labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
        return MemberName(baseName: reference.baseName.text, labels: labels)
    }

    /// The Objective-C selector a `#selector(…)` stands for, or `nil` when the form is not read.
    func selectorString(_ node: MacroExpansionExprSyntax) -> String? {
        guard let target = selectorTarget(node) else { return nil }
        switch node.arguments.first?.label?.text {
        case "getter": return ObjCSelectorName.getter(target.baseName)
        case "setter": return ObjCSelectorName.setter(target.baseName)
        case nil: break
        default: return nil
        }
        let candidates = methods[target.baseName] ?? []
        let declared: (labels: [String], objCName: String?)?
        if let labels = target.labels {
            declared = candidates.first { $0.labels == labels }
        } else {
            // `#selector(handlePan)`: the file's only method of that name says which labels.
            declared = candidates.count == 1 ? candidates[0] : candidates.first { $0.labels.isEmpty }
        }
        if let objCName = declared?.objCName { return objCName }
        let labels = target.labels ?? declared?.labels ?? []
        return ObjCSelectorName.method(baseName: target.baseName, labels: labels)
    }
}

extension ExprSyntax {
    /// `Type.a.b` as `["Type", "a", "b"]`, or `nil` for any other expression.
    var memberPath: [String]? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        guard let member = self.as(MemberAccessExprSyntax.self), let base = member.base?.memberPath else {
            return nil
        }
        return base + [member.declName.baseName.text]
    }
}
