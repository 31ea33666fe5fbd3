import CollectionLayout
import Foundation
import UIKitLayouts

/// Layout attributes that carry plugin values in a dictionary (the original library's
/// `PluginableFlowLayoutAttributes`).
///
/// Plugins store values under keys they choose; ``PercentageFlowLayoutPlugin`` uses the
/// original's keys (`PluginableFlowLayout/PercentageFlowLayoutPlugin.swift_collectionVisibility`
/// and so on) and offers ``percentageInfo`` to read them. Copies carry the dictionary and the
/// scroll direction; equality requires both to be equal, so a changed plugin value counts as a
/// changed layout.
open class PluginableFlowLayoutAttributes: CollectionViewLayoutAttributes {
    /// The scroll direction of the layout that made these attributes.
    open var scrollDirection: CollectionViewScrollDirection = .vertical
    /// Plugin values by key.
    open var dictWithProperties: [String: AnyHashable] = [:]

    /// A copy with the standard attributes, ``scrollDirection`` and ``dictWithProperties``.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? PluginableFlowLayoutAttributes {
            copy.scrollDirection = scrollDirection
            copy.dictWithProperties = dictWithProperties
        }
        return copy
    }

    /// Equal when the standard attributes, ``scrollDirection`` and ``dictWithProperties`` are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PluginableFlowLayoutAttributes,
            other.dictWithProperties == dictWithProperties, other.scrollDirection == scrollDirection
        else { return false }
        return super.isEqual(object)
    }
}
