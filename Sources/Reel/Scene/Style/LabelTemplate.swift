import CollectionLayout
import Foundation

/// Fills in a label template such as `"{item}"` or `"{kind} {section}"`.
///
/// Placeholders: `{item}` and `{row}` (the index path's item, from 0), `{number}` (the item
/// counted from 1, as a list shows it to people), `{section}`, `{kind}` (the short kind name:
/// `cell`, `header`, `footer` or the kind string) and `{zIndex}`. Any other text is copied as
/// written.
public enum LabelTemplate {
    /// The longest label template a scene may give, in characters: labels are drawn on every
    /// element of every frame.
    public static let longestTemplate = 1000
    /// The placeholders a template may use.
    public static let placeholders = ["item", "row", "number", "section", "kind", "zIndex"]

    /// The template with its placeholders replaced by the values of `attributes`.
    public static func render(_ template: String, for attributes: CollectionViewLayoutAttributes) -> String {
        let kind = attributes.representedElementKind.map(StyleSheet.shortName(forKind:)) ?? "cell"
        return render(
            template, item: attributes.indexPath.item, section: attributes.indexPath.section,
            kind: kind, zIndex: attributes.zIndex)
    }

    /// The template with its placeholders replaced by the given values.
    ///
    /// The placeholders are replaced one name after the other, in the order of ``placeholders``
    /// (so a kind string holding `{zIndex}` gets the z index). Labels are filled in for every
    /// element of every frame, so this stays in the standard library: Foundation's
    /// `replacingOccurrences` took 4 % of a busy scene's whole render.
    public static func render(_ template: String, item: Int, section: Int, kind: String, zIndex: Int) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var text = template
        for name in placeholders {
            let placeholder = "{" + name + "}"
            guard text.contains(placeholder) else { continue }
            let value: String
            switch name {
            case "item", "row": value = String(item)
            case "number": value = String(item + 1)
            case "section": value = String(section)
            case "kind": value = kind
            default: value = String(zIndex)
            }
            text = text.replacing(placeholder, with: value)
        }
        return text
    }

    /// The placeholder names in `template` that are not known, in order of appearance.
    public static func unknownPlaceholders(in template: String) -> [String] {
        var unknown: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = String(after[..<close])
            if !placeholders.contains(name) { unknown.append(name) }
            rest = after[after.index(after: close)...]
        }
        return unknown
    }
}
