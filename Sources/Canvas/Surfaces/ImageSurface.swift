import CCairo
import ImageCodecs

/// A raster image that can be drawn on: a cairo image surface in ARGB32 (premultiplied alpha),
/// sized in points × a device scale.
///
/// Drawing happens in points through ``draw(_:)``; the scale maps points to pixels
/// (`cairo_surface_set_device_scale`), so a 390 × 844 point frame at scale 2 is 780 × 1688
/// pixels. A new surface is fully transparent.
///
/// An `ImageSurface` owns its cairo surface and is not `Sendable`: create, draw, encode and
/// release it on one task. Hand results across tasks as `Data` or ``RGBA8Image``.
public final class ImageSurface {
    /// The owned `cairo_surface_t *`.
    let surface: OpaquePointer
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double

    /// The width in points (`pixelWidth / scale`).
    public var width: Double { Double(pixelWidth) / scale }
    /// The height in points (`pixelHeight / scale`).
    public var height: Double { Double(pixelHeight) / scale }

    /// Creates a transparent surface of `width` × `height` points at `scale` pixels per point
    /// (`cairo_image_surface_create` with `CAIRO_FORMAT_ARGB32`, then
    /// `cairo_surface_set_device_scale`).
    ///
    /// Each side is rounded to the nearest whole pixel.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` before calling cairo when a size or the scale
    ///   is zero, negative, not finite, or gives a side outside 1…32767 pixels or more pixels
    ///   than ``SurfaceBudget/pixels``; `.cairo` when cairo cannot create the surface.
    public convenience init(width: Double, height: Double, scale: Double = 1) throws {
        let operation = "create image surface"
        let pixels = try SurfaceSize.pixels(width: width, height: height, scale: scale, operation: operation)
        try self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale, operation: operation)
    }

    /// Creates a transparent surface of exactly `pixelWidth` × `pixelHeight` pixels.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when a side is outside 1…32767, the pixels are
    ///   over ``SurfaceBudget/pixels``, or the scale is not a finite positive number; `.cairo`
    ///   when cairo cannot create the surface.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws {
        try self.init(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, operation: "create image surface")
    }

    init(pixelWidth: Int, pixelHeight: Int, scale: Double, operation: String) throws(CanvasError) {
        guard scale.isFinite, scale > 0 else {
            throw .invalidArgument(operation, "scale \(SurfaceSize.text(scale)) must be a finite number greater than 0")
        }
        let width = try SurfaceSize.checked("width", pixelWidth, operation: operation)
        let height = try SurfaceSize.checked("height", pixelHeight, operation: operation)
        try SurfaceBudget.check(width: width, height: height, operation: operation)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation)
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CanvasError(status: status, operation: operation)
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        self.surface = surface
        self.pixelWidth = width
        self.pixelHeight = height
        self.scale = scale
    }

    /// Takes ownership of an ARGB32 image surface that has no error.
    init(adopting surface: OpaquePointer, scale: Double) {
        cairo_surface_set_device_scale(surface, scale, scale)
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Whether ``init(width:height:scale:)`` with these arguments would make a surface of this
    /// one's pixel size and scale, so that this one can be drawn again instead.
    public func matches(width: Double, height: Double, scale: Double) -> Bool {
        guard scale == self.scale,
            let pixels = try? SurfaceSize.pixels(width: width, height: height, scale: scale, operation: "")
        else { return false }
        return pixels.width == pixelWidth && pixels.height == pixelHeight
    }

    /// Draws on the surface: `body` gets a fresh ``GraphicsContext`` in points (`cairo_create`),
    /// and the context's status is checked afterwards.
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``CanvasError`` when cairo fails.
    @discardableResult
    public func draw<Result>(_ body: (GraphicsContext) throws -> Result) throws -> Result {
        let context = try GraphicsContext(surface: surface, operation: "draw on image surface")
        let result = try body(context)
        try context.checkStatus("draw on image surface")
        return result
    }

    /// Checks the surface's own status (`cairo_surface_status`).
    func checkStatus(_ operation: String, path: String? = nil) throws(CanvasError) {
        try CanvasError.check(cairo_surface_status(surface), operation, path: path)
    }
}
