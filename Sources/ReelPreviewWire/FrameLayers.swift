import CollectionLayout
import Foundation
import HeadlessUI
import Reel

/// The appearance layers (``AppearanceLayer``) of a frame's elements, on their way from a
/// preview child to the parent: the frame's own encoding is the dump schema, which leaves them
/// out, so a Swift layout that adopts `ElementAppearanceProviding` sends them beside it.
///
/// Only elements with layers are listed, by pane and element index.
package struct FrameLayers: Codable, Sendable, Hashable {
    /// One element's layers.
    struct Entry: Codable, Sendable, Hashable {
        var pane: Int
        var element: Int
        var layers: [Layer]
    }

    /// An ``AppearanceLayer`` as plain numbers.
    struct Layer: Codable, Sendable, Hashable {
        var role: String
        var frame: CGRect
        /// `rectangle`, `roundedRectangle` or `ellipse`.
        var shape: String
        var cornerRadius: Double?
        var alpha: Double
        /// a, b, c, d, tx, ty.
        var transform: [Double]
        var text: String?
        var fontSize: Double

        init(_ layer: AppearanceLayer) {
            role = layer.role
            frame = layer.frame
            switch layer.shape {
            case .rectangle: shape = "rectangle"
            case .roundedRectangle(let radius):
                shape = "roundedRectangle"
                cornerRadius = Double(radius)
            case .ellipse: shape = "ellipse"
            }
            alpha = Double(layer.alpha)
            let t = layer.transform
            transform = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
            text = layer.text
            fontSize = Double(layer.fontSize)
        }

        var layer: AppearanceLayer {
            let shape: AppearanceLayer.Shape
            switch self.shape {
            case "roundedRectangle": shape = .roundedRectangle(cornerRadius: CGFloat(cornerRadius ?? 0))
            case "ellipse": shape = .ellipse
            default: shape = .rectangle
            }
            let t = transform.count == 6 ? transform.map { CGFloat($0) } : [1, 0, 0, 1, 0, 0]
            return AppearanceLayer(
                role: role, frame: frame, shape: shape, alpha: CGFloat(alpha),
                transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]), text: text,
                fontSize: CGFloat(fontSize))
        }
    }

    var entries: [Entry]
    /// The app's views of the frame's elements, when the child captured them (a screen's
    /// cells); nil otherwise.
    package var drawings: FrameDrawings?

    /// The layers of `state`'s elements.
    package init(_ state: FrameState) {
        entries = []
        for (paneIndex, pane) in state.panes.enumerated() {
            for (elementIndex, element) in pane.elements.enumerated() where !element.layers.isEmpty {
                entries.append(Entry(pane: paneIndex, element: elementIndex, layers: element.layers.map(Layer.init)))
            }
        }
    }

    /// `state` with these layers put back on its elements (entries that do not fit are ignored).
    package func applied(to state: FrameState) -> FrameState {
        var state = state
        for entry in entries
        where state.panes.indices.contains(entry.pane)
            && state.panes[entry.pane].elements.indices.contains(entry.element)
        {
            state.panes[entry.pane].elements[entry.element].layers = entry.layers.map(\.layer)
        }
        return state
    }
}
