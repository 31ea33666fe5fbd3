import SwiftSyntax

/// Compilation conditions: a layout file is iOS code, so `#if os(…)` and
/// `#if targetEnvironment(…)` are answered as an iOS device build answers them.
///
/// Linux answers `os(iOS)` with false, so `#if os(tvOS) … #elseif os(iOS) … #endif` would keep no
/// branch at all ("missing return"), and `#if os(iOS)` code — the code the app runs — would
/// silently disappear. Each such platform condition becomes the literal an iOS build gives it:
/// `os(iOS)` → `true`; `os(tvOS)`, `os(macOS)`, `os(watchOS)`, `os(visionOS)`, `os(Linux)`… →
/// `false`; `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` → `false` (a
/// device). Left alone: `canImport(…)` (Linux already answers it for the modules LayoutReel offers:
/// `UIKit`, `CoreGraphics`, `QuartzCore` exist, `AppKit` does not), `swift(…)`, `compiler(…)`,
/// `arch(…)`, custom flags, and every condition of an `#if` whose branches only import modules
/// (`#if os(Linux) import Glibc #else import Darwin #endif` picks the C library, which must be
/// the machine's).
extension AdapterPass {
    func visitIfConfig(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let onlyImports = node.clauses.allSatisfy { clause in
            guard let elements = clause.elements else { return true }
            guard case .statements(let items) = elements else { return false }
            return items.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
        }
        guard !onlyImports else { return .visitChildren }
        for clause in node.clauses {
            guard let condition = clause.condition else { continue }
            for call in condition.platformConditions {
                guard let answer = Self.iOSAnswer(to: call) else { continue }
                replace(Syntax(call), with: answer ? "true" : "false")
                report(
                    Syntax(call), construct: "#\(clause.poundKeyword.text.dropFirst()) … \(call.trimmedDescription)",
                    replacement: "`\(answer)`, as an iOS device build evaluates it (Linux would say "
                        + "`\(Self.linuxAnswer(to: call))`)")
            }
        }
        return .visitChildren
    }

    /// What an iOS device build answers for `os(…)` or `targetEnvironment(…)`; nil for the other
    /// conditions, left to the compiler.
    static func iOSAnswer(to call: FunctionCallExprSyntax) -> Bool? {
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        switch function {
        case "os": return argument == "iOS"
        case "targetEnvironment": return false
        default: return nil
        }
    }

    /// What Linux would answer, for the report.
    static func linuxAnswer(to call: FunctionCallExprSyntax) -> Bool {
        let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return function == "os" && argument == "Linux"
    }
}

extension ExprSyntax {
    /// The calls `name(argument)` inside a compilation condition, outermost first.
    var platformConditions: [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var pending: [Syntax] = [Syntax(self)]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self) {
                calls.append(call)
                continue
            }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return calls
    }
}
