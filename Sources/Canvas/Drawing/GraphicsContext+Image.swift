import CCairo
import Foundation

extension GraphicsContext {
    /// Draws `image` scaled to fill `rect` at `opacity`, smoothly filtered
    /// (`cairo_set_source_surface`, `CAIRO_FILTER_GOOD`, `CAIRO_EXTEND_PAD`, `cairo_clip`,
    /// `cairo_paint_with_alpha`). For contact sheets and for compositing one frame into another.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func draw(_ image: ImageSurface, in rect: CGRect, opacity: Double = 1) throws {
        guard rect.width > 0, rect.height > 0, opacity > 0 else { return }
        try withSavedState {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / image.width, rect.height / image.height)
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            if let pattern = cairo_get_source(cairo) {
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            cairo_paint_with_alpha(cairo, min(opacity, 1))
            try checkStatus("draw image")
        }
    }
}
