import CollectionLayout
import Foundation

extension PizzaHalfSelectorLayout: ElementAppearanceProviding {
    /// A cell shows an `image` ellipse the size of the pizza (diameter h) whose centre sits on
    /// the cell's seam edge, so the element's clip leaves only the correct half: the right edge for
    /// `.left` (the original's `.topRight` content mode), the left edge for `.right` (`.topLeft`).
    /// A header shows a `title` text layer.
    public func appearanceLayers(for attributes: CollectionViewLayoutAttributes) -> [AppearanceLayer] {
        let bounds = attributes.bounds
        let row = attributes.indexPath.row
        switch attributes.representedElementCategory {
        case .cell:
            return [AppearanceLayer(role: "image", frame: pizzaImageFrame(in: bounds), shape: .ellipse)]
        case .supplementaryView:
            return [AppearanceLayer(role: "title", frame: bounds, text: "Pizza \(row + 1)", fontSize: 17)]
        default:
            return []
        }
    }

    /// The pizza's circle in a cell's bounds: diameter = item height, top-aligned, centred on the
    /// seam edge.
    public func pizzaImageFrame(in bounds: CGRect) -> CGRect {
        let diameter = itemSize.height
        let centreX: CGFloat = orientation == .left ? bounds.width : 0
        return CGRect(x: centreX - diameter / 2, y: 0, width: diameter, height: diameter)
    }
}
