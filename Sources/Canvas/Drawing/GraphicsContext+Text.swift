import CCairo
import Foundation
import Geometry
import ImageCodecs

extension GraphicsContext {
    /// Draws `text` in the bundled font (DejaVu Sans, bold unless `weight` says regular) at
    /// `size` points in `color`
    /// (`cairo_set_font_face`, `cairo_set_font_options`, `cairo_set_font_size`,
    /// `cairo_show_text`).
    ///
    /// The text is placed by its ink box, measured with ``TextExtents/measure(_:size:weight:)``:
    /// `alignment` puts the box's left edge, middle or right edge at `point.x`;
    /// `verticalAlignment` puts the baseline or the box's middle at `point.y`.
    ///
    /// - Returns: Where the ink lands, in user space.
    /// - Throws: ``CanvasError`` when the font cannot be loaded, `size` is not a finite positive
    ///   number, or cairo fails.
    @discardableResult
    public func drawText(
        _ text: String, at point: CGPoint, size: Double, color: Color,
        weight: FontWeight = .bold, alignment: TextAlignment = .left,
        verticalAlignment: TextVerticalAlignment = .baseline
    ) throws -> CGRect {
        let extents = try TextExtents.measured(text, size: size, weight: weight)
        let pen = extents.penPosition(for: point, alignment: alignment, verticalAlignment: verticalAlignment)
        try drawText(text, penAt: pen, size: size, color: color, weight: weight)
        return extents.inkFrame(at: point, alignment: alignment, verticalAlignment: verticalAlignment)
    }

    /// Draws `text` with its pen starting at `pen` (the left end of its baseline): the glyphs'
    /// advances are those of `Typography`'s ``Typography/FontFace/width(of:pointSize:)`` for the
    /// same weight, so text laid out by `Typography` lands where it was measured
    /// (`cairo_show_text`, no hinting).
    ///
    /// - Throws: ``CanvasError`` when the font cannot be loaded, `size` is not a finite positive
    ///   number, or cairo fails.
    public func drawText(_ text: String, penAt pen: CGPoint, size: Double, color: Color, weight: FontWeight) throws {
        guard size.isFinite, size > 0 else {
            throw CanvasError.invalidArgument("draw text", "font size \(size) must be a finite number greater than 0")
        }
        let font = try BundledFont.shared(weight)
        cairo_set_font_face(cairo, font.face)
        cairo_set_font_options(cairo, font.options)
        cairo_set_font_size(cairo, size)
        setSource(color)
        cairo_new_path(cairo)
        cairo_move_to(cairo, pen.x, pen.y)
        text.withCString { cairo_show_text(cairo, $0) }
        cairo_new_path(cairo)
        try checkStatus("draw text")
    }
}
