import CollectionLayout
import Foundation

/// Expands a label template such as `"{item}"` or `"{section}.{item} z{zIndex}"` for an element.
///
/// Placeholders: `{item}`, `{row}` (same as item), `{section}`, `{kind}` (`header`, `footer` or
/// the kind string), `{category}` (`cell`, `supplementary`, `decoration`), `{zIndex}`, `{alpha}`
/// (two decimals). Unknown placeholders are left as written.
public enum LabelTemplate {
    public static func render(_ template: String, for element: ElementSnapshot) -> String {
        guard template.contains("{") else { return template }
        let replacements: [(String, String)] = [
            ("{item}", String(element.item)),
            ("{row}", String(element.item)),
            ("{section}", String(element.section)),
            ("{kind}", shortKind(element.kind)),
            ("{category}", element.category.description),
            ("{zIndex}", String(element.zIndex)),
            ("{alpha}", String(format: "%.2f", Double(element.alpha))),
        ]
        return replacements.reduce(template) { text, pair in
            text.replacingOccurrences(of: pair.0, with: pair.1)
        }
    }

    /// `header` and `footer` for UIKit's section header and footer kinds, the kind otherwise.
    public static func shortKind(_ kind: String?) -> String {
        switch kind {
        case ElementKind.sectionHeader: "header"
        case ElementKind.sectionFooter: "footer"
        case let other?: other
        case nil: ""
        }
    }
}
