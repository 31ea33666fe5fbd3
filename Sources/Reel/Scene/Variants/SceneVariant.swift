import CollectionLayout
import Foundation
import HeadlessUI
import Layouts

/// One variant of a scene: the same layout on another device, in right-to-left, dark, at another
/// Dynamic Type size or with other item counts. `--variants` and a scene's `variants:` list them;
/// ``Scene/applyingVariants(_:)`` draws each as a labelled pane of a grid.
///
/// Written as words joined by `+`, each changing one thing: a device (`iphone-se`, `iphone`,
/// `iphone-pro-max`, `ipad`, `ipad-landscape`), `ltr` or `rtl`, `light` or `dark`, a Dynamic Type
/// size (`XS` … `XXXL`, `AX1` … `AX5`, or UIKit's names such as `accessibilityExtraLarge`),
/// `items=N` or `items=[N, M]`. `ipad-landscape+rtl+dark` is one variant; `base` changes nothing.
public struct SceneVariant: Hashable, Sendable {
    /// The variant as written (`ipad+rtl`).
    public var name: String
    /// The device whose screen and traits the pane takes.
    public var device: DeviceSpec?
    /// The layout direction.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// Light or dark.
    public var appearance: UserInterfaceStyle?
    /// The Dynamic Type size.
    public var contentSizeCategory: ContentSizeCategory?
    /// Items per section.
    public var itemCounts: [Int]?

    /// A variant that changes nothing, named `name`.
    public init(name: String) { self.name = name }

    /// The caption drawn above the variant's pane, its words in the order written:
    /// "iPhone SE · RTL · dark · Dynamic Type AX5 · 10 items".
    public var caption: String {
        var parts: [String] = []
        for word in name.split(separator: "+").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let lowered = word.lowercased()
            if let device = DeviceSpec.preset(lowered) {
                parts.append(device.name)
            } else if lowered == "ltr" || lowered == "rtl" {
                parts.append(lowered.uppercased())
            } else if lowered == "light" || lowered == "dark" {
                parts.append(lowered)
            } else if let category = ContentSizeCategory(named: word) {
                parts.append("Dynamic Type \(category)")
            } else if lowered.hasPrefix("items="), let itemCounts {
                let total = itemCounts.reduce(0, +)
                parts.append(
                    itemCounts.count == 1
                        ? "\(total) items" : "items \(itemCounts.map(String.init).joined(separator: ", "))")
            }
        }
        return parts.isEmpty ? "as written" : parts.joined(separator: " · ")
    }

    /// Shorthands that stand for several variants: `devices` (the five device presets),
    /// `appearances` (light, dark), `directions` (ltr, rtl), `dynamic-type` (XS, L, XXXL, AX5).
    public static let groups: [String: [String]] = [
        "devices": DeviceSpec.presets.map(\.key),
        "appearances": ["light", "dark"],
        "directions": ["ltr", "rtl"],
        "dynamic-type": ["XS", "L", "XXXL", "AX5"],
    ]

    /// The variants of a comma-separated list (`iphone-se, ipad+rtl, dark`; commas inside
    /// `[…]` belong to an `items=[…]`), groups expanded; at most 24.
    public static func list(_ text: String) throws -> [SceneVariant] {
        var words: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if character == ",", depth == 0 {
                words.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        words.append(current)
        var variants: [SceneVariant] = []
        for word in words.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard !word.isEmpty else {
                throw VariantError("an empty variant in '\(text)'; separate variants by single commas")
            }
            if let group = groups[word.lowercased()] {
                variants += try group.map(parse)
            } else {
                variants.append(try parse(word))
            }
        }
        guard variants.count <= 24 else {
            throw VariantError("\(variants.count) variants; a grid holds at most 24")
        }
        let names = variants.map(\.name)
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw VariantError("the variant '\(repeated)' is listed twice")
        }
        return variants
    }

    /// One variant: words joined by `+`.
    public static func parse(_ text: String) throws -> SceneVariant {
        var variant = SceneVariant(name: text)
        for rawWord in text.split(separator: "+", omittingEmptySubsequences: false) {
            let word = rawWord.trimmingCharacters(in: .whitespaces)
            func once<Value>(_ value: Value?, _ what: String) throws {
                if value != nil { throw VariantError("'\(text)' gives \(what) twice") }
            }
            if word.lowercased() == "base" { continue }
            if let device = DeviceSpec.preset(word) {
                try once(variant.device, "a device")
                variant.device = device
            } else if ["ltr", "rtl"].contains(word.lowercased()) {
                try once(variant.layoutDirection, "a layout direction")
                variant.layoutDirection = word.lowercased() == "rtl" ? .rightToLeft : .leftToRight
            } else if ["light", "dark"].contains(word.lowercased()) {
                try once(variant.appearance, "an appearance")
                variant.appearance = word.lowercased() == "dark" ? .dark : .light
            } else if let category = ContentSizeCategory(named: word) {
                try once(variant.contentSizeCategory, "a Dynamic Type size")
                variant.contentSizeCategory = category
            } else if word.lowercased().hasPrefix("items=") {
                try once(variant.itemCounts, "item counts")
                variant.itemCounts = try itemCounts(String(word.dropFirst("items=".count)), in: text)
            } else if let group = groups[word.lowercased()] {
                throw VariantError(
                    "'\(word)' in '\(text)' is a group of variants (\(group.joined(separator: ", "))); a group stands alone in the list, it cannot be joined with +"
                )
            } else {
                let words =
                    DeviceSpec.presets.map(\.key) + ["ltr", "rtl", "light", "dark", "base"]
                    + ContentSizeCategory.ordered.map(\.shortName)
                let suggestion =
                    LayoutRegistry.closest(to: word.lowercased(), among: words).map { "did you mean '\($0)'? " } ?? ""
                throw VariantError(
                    "unknown variant '\(word)'\(word == text ? "" : " in '\(text)'"); \(suggestion)a variant is a device (\(DeviceSpec.presets.map(\.key).joined(separator: ", "))), ltr or rtl, light or dark, a Dynamic Type size (XS, S, M, L, XL, XXL, XXXL, AX1 … AX5), items=N or items=[N, M], joined by +; or a group: \(groups.keys.sorted().joined(separator: ", "))"
                )
            }
        }
        return variant
    }

    private static func itemCounts(_ text: String, in variant: String) throws -> [Int] {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("["), body.hasSuffix("]") { body = String(body.dropFirst().dropLast()) }
        let counts = body.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard !counts.isEmpty, counts.count <= 1_000, counts.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? 0) <= 100_000 })
        else {
            throw VariantError(
                "'\(variant)': items= takes whole numbers 0 to 100,000 per section, such as items=30 or items=[10, 5]")
        }
        return counts.compactMap { $0 }
    }
}

/// A variant that cannot be read or applied; the message names it.
public struct VariantError: Error, CustomStringConvertible, Sendable {
    /// What is wrong and what is allowed.
    public let description: String
    init(_ description: String) { self.description = description }
}
