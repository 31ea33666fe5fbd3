import SwiftSyntax

/// Gives files of a framework target the `import UIKit` they saw implicitly on iOS.
///
/// A framework (a CocoaPods pod, an Xcode framework target) imports its own umbrella module,
/// which imports UIKit, into every Swift file; so a file of a pod that says only
/// `import Foundation` still sees `UIView`. When files are adapted together and one of them
/// imports UIKit, a file that uses a `UI…` type without importing UIKit gets `import UIKit; `
/// in front of its first import (same line, reported as a rewrite).
enum ImplicitImport {
    /// Whether the file imports `module`.
    static func imports(_ tree: SourceFileSyntax, _ module: String) -> Bool {
        tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module
        }
    }

    /// The edit and rewrite for `tree` (nil when the file needs none).
    static func edit(
        for tree: SourceFileSyntax, fileName: String, converter: SourceLocationConverter
    ) -> (TextEdit, Rewrite)? {
        guard !imports(tree, "UIKit"),
            let firstImport = tree.statements.lazy.compactMap({ $0.item.as(ImportDeclSyntax.self) }).first,
            tree.tokens(viewMode: .sourceAccurate).contains(where: isUIKitTypeName)
        else { return nil }
        let position = firstImport.positionAfterSkippingLeadingTrivia
        let location = firstImport.startLocation(converter: converter)
        let edit = TextEdit(
            start: position.utf8Offset, end: position.utf8Offset, replacement: "import UIKit; ", sequence: 0)
        let rewrite = Rewrite(
            file: fileName, line: location.line, column: location.column, construct: firstImport.trimmedDescription,
            replacement: "`import UIKit; \(firstImport.trimmedDescription)` — the file uses UIKit types, which "
                + "its framework's umbrella module imported implicitly on iOS")
        return (edit, rewrite)
    }

    private static func isUIKitTypeName(_ token: TokenSyntax) -> Bool {
        guard case .identifier(let text) = token.tokenKind else { return false }
        let characters = Array(text.utf8)
        return characters.count > 2 && characters[0] == UInt8(ascii: "U") && characters[1] == UInt8(ascii: "I")
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(characters[2])
    }
}
