import CCairo
import Foundation
import Geometry

/// A rectangle of whole pixels of the surface a context draws on: the left column, the top row
/// and the size.
public struct PixelRect: Sendable, Hashable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A rectangle from its left column, top row and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// How many pixels it holds.
    public var count: Int { width * height }

    /// The pixels in both rectangles, or nil when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved by (`dx`, `dy`) pixels.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension GraphicsContext {
    /// The map from user space to the pixels of the surface being drawn on (the current
    /// transform, then the surface's device scale and offset, which a group's surface has too),
    /// and that surface's size in pixels; nil unless the surface is a 32-bit ARGB image
    /// (`cairo_get_group_target`, `cairo_surface_get_device_scale`,
    /// `cairo_surface_get_device_offset`). What ``pixels(in:)`` and ``replacePixels(in:with:)``
    /// address.
    public var pixelSpace: (transform: CGAffineTransform, bounds: PixelRect)? {
        guard let target = imageTarget else { return nil }
        var (scaleX, scaleY, offsetX, offsetY) = (0.0, 0.0, 0.0, 0.0)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let device = CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: offsetX, ty: offsetY)
        let bounds = PixelRect(
            x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
            height: Int(cairo_image_surface_get_height(target)))
        return (transform.concatenating(device), bounds)
    }

    /// The clip as whole pixels of the surface (see ``pixelSpace``): the rectangles it is the
    /// union of, or nil when it is not a union of rectangles on whole pixels (a path, a
    /// rotated rectangle, an edge between pixels) or the surface is not an ARGB image
    /// (`cairo_copy_clip_rectangle_list`).
    public var pixelClip: [PixelRect]? {
        guard let space = pixelSpace else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var rects: [PixelRect] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            guard let rect = list.pointee.rectangles?[index] else { return nil }
            let box = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height).applying(space.transform)
            guard let minX = Self.whole(box.minX), let minY = Self.whole(box.minY),
                let maxX = Self.whole(box.maxX), let maxY = Self.whole(box.maxY)
            else { return nil }
            if maxX > minX, maxY > minY {
                rects.append(PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            }
        }
        return rects
    }

    /// The premultiplied ARGB words of `rect`'s pixels, row by row; nil when the surface is not
    /// an ARGB image or `rect` is not inside it (`cairo_surface_flush`,
    /// `cairo_image_surface_get_data`).
    public func pixels(in rect: PixelRect) -> [UInt32]? {
        guard let target = imageTarget, let (data, stride) = Self.data(of: target, holding: rect) else { return nil }
        return [UInt32](unsafeUninitializedCapacity: rect.count) { buffer, count in
            guard let out = buffer.baseAddress else { return }
            for row in 0..<rect.height {
                let source = data + (rect.y + row) * stride + rect.x * 4
                UnsafeMutableRawPointer(out + row * rect.width).copyMemory(from: source, byteCount: rect.width * 4)
            }
            count = rect.count
        }
    }

    /// Whether `rect`'s pixels are `words` (as ``pixels(in:)`` would read them), compared where
    /// they lie without copying them.
    public func pixels(in rect: PixelRect, equal words: [UInt32]) -> Bool {
        guard words.count == rect.count, let target = imageTarget,
            let (data, stride) = Self.data(of: target, holding: rect)
        else { return false }
        return words.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return rect.count == 0 }
            for row in 0..<rect.height
            where memcmp(data + (rect.y + row) * stride + rect.x * 4, base + row * rect.width * 4, rect.width * 4) != 0
            {
                return false
            }
            return true
        }
    }

    /// Writes `words` (premultiplied ARGB, row by row, as ``pixels(in:)`` reads them) over
    /// `rect`'s pixels, whatever the clip (`cairo_surface_mark_dirty_rectangle`).
    ///
    /// - Returns: false, writing nothing, when the surface is not an ARGB image, `rect` is not
    ///   inside it or `words` is not one word a pixel.
    @discardableResult
    public func replacePixels(in rect: PixelRect, with words: [UInt32]) -> Bool {
        guard words.count == rect.count, let target = imageTarget,
            let (data, stride) = Self.data(of: target, holding: rect)
        else { return false }
        words.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<rect.height {
                (data + (rect.y + row) * stride + rect.x * 4)
                    .copyMemory(from: base + row * rect.width * 4, byteCount: rect.width * 4)
            }
        }
        cairo_surface_mark_dirty_rectangle(
            target, Int32(truncatingIfNeeded: rect.x), Int32(truncatingIfNeeded: rect.y),
            Int32(truncatingIfNeeded: rect.width), Int32(truncatingIfNeeded: rect.height))
        return true
    }

    /// Narrows the clip to `rect`'s pixels exactly (whole pixels in or out, no partial edge),
    /// as ``withSavedState(_:)`` scopes any clip (`cairo_identity_matrix`, `cairo_rectangle`,
    /// `cairo_clip`, `cairo_set_matrix`).
    ///
    /// - Returns: false, clipping nothing, when the surface is not an ARGB image or its device
    ///   scale does not put the rectangle's edges on whole pixels exactly.
    public func clip(toPixels rect: PixelRect) -> Bool {
        guard let target = imageTarget else { return false }
        var (scaleX, scaleY, offsetX, offsetY) = (0.0, 0.0, 0.0, 0.0)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard scaleX > 0, scaleY > 0 else { return false }
        // Device space (the current transform's target) from pixels, checked to come back to
        // the same pixel edges as cairo maps it (scale, then offset).
        func device(_ pixel: Int, scale: Double, offset: Double) -> Double? {
            let value = (Double(pixel) - offset) / scale
            return value * scale + offset == Double(pixel) ? value : nil
        }
        guard let minX = device(rect.x, scale: scaleX, offset: offsetX),
            let minY = device(rect.y, scale: scaleY, offset: offsetY),
            let maxX = device(rect.x + rect.width, scale: scaleX, offset: offsetX),
            let maxY = device(rect.y + rect.height, scale: scaleY, offset: offsetY)
        else { return false }
        var saved = cairo_matrix_t()
        cairo_get_matrix(cairo, &saved)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, minX, minY, maxX - minX, maxY - minY)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &saved)
        return true
    }

    /// The surface drawn on when it is a 32-bit ARGB image surface.
    private var imageTarget: OpaquePointer? {
        guard let target = cairo_get_group_target(cairo), cairo_surface_status(target) == CAIRO_STATUS_SUCCESS,
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return nil }
        return target
    }

    /// The flushed pixel data and stride of `target`, when `rect` lies inside it.
    private static func data(of target: OpaquePointer, holding rect: PixelRect) -> (
        UnsafeMutableRawPointer, Int
    )? {
        let width = Int(cairo_image_surface_get_width(target))
        let height = Int(cairo_image_surface_get_height(target))
        guard rect.x >= 0, rect.y >= 0, rect.width >= 0, rect.height >= 0, rect.x + rect.width <= width,
            rect.y + rect.height <= height
        else { return nil }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        return (UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_stride(target)))
    }

    /// `value` when it is a whole number within ±2²⁴ (a pixel edge), else nil.
    static func whole(_ value: Double) -> Int? {
        guard abs(value) <= 16_777_216 else { return nil }
        return WholeNumber.exactly(value)
    }
}
