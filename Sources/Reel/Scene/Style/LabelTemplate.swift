import CollectionLayout
import Foundation

/// Fills in a label template such as `"{item}"` or `"{kind} {section}"`.
///
/// Placeholders: `{item}` and `{row}` (the index path's item, from 0), `{number}` (the item
/// counted from 1, as a list shows it to people), `{index}` (the item in a pane of one section,
/// `section.item` in a pane of several, so that elements of different sections never share a
/// label), `{section}`, `{kind}` (the short kind name: `cell`, `header`, `footer`, or a short
/// form of the kind string, see ``StyleSheet/shortName(forKind:)``) and `{zIndex}`. Any other
/// text is copied as written.
public enum LabelTemplate {
    /// The longest label template a scene may give, in characters: labels are drawn on every
    /// element of every frame.
    public static let longestTemplate = 1000
    /// The placeholders a template may use.
    public static let placeholders = ["item", "row", "number", "index", "section", "kind", "zIndex"]

    /// The template with its placeholders replaced by the values of `attributes`.
    /// `sections` is how many sections the element's pane has (for `{index}`).
    public static func render(
        _ template: String, for attributes: CollectionViewLayoutAttributes, sections: Int = 1
    ) -> String {
        let kind = attributes.representedElementKind.map(StyleSheet.shortName(forKind:)) ?? "cell"
        return render(
            template, item: attributes.indexPath.item, section: attributes.indexPath.section,
            kind: kind, zIndex: attributes.zIndex, sections: sections)
    }

    /// The template with its placeholders replaced by the given values.
    ///
    /// The placeholders are replaced one name after the other, in the order of ``placeholders``
    /// (so a kind string holding `{zIndex}` gets the z index). Labels are filled in for every
    /// element of every frame, so this works on the template's UTF-8 bytes (the placeholders are
    /// ASCII, and `{`, `}` are never part of a longer character's bytes): Foundation's string
    /// search took 4 % of a busy scene's whole render.
    public static func render(
        _ template: String, item: Int, section: Int, kind: String, zIndex: Int, sections: Int = 1
    ) -> String {
        var bytes = Array(template.utf8)
        guard bytes.contains(UInt8(ascii: "{")) else { return template }
        for (index, placeholder) in placeholderBytes.enumerated() {
            guard let first = firstOccurrence(of: placeholder, in: bytes, from: 0) else { continue }
            let value: String
            switch index {
            case 0, 1: value = String(item)  // {item}, {row}
            case 2: value = String(item + 1)  // {number}
            case 3: value = sections > 1 ? "\(section).\(item)" : String(item)  // {index}
            case 4: value = String(section)
            case 5: value = kind
            default: value = String(zIndex)
            }
            var replaced = Array(bytes[..<first])
            var position = first
            while let found = firstOccurrence(of: placeholder, in: bytes, from: position) {
                replaced += bytes[position..<found]
                replaced += value.utf8
                position = found + placeholder.count
            }
            replaced += bytes[position...]
            bytes = replaced
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `{item}`, `{row}`, … as UTF-8, in the order of ``placeholders``.
    private static let placeholderBytes: [[UInt8]] = placeholders.map { Array("{\($0)}".utf8) }

    /// Where `pattern` first occurs in `bytes` at or after `start`.
    private static func firstOccurrence(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
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
