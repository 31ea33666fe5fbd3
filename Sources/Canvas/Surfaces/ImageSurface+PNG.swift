import CCairo
import Foundation

extension ImageSurface {
    /// The surface as PNG bytes, by default from Canvas's own encoder (``PNGEncoder/balanced``);
    /// ``PNGEncoder/cairo`` uses cairo's writer. The same pixels always give the same bytes.
    ///
    /// - Throws: ``CanvasError`` when the surface is in an error state or encoding fails.
    public func pngData(encoder: PNGEncoder = .balanced) throws -> Data {
        if case .cairo = encoder.engine {
            try checkStatus("encode PNG")
            return try cairoPNGData()
        }
        return try encodedPNG(encoder: encoder).data
    }

    /// The surface as PNG bytes (``pngData(encoder:)``) together with where its chunks lie, as
    /// ``APNGEncoder`` takes a frame. Canvas's encoders know their chunks; cairo's writer's
    /// output is read once for them.
    ///
    /// - Throws: ``CanvasError`` when the surface is in an error state or encoding fails.
    public func encodedPNG(encoder: PNGEncoder = .balanced) throws -> EncodedPNG {
        let operation = "encode PNG"
        try checkStatus(operation)
        switch encoder.engine {
        case .cairo:
            return try EncodedPNG(parsing: cairoPNGData())
        case .canvas(let choice, let compression):
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else {
                throw CanvasError(code: .invalidData, operation: operation, reason: "the surface has no pixel data")
            }
            return try withExtendedLifetime(self) {
                try SurfaceRows.table.withUnsafeBufferPointer { table in
                    guard let unpremultiplied = table.baseAddress else {
                        throw CanvasError(code: .invalidData, operation: operation, reason: "no unpremultiply table")
                    }
                    let rows = SurfaceRows(
                        base: UnsafeRawPointer(data), stride: Int(cairo_image_surface_get_stride(surface)),
                        width: pixelWidth, height: pixelHeight, unpremultiplied: unpremultiplied)
                    return try PNGWriter.encode(
                        rows, choice: choice, compression: compression, alwaysRGBA: encoder.alwaysRGBA)
                }
            }
        }
    }

    /// PNG bytes from cairo's writer (`cairo_surface_write_to_png_stream`: libpng defaults,
    /// RGBA, straight alpha).
    private func cairoPNGData() throws(CanvasError) -> Data {
        let operation = "encode PNG"
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure)
        }
        try CanvasError.check(status, operation)
        return sink.take()
    }

    /// Writes the surface as a PNG file atomically (``pngData(encoder:)``, then ``AtomicFile``).
    ///
    /// - Throws: ``CanvasError`` naming `url`'s path when encoding or writing fails.
    public func writePNG(to url: URL, encoder: PNGEncoder = .balanced) throws {
        let data: Data
        do {
            data = try pngData(encoder: encoder)
        } catch var error as CanvasError {
            error.path = url.path
            throw error
        }
        try AtomicFile.write(data, to: url, operation: "write PNG")
    }

    /// Decodes PNG bytes into a new surface (`cairo_image_surface_create_from_png_stream`;
    /// images without alpha, greyscale and palette images are converted to ARGB32).
    ///
    /// - Parameters:
    ///   - data: A whole PNG file.
    ///   - scale: Pixels per point for drawing on the result.
    /// - Throws: ``CanvasError`` when the bytes are not a PNG cairo can read.
    public static func decodePNG(_ data: Data, scale: Double = 1) throws -> ImageSurface {
        try decode(data, scale: scale, path: nil)
    }

    /// Reads a PNG file into a new surface (see ``decodePNG(_:scale:)``).
    ///
    /// - Throws: ``CanvasError`` naming the path when the file cannot be read or decoded.
    public static func readPNG(from url: URL, scale: Double = 1) throws -> ImageSurface {
        let data = try FileBytes.read(url, operation: "read PNG")
        return try decode(data, scale: scale, path: url.path)
    }

    private static func decode(_ data: Data, scale: Double, path: String?) throws(CanvasError) -> ImageSurface {
        let operation = "decode PNG"
        guard scale.isFinite, scale > 0 else {
            throw .invalidArgument(operation, "scale \(SurfaceSize.text(scale)) must be a finite number greater than 0")
        }
        let source = ByteSource(data)
        let decoded = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure)
        }
        guard let decoded else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation, path: path)
        }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            throw CanvasError(status: status, operation: operation, path: path)
        }
        if cairo_image_surface_get_format(decoded) == CAIRO_FORMAT_ARGB32 {
            return ImageSurface(adopting: decoded, scale: scale)
        }
        defer { cairo_surface_destroy(decoded) }
        return try converted(decoded, scale: scale, operation: operation, path: path)
    }

    /// Paints a surface of another format onto a new ARGB32 surface.
    private static func converted(
        _ other: OpaquePointer, scale: Double, operation: String, path: String?
    ) throws(CanvasError) -> ImageSurface {
        let width = cairo_image_surface_get_width(other)
        let height = cairo_image_surface_get_height(other)
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation, path: path)
        }
        let result = ImageSurface(adopting: target, scale: 1)
        try result.checkStatus(operation, path: path)
        let context = try GraphicsContext(surface: target, operation: operation)
        cairo_set_source_surface(context.cairo, other, 0, 0)
        cairo_set_operator(context.cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context.cairo)
        try CanvasError.check(cairo_status(context.cairo), operation, path: path)
        cairo_surface_flush(target)
        return ImageSurface(adopting: cairo_surface_reference(target), scale: scale)
    }
}
