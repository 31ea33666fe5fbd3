import CollectionLayout
import Foundation
import UIKitLayouts

/// A step that adds values to a ``PluginableFlowLayout``'s attributes each time the layout is
/// queried (the original library's `FlowLayoutPlugin`).
///
/// The layout runs its plugins in array order on every element returned by
/// `layoutAttributesForElements(in:)`; each plugin receives the previous one's output and
/// stores what it computes in the attributes' ``PluginableFlowLayoutAttributes/dictWithProperties``.
/// The default implementation returns the attributes unchanged.
public protocol FlowLayoutPlugin {
    /// The attributes with this plugin's values added.
    /// - Parameters:
    ///   - attributes: The element's attributes (already placed by the flow layout).
    ///   - collectionView: The collection view, for its bounds and content offset.
    ///   - scrollDirection: The layout's scroll direction.
    ///   - alignment: The layout's snapping alignment, nil when it does not snap.
    ///   - sectionInset: The insets of the element's section.
    func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in collectionView: CollectionView,
        scrollDirection: CollectionViewScrollDirection,
        alignment: PluginableFlowLayoutAlignment?,
        sectionInset: EdgeInsets
    ) -> PluginableFlowLayoutAttributes
}

extension FlowLayoutPlugin {
    /// Returns `attributes` unchanged: a plugin that adds nothing.
    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in collectionView: CollectionView,
        scrollDirection: CollectionViewScrollDirection,
        alignment: PluginableFlowLayoutAlignment?,
        sectionInset: EdgeInsets
    ) -> PluginableFlowLayoutAttributes {
        attributes
    }
}
