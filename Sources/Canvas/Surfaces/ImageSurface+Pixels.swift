import CCairo
import CPixelLoops
import ImageCodecs

extension ImageSurface {
    /// The surface's pixels as straight-alpha RGBA bytes (`cairo_surface_flush`,
    /// `cairo_image_surface_get_data`, `cairo_image_surface_get_stride`; cairo's native-endian
    /// premultiplied ARGB32 words are un-premultiplied as cairo's PNG writer does).
    ///
    /// - Throws: ``CanvasError`` when the surface is in an error state.
    public func pixels() throws -> RGBA8Image {
        let operation = "read pixels"
        cairo_surface_flush(surface)
        try checkStatus(operation)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError(code: .invalidData, operation: operation, reason: "the surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (width, height) = (pixelWidth, pixelHeight)
        // Un-premultiplied through cairo's table (`Premultiplication.unpremultiply` for every
        // pair), in C so that debug builds are quick here too.
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            SurfaceRows.table.withUnsafeBufferPointer { table in
                guard let out = buffer.baseAddress, let table = table.baseAddress else { return }
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    reel_argb32_to_rgba(row, width, table, out + y * width * 4)
                }
            }
            count = width * height * 4
        }
        return RGBA8Image(uncheckedWidth: width, height: height, bytes: bytes)
    }

    /// Creates a surface holding `image`'s pixels, premultiplied as cairo's PNG reader does
    /// (`cairo_image_surface_create`, `cairo_image_surface_get_data`,
    /// `cairo_surface_mark_dirty`).
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the image is empty or larger than
    ///   32767 pixels on a side, or `scale` is not a finite positive number.
    public convenience init(image: RGBA8Image, scale: Double = 1) throws {
        try self.init(
            pixelWidth: image.width, pixelHeight: image.height, scale: scale,
            operation: "create image surface from pixels")
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError(
                code: .invalidData, operation: "create image surface from pixels",
                reason: "the surface has no pixel data")
        }
        cairo_surface_flush(surface)
        image.bytes.withUnsafeBufferPointer { source in
            guard let pixels = source.baseAddress else { return }
            // Premultiplied as cairo's PNG reader rounds (`Premultiplication.premultiply`), in C
            // so that debug builds are not slow here.
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                reel_premultiply_to_argb32(pixels + y * image.width * 4, image.width, row)
            }
        }
        cairo_surface_mark_dirty(surface)
        try checkStatus("create image surface from pixels")
    }
}
