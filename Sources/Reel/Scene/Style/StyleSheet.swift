import CollectionLayout

/// The styles of a scene or pane: one per element category, patches per element kind, and
/// colours per appearance-layer role.
public struct StyleSheet: Hashable, Sendable {
    /// The style of cells.
    public var cell: ElementStyle
    /// Supplementary views of a kind without its own entry in ``kinds``.
    public var supplementary: ElementStyle
    /// Decoration views of a kind without its own entry in ``kinds``.
    public var decoration: ElementStyle
    /// Changes for elements of one kind, applied over their category's style. Keys are full kind
    /// strings; scenes may write `header` and `footer` for UIKit's section header and footer kinds.
    public var kinds: [String: ElementStylePatch]
    /// Appearance-layer colours by role, over ``LayerStyle/defaults``.
    public var roles: [String: LayerStyle]

    /// A style sheet from its parts; by default each category's built-in style, no kind patches
    /// and the built-in role colours.
    public init(
        cell: ElementStyle = .defaultCell, supplementary: ElementStyle = .defaultSupplementary,
        decoration: ElementStyle = .defaultDecoration, kinds: [String: ElementStylePatch] = [:],
        roles: [String: LayerStyle] = [:]
    ) {
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
        self.kinds = kinds
        self.roles = roles
    }

    /// The style of an element of `category` and `kind` (nil for cells).
    public func style(for category: ElementCategory, kind: String?) -> ElementStyle {
        let base: ElementStyle =
            switch category {
            case .cell: cell
            case .supplementaryView: supplementary
            case .decorationView: decoration
            }
        guard let kind, let patch = kinds[kind] else { return base }
        return patch.applied(to: base)
    }

    /// The style of appearance layers with `role`.
    public func layerStyle(forRole role: String) -> LayerStyle {
        roles[role] ?? LayerStyle.defaults[role] ?? .fallback
    }

    /// The full kind string for a scene's short name: `header` and `footer` become UIKit's
    /// section header and footer kinds; any other name is returned unchanged.
    public static func kind(forShortName name: String) -> String {
        switch name {
        case "header": ElementKind.sectionHeader
        case "footer": ElementKind.sectionFooter
        default: name
        }
    }

    /// The short name a label, a plot or an overlay shows for a kind string: `header` and
    /// `footer` for UIKit's kinds and for any kind that ends in "header" or "footer" (a library's
    /// `MagazineLayoutSupplementaryViewKindSectionHeader`); a kind of at most 16 characters as it
    /// is; a longer one by its last part after `.`, `-`, `_` or `/`, or its last CamelCase words
    /// that fit in 16 characters. ``kind(forShortName:)`` maps `header` and `footer` back.
    public static func shortName(forKind kind: String) -> String {
        switch kind {
        case ElementKind.sectionHeader: return "header"
        case ElementKind.sectionFooter: return "footer"
        default: break
        }
        // A library's constant (`MagazineLayoutSupplementaryViewKindSectionHeader`,
        // `com.example.badge`) reads as its last word: what tells elements apart on a frame.
        let lowered = kind.lowercased()
        if lowered.hasSuffix("header") { return "header" }
        if lowered.hasSuffix("footer") { return "footer" }
        guard kind.count > 16 else { return kind }
        let lastPart = kind.split(whereSeparator: { ".-_ /:".contains($0) }).last.map(String.init) ?? kind
        guard lastPart.count > 16 else { return lastPart }
        // The last CamelCase words that fit in 16 characters.
        var words: [String] = []
        var current = ""
        for character in lastPart {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        var short = ""
        for word in words.reversed() {
            guard short.count + word.count <= 16 else { break }
            short = word + short
        }
        return short.isEmpty ? String(lastPart.suffix(16)) : short.prefix(1).lowercased() + short.dropFirst()
    }
}
