import CCairo
import Foundation
import ImageCodecs

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
        case .canvas(let compression):
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
                        rows, compression: compression, alwaysRGBA: encoder.alwaysRGBA,
                        palette: encoder.allowsPalette)
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

    /// Decodes PNG bytes into a new surface with Canvas's ``PNGDecoder`` (every PNG format,
    /// 16-bit samples rounded), premultiplied as cairo's own PNG reader does.
    ///
    /// - Parameters:
    ///   - data: A whole PNG file.
    ///   - scale: Pixels per point for drawing on the result.
    ///   - decoder: The decoder and its pixel budget.
    /// - Throws: ``CanvasError`` when the bytes are not a PNG that can be read, or the image is
    ///   over the decoder's pixel budget.
    public static func decodePNG(_ data: Data, scale: Double = 1, decoder: PNGDecoder = PNGDecoder()) throws
        -> ImageSurface
    {
        try decode(data, scale: scale, decoder: decoder, path: nil)
    }

    /// Reads a PNG file into a new surface (see ``decodePNG(_:scale:decoder:)``).
    ///
    /// - Throws: ``CanvasError`` naming the path when the file cannot be read or decoded.
    public static func readPNG(from url: URL, scale: Double = 1, decoder: PNGDecoder = PNGDecoder()) throws
        -> ImageSurface
    {
        let data = try FileBytes.read(url, operation: "read PNG")
        return try decode(data, scale: scale, decoder: decoder, path: url.path)
    }

    private static func decode(
        _ data: Data, scale: Double, decoder: PNGDecoder, path: String?
    ) throws(CanvasError) -> ImageSurface {
        guard scale.isFinite, scale > 0 else {
            throw .invalidArgument(
                "decode PNG", "scale \(SurfaceSize.text(scale)) must be a finite number greater than 0")
        }
        let image = try decoder.decode(data, path: path)
        do {
            return try ImageSurface(image: image, scale: scale)
        } catch let error as CanvasError {
            throw error
        } catch {
            throw CanvasError(code: .invalidData, operation: "decode PNG", reason: "\(error)", path: path)
        }
    }
}
