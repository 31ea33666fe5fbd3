import CollectionLayout
import Foundation

extension ParallaxPagesLayout: ElementAppearanceProviding {
    /// Items draw one layer of their style role (with their text, if any); page backgrounds draw
    /// a `pageBackground` layer labelled with the page number.
    public func appearanceLayers(for attributes: CollectionViewLayoutAttributes) -> [AppearanceLayer] {
        let bounds = attributes.bounds
        switch attributes.representedElementCategory {
        case .cell:
            guard model.items.indices.contains(attributes.indexPath.item) else { return [] }
            let item = model.items[attributes.indexPath.item]
            return [AppearanceLayer(role: item.role, frame: bounds, text: item.text)]
        case .decorationView where attributes.representedElementKind == Self.pageBackgroundKind:
            return [
                AppearanceLayer(
                    role: "pageBackground", frame: bounds, text: "\(attributes.indexPath.item + 1)", fontSize: 48)
            ]
        default:
            return []
        }
    }
}
