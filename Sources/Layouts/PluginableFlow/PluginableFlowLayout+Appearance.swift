import CollectionLayout
import Foundation

/// Shows `collectionVisibility` (p) in rendered frames the way the original README's cell does
/// in `apply(_:)`:
/// - an `image` layer the size of the element, shifted along the scroll axis by
///   `−p/2 × element length` (parallax: the image lags as the cell leaves);
/// - an `overlay` layer (the README's dimming view) over the whole element with alpha
///   `1 − |2p|`, clamped to 0…1.
/// Elements without the value (the plugin not installed) get no layers.
extension PluginableFlowLayout: ElementAppearanceProviding {
    /// The `image` and `overlay` layers for the element's `collectionVisibility`, bottom first;
    /// none when the element carries no such value.
    public func appearanceLayers(for attributes: CollectionViewLayoutAttributes) -> [AppearanceLayer] {
        guard let pluginable = attributes as? PluginableFlowLayoutAttributes,
            let visibility = pluginable.percentageInfo.collectionVisibility
        else { return [] }
        let direction = pluginable.scrollDirection
        let bounds = CGRect(origin: .zero, size: attributes.size)
        let shift = -visibility / 2 * direction.scrollLength(of: attributes.size)
        let imageFrame =
            direction == .horizontal
            ? bounds.offsetBy(dx: shift, dy: 0)
            : bounds.offsetBy(dx: 0, dy: shift)
        let overlayAlpha = min(max(1 - abs(visibility * 2), 0), 1)
        return [
            AppearanceLayer(role: "image", frame: imageFrame),
            AppearanceLayer(role: "overlay", frame: bounds, alpha: overlayAlpha),
        ]
    }
}
