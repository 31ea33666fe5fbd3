import Canvas
import Foundation
import Geometry
import HeadlessUI
import ViewDrawing

/// A view drawn on a surface, with what the capture and the drawing cut or left out.
public struct RenderedView {
    /// The pixels.
    public var image: ImageSurface
    /// One sentence for each thing cut or left out.
    public var notes: [String]
}

extension ViewCapture {
    /// Captures `view` and draws it on a new transparent surface in its own coordinates (its
    /// bounds' origin at the top-left corner; its position and transform left out, its alpha
    /// kept), as a snapshot of the view shows it.
    ///
    /// - Parameters:
    ///   - size: The surface's size in points (default the view's bounds size).
    ///   - renderer: The renderer to draw with (its scale sets the pixels per point); reuse one
    ///     across views to reuse decoded images and shadows.
    ///   - background: A colour painted under the view (nil: transparent).
    /// - Throws: ``ViewDrawing/ViewDrawingError`` for a cycle or a tree over the limits, or
    ///   `CanvasError` when the surface cannot be made.
    public func image(
        of view: View, size: CGSize? = nil, renderer: LayerRenderer = LayerRenderer(), background: Color? = nil
    ) throws -> RenderedView {
        let captured = try capture(view)
        let image = try renderer.image(of: captured.layer, size: size ?? view.bounds.size, background: background)
        return RenderedView(image: image, notes: captured.notes + renderer.notes)
    }
}
