import CCairo
import Foundation
import Geometry
import ImageCodecs

/// Draws on a surface: paths, fills, strokes, transforms, group opacity, clipping and text.
///
/// A context wraps one `cairo_t` and is handed to the closure of ``ImageSurface/draw(_:)`` or
/// ``SVGSurface/draw(_:)``. Coordinates are in points, y downwards, transformed by the current
/// transform (``transform``). Every operation checks `cairo_status` afterwards and throws
/// ``CanvasError`` naming the operation when cairo has failed.
///
/// Not `Sendable`: use it only inside the drawing closure, on the task that owns the surface.
public final class GraphicsContext {
    /// The owned `cairo_t *`.
    let cairo: OpaquePointer

    init(surface: OpaquePointer, operation: String) throws(CanvasError) {
        guard let cairo = cairo_create(surface) else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation)
        }
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cairo)
            throw CanvasError(status: status, operation: operation)
        }
        self.cairo = cairo
    }

    deinit {
        cairo_destroy(cairo)
    }

    /// Throws when the context is in an error state (`cairo_status`).
    func checkStatus(_ operation: @autoclosure () -> String) throws(CanvasError) {
        try CanvasError.check(cairo_status(cairo), operation())
    }

    /// Sets `color` as the source (`cairo_set_source_rgba`), components clamped to 0…1.
    func setSource(_ color: Color) {
        cairo_set_source_rgba(
            cairo, Color.clamped(color.red), Color.clamped(color.green), Color.clamped(color.blue),
            Color.clamped(color.alpha))
    }

    /// Fills the whole clip region with `color`, blended over what is there (`cairo_paint`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func paint(_ color: Color) throws {
        setSource(color)
        cairo_paint(cairo)
        try checkStatus("paint")
    }

    /// Replaces every pixel in the clip region with `color`, ignoring what is there
    /// (`cairo_paint` with `CAIRO_OPERATOR_SOURCE`). `clear(.clear)` makes the surface
    /// transparent again.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func clear(_ color: Color = .clear) throws {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cairo)
        cairo_restore(cairo)
        try checkStatus("clear")
    }

    /// Runs `body` and then puts back the transform, clip and every other state it changed
    /// (`cairo_save` … `cairo_restore`, restored even when `body` throws).
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``CanvasError`` when cairo fails.
    @discardableResult
    public func withSavedState<Result>(_ body: () throws -> Result) throws -> Result {
        cairo_save(cairo)
        let result: Result
        do {
            result = try body()
        } catch {
            cairo_restore(cairo)
            throw error
        }
        cairo_restore(cairo)
        try checkStatus("restore state")
        return result
    }

    /// Draws what `body` draws as one layer at `opacity`: overlapping parts inside the group
    /// do not show through each other, as with a UIKit view's `alpha`
    /// (`cairo_push_group`, `cairo_pop_group_to_source`, `cairo_paint_with_alpha`).
    ///
    /// The group's intermediate image covers the current clip, which is the whole surface
    /// unless narrowed. Pass `bounds` (in user space, under the current transform) to size it to
    /// the pixels those bounds cover plus a pixel of margin: much faster for small elements on a
    /// large frame. Drawing outside that box is cut off.
    ///
    /// State changed inside `body` (transform, clip) ends with the group. An opacity of 1 or
    /// more skips the group; 0 or less (or NaN) draws nothing and does not call `body`.
    ///
    /// - Returns: What `body` returns, or `nil` when the opacity draws nothing.
    /// - Throws: What `body` throws (the group is dropped), or ``CanvasError`` when cairo fails.
    @discardableResult
    public func withGroup<Result>(
        opacity: Double, bounds: CGRect? = nil, _ body: () throws -> Result
    ) throws -> Result? {
        guard opacity > 0 else { return nil }
        guard opacity < 1 else { return try withSavedState(body) }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let bounds {
            clipToDevicePixels(covering: bounds)
        }
        cairo_push_group(cairo)
        let result: Result
        do {
            result = try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cairo))
            throw error
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, opacity)
        try checkStatus("draw group with opacity \(opacity)")
        return result
    }

    /// Narrows the clip to the whole device pixels that `rect` (in user space) touches, plus one
    /// pixel all round: an axis-aligned, pixel-aligned clip, which cairo handles as a plain box.
    private func clipToDevicePixels(covering rect: CGRect) {
        let edges = RectEdges(rect)
        let corners = [
            (edges.minX, edges.minY), (edges.maxX, edges.minY), (edges.maxX, edges.maxY), (edges.minX, edges.maxY),
        ]
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (cornerX, cornerY) in corners {
            var (x, y) = (cornerX, cornerY)
            cairo_user_to_device(cairo, &x, &y)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
        var topLeft = (minX.rounded(.down) - 1, minY.rounded(.down) - 1)
        var bottomRight = (maxX.rounded(.up) + 1, maxY.rounded(.up) + 1)
        var saved = cairo_matrix_t()
        cairo_get_matrix(cairo, &saved)
        cairo_identity_matrix(cairo)
        cairo_device_to_user(cairo, &topLeft.0, &topLeft.1)
        cairo_device_to_user(cairo, &bottomRight.0, &bottomRight.1)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, topLeft.0, topLeft.1, bottomRight.0 - topLeft.0, bottomRight.1 - topLeft.1)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &saved)
    }
}
