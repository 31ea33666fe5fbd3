import SwiftSyntax

/// Gives files of a framework target the `import UIKit` they saw implicitly on iOS.
///
/// A framework (a CocoaPods pod, an Xcode framework target) imports its own umbrella module,
/// which imports UIKit, into every Swift file; so a file of a pod that says only
/// `import Foundation`, or imports nothing at all, still sees `UIView`, `CALayer` and
/// `NSCollectionLayoutSize`. A file that uses such a name — `UI…`, `CA…`, `NSCollectionLayout…`,
/// `NSLayout…`, `NSDirectional…`, `NSDiffable…`, or `Selector` and `#selector(…)`, which UIKit
/// declares on Linux — without importing UIKit gets `import UIKit; `
/// in front of its first import (same line, reported as a rewrite). Among files adapted together
/// (a framework's files), one with no import at all gets it in front of its first declaration,
/// after its header comment. A file that imports UIKit (at its top level or under `#if`), uses
/// none of those names, or is adapted alone with no import at all, is left as it is.
enum ImplicitImport {
    /// Whether the file imports `module`, at its top level or inside an `#if` clause.
    static func imports(_ tree: SourceFileSyntax, _ module: String) -> Bool {
        imports(tree.statements, module)
    }

    private static func imports(_ statements: CodeBlockItemListSyntax, _ module: String) -> Bool {
        statements.contains { item in
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                return declaration.path.first?.name.text == module
            }
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return false }
            return conditional.clauses.contains { clause in
                guard case .statements(let inner)? = clause.elements else { return false }
                return imports(inner, module)
            }
        }
    }

    /// The edit and rewrite for `tree` (nil when the file needs none).
    ///
    /// - Parameter amongOthers: Whether the file is adapted with others (files of one target).
    static func edit(
        for tree: SourceFileSyntax, fileName: String, converter: SourceLocationConverter, amongOthers: Bool
    ) -> (TextEdit, Rewrite)? {
        let firstImport = tree.statements.lazy.compactMap({ $0.item.as(ImportDeclSyntax.self) }).first
        guard !imports(tree, "UIKit"),
            let first = firstImport.map(Syntax.init)
                ?? (amongOthers ? tree.statements.first.map { Syntax($0.item) } : nil),
            // `import UIKit; #if …` would not compile: a directive starts its line.
            !first.is(IfConfigDeclSyntax.self),
            tree.tokens(viewMode: .sourceAccurate).contains(where: isUIKitName)
                // `#selector(…)` becomes a `Selector` value, which UIKit declares on Linux.
                || tree.description.contains("#selector(")
        else { return nil }
        let position = first.positionAfterSkippingLeadingTrivia
        let location = first.startLocation(converter: converter)
        let construct = first.trimmedDescription.prefix { $0 != "\n" }
        let edit = TextEdit(
            start: position.utf8Offset, end: position.utf8Offset, replacement: "import UIKit; ", sequence: 0)
        let rewrite = Rewrite(
            file: fileName, line: location.line, column: location.column, construct: String(construct),
            replacement: "`import UIKit; \(construct)` — the file uses UIKit names, which "
                + "its framework's umbrella module imported implicitly on iOS")
        return (edit, rewrite)
    }

    /// The prefixes of UIKit's and Core Animation's type names that no Linux module declares.
    private static let prefixes: [[UInt8]] = [
        "UI", "CA", "NSCollectionLayout", "NSLayout", "NSDirectional", "NSDiffable",
    ]
    .map { Array($0.utf8) }

    private static func isUIKitName(_ token: TokenSyntax) -> Bool {
        guard case .identifier(let text) = token.tokenKind else { return false }
        if text == "Selector" || text == "NSSelectorFromString" || text == "NSStringFromSelector" { return true }
        let characters = Array(text.utf8)
        return prefixes.contains { prefix in
            characters.count > prefix.count && characters.starts(with: prefix)
                && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(characters[prefix.count])
        }
    }
}
