import CollectionLayout
import Foundation

extension PizzaHalfSelectorLayout: ElementAppearanceProviding {
    /// A cell shows an `image` ellipse the size of the pizza (diameter h) whose centre sits on
    /// the cell's seam edge, so the element's clip leaves only the correct half: the right edge for
    /// `.left` (the original's `.topRight` content mode), the left edge for `.right` (`.topLeft`).
    /// Headers have no extra layers: the scene's header style draws their label.
    public func appearanceLayers(for attributes: CollectionViewLayoutAttributes) -> [AppearanceLayer] {
        let bounds = attributes.bounds
        guard attributes.representedElementCategory == .cell else { return [] }
        return [AppearanceLayer(role: "image", frame: pizzaImageFrame(in: bounds), shape: .ellipse)]
    }

    /// The pizza's circle in a cell's bounds: diameter = item height, top-aligned, centred on the
    /// seam edge.
    public func pizzaImageFrame(in bounds: CGRect) -> CGRect {
        let diameter = itemSize.height
        let centreX: CGFloat = orientation == .left ? bounds.width : 0
        return CGRect(x: centreX - diameter / 2, y: 0, width: diameter, height: diameter)
    }
}
