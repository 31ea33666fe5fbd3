import SwiftSyntax

/// Call sites: optional-requirement calls and property reads, and the Objective-C runtime calls
/// (`perform`, `responds(to:)` on an optional requirement) that cannot be adapted. String-keyed
/// KVO (`addObserver(_:forKeyPath:options:context:)`, `observeValue(forKeyPath:…)`) is left as it
/// is: the UIKit module gives the headless views and layouts Foundation's API for it.
extension AdapterPass {
    func visitCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var labels: [String?] = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append(nil) }
        labels += node.additionalTrailingClosures.map { $0.label.text }

        if let (member, baseName, marker) = optionalRequirementCallee(node.calledExpression) {
            let declared = requirements.contains { $0.matchesCall(baseName: baseName, labels: labels) }
            // A call with an argument label is a method: a closure property's call has none.
            let labelled = labels.contains { $0 != nil && $0 != "_" }
            if declared || labelled {
                adaptOptionalCall(node, member: member, baseName: baseName, marker: marker, labels: labels)
            }
        }
        qualifyGlobalAbs(node)
        return checkRuntimeCall(node, labels: labels)
    }

    /// `abs(x)` inside `extension CGFloat { … }` becomes `Swift.abs(x)`: Linux Foundation's
    /// `CGFloat` declares a static `abs`, which hides the standard library's function there
    /// ("static member 'abs' cannot be used on instance of type 'CGFloat'"); Apple's does not.
    private func qualifyGlobalAbs(_ node: FunctionCallExprSyntax) {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "abs",
            callee.argumentNames == nil, node.arguments.count == 1, node.arguments.first?.label == nil
        else { return }
        var parent = node.parent
        while let current = parent {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                guard ["CGFloat", "CoreGraphics.CGFloat"].contains(extensionDecl.extendedType.trimmedDescription)
                else { return }
                replace(Syntax(callee), with: "Swift.abs")
                report(
                    Syntax(node), construct: node.shortText,
                    replacement: "`Swift.abs(…)`: in an extension of CGFloat, Linux Foundation's static `CGFloat.abs` "
                        + "hides the standard library's function (Apple's CGFloat has none)")
                return
            }
            if current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
            {
                return
            }
            parent = current.parent
        }
    }

    func visitMemberAccess(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard node.declName.argumentNames == nil, node.base?.is(OptionalChainingExprSyntax.self) == true,
            requirements.contains(where: { $0.isProperty && $0.baseName == name })
        else { return .visitChildren }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            return .visitChildren
        }
        let root = node.postfixChainRoot
        guard !root.isAssignmentTarget else { return .visitChildren }
        wrapChain(around: Syntax(node), forced: false)
        report(
            Syntax(node), construct: node.shortText,
            replacement: "`(try? \(root.trimmedDescription))`: nil when the conformer does not implement `\(name)`")
        return .visitChildren
    }

    /// `x?.f?`, `x?.f!` or (inside the protocol's own extension) `f?` as a callee: the member
    /// expression, its base name and the `?`/`!` token.
    private func optionalRequirementCallee(_ callee: ExprSyntax) -> (ExprSyntax, String, TokenSyntax)? {
        let inner: ExprSyntax
        let marker: TokenSyntax
        if let chaining = callee.as(OptionalChainingExprSyntax.self) {
            (inner, marker) = (chaining.expression, chaining.questionMark)
        } else if let force = callee.as(ForceUnwrapExprSyntax.self) {
            (inner, marker) = (force.expression, force.exclamationMark)
        } else {
            return nil
        }
        if let member = inner.as(MemberAccessExprSyntax.self) {
            return (inner, member.declName.baseName.text, marker)
        }
        if let reference = inner.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return (inner, reference.baseName.text, marker)
        }
        return nil
    }

    private func adaptOptionalCall(
        _ node: FunctionCallExprSyntax, member: ExprSyntax, baseName: String, marker: TokenSyntax,
        labels: [String?]
    ) {
        let forced = marker.tokenKind == .exclamationMark
        let name = MemberName(baseName: baseName, labels: labels.map { $0 ?? "_" })
        remove(Syntax(marker), construct: nil, replacement: "")
        wrapChain(around: Syntax(node), forced: forced)
        let root = node.postfixChainRoot
        let markerless = root.trimmedDescription.replacingFirst(
            member.trimmedDescription + marker.text, with: member.trimmedDescription)
        let meaning =
            forced
            ? "traps when the conformer does not implement `\(name)`, as `!` does"
            : "nil when the conformer does not implement `\(name)`"
        report(
            Syntax(node), construct: node.shortText,
            replacement: "`(\(forced ? "try!" : "try?") \(markerless))`: \(meaning)")
    }

    /// Reports the Objective-C runtime calls that cannot be adapted, and rewrites
    /// `NSStringFromSelector(#selector(…))` and `NSSelectorFromString(…)`.
    private func checkRuntimeCall(_ node: FunctionCallExprSyntax, labels: [String?]) -> SyntaxVisitorContinueKind {
        let callee: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
        } else {
            return .visitChildren
        }
        let firstArgument = node.arguments.first?.expression
        let selectorArgument = firstArgument?.as(MacroExpansionExprSyntax.self).flatMap {
            $0.macroName.text == "selector" ? $0 : nil
        }
        switch callee {
        case "perform" where selectorArgument != nil, "performSelector", "performSelectorOnMainThread":
            fail(
                Syntax(node),
                reason: "performing a selector needs the Objective-C runtime, which Linux does not have; "
                    + "call the method directly (or through a closure)")
            return .skipChildren
        case "responds" where labels == ["to"]:
            guard let selectorArgument, let name = selectorTarget(selectorArgument),
                requirements.contains(where: {
                    $0.baseName == name.baseName && (name.labels == nil || $0.labels == name.labels)
                })
            else { return .visitChildren }
            fail(
                Syntax(node),
                reason: "asking whether a conformer implements an optional requirement needs the Objective-C "
                    + "runtime; call it with `?` instead — `if let value = delegate?.\(name.baseName)?(…) { … } "
                    + "else { fallback }` — which the adapter keeps nil for conformers that do not implement it")
            return .skipChildren
        case "NSStringFromSelector":
            guard let selectorArgument, let selector = selectorString(selectorArgument) else {
                fail(
                    Syntax(node),
                    reason: "only `NSStringFromSelector(#selector(…))` can be adapted (to the selector's string)")
                return .skipChildren
            }
            replace(Syntax(node), with: "\"\(selector)\"")
            report(Syntax(node), construct: node.shortText, replacement: "\"\(selector)\"")
            return .skipChildren
        case "NSSelectorFromString" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            replace(Syntax(node.calledExpression), with: "Selector")
            report(Syntax(node), construct: node.shortText, replacement: "`Selector(…)`")
            return .visitChildren
        default:
            return .visitChildren
        }
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var text = self
        text.replaceSubrange(range, with: replacement)
        return text
    }
}
