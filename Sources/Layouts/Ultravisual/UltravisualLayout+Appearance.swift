import CollectionLayout
import Foundation

extension UltravisualLayout: ElementAppearanceProviding {
    /// The tutorial cell's layers, bottom first: `image` (full bounds), `overlay` (full bounds,
    /// alpha = the cover alpha), `title` (centred, scaled by the title scale) and two `label`
    /// layers (speaker, time and room) with alpha delta. See ``UltravisualCellAppearance``.
    public func appearanceLayers(for attributes: CollectionViewLayoutAttributes) -> [AppearanceLayer] {
        guard attributes.representedElementCategory == .cell else { return [] }
        let bounds = attributes.bounds
        let look = appearance(for: attributes)
        let margin: CGFloat = 16
        let textWidth = max(0, bounds.width - 2 * margin)
        let item = attributes.indexPath.item
        return [
            AppearanceLayer(role: "image", frame: bounds),
            AppearanceLayer(role: "overlay", frame: bounds, alpha: look.imageCoverAlpha),
            AppearanceLayer(
                role: "title", frame: CGRect(x: margin, y: bounds.midY - 20, width: textWidth, height: 40),
                transform: CGAffineTransform(scaleX: look.titleScale, y: look.titleScale),
                text: "Session \(item + 1)", fontSize: 32),
            AppearanceLayer(
                role: "label", frame: CGRect(x: margin, y: bounds.midY + 24, width: textWidth, height: 20),
                alpha: look.labelAlpha, text: "Speaker \(item + 1)", fontSize: 15),
            AppearanceLayer(
                role: "label", frame: CGRect(x: margin, y: bounds.midY + 46, width: textWidth, height: 20),
                alpha: look.labelAlpha, text: "Time and room", fontSize: 13),
        ]
    }

    /// The cell appearance for the height in `attributes`.
    public func appearance(for attributes: CollectionViewLayoutAttributes) -> UltravisualCellAppearance {
        UltravisualCellAppearance(
            cellHeight: attributes.size.height, standardHeight: standardHeight, featuredHeight: featuredHeight)
    }
}
