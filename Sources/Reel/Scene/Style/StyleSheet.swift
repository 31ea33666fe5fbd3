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

    /// The short name for a kind string, the inverse of ``kind(forShortName:)``.
    public static func shortName(forKind kind: String) -> String {
        switch kind {
        case ElementKind.sectionHeader: "header"
        case ElementKind.sectionFooter: "footer"
        default: kind
        }
    }
}
