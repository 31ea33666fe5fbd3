import Foundation

/// How to turn pixels into PNG bytes.
///
/// The Canvas encoders read the surface's memory directly (skipping rows equal to the one
/// above), write RGB when every pixel is opaque and RGBA otherwise, choose a filter per row and
/// compress with zlib in one call. They are deterministic: the same pixels and zlib version give
/// the same bytes. All of them decode to exactly the surface's pixels.
///
/// | encoder | row filter | zlib | vs cairo's writer, 780 × 1688 frame (CPU time, size) |
/// |---|---|---|---|
/// | ``fast`` | Up for a row equal to the one above, else Sub | `Z_RLE` | about 5× faster; files about 25 % larger with many antialiased edges, smaller when flat |
/// | ``balanced`` | Up for a repeated row, else the least of None, Sub, Up by sum of magnitudes | level 6 | about 2× faster, no larger |
/// | ``small`` | the same | level 9, memory level 9 | about 2× slower, about 3 % smaller |
/// | ``cairo`` | cairo's writer, `cairo_surface_write_to_png_stream` (libpng: adaptive filters, level 6) | — | — |
///
/// zlib's own per-byte work (about 2 ns a byte of filtered data) bounds ``fast``; the
/// filtering is about 1.5 ms of a frame's 10 ms.
public struct PNGEncoder: Sendable, Hashable {
    /// Which encoder runs.
    enum Engine: Sendable, Hashable {
        case canvas(PNGRowFilter.Choice, Deflate.Settings)
        case cairo
    }

    let engine: Engine

    /// The quickest: filters and compression that only look at runs. For frames written while
    /// rendering, when speed matters more than size.
    public static let fast = PNGEncoder(engine: .canvas(.subOrRepeatedRow, .runLength))
    /// Files no larger than cairo's, faster than cairo's writer. The default.
    public static let balanced = PNGEncoder(engine: .canvas(.cheapestOfNoneSubUp, .standard))
    /// The smallest files, slower than cairo's writer: for goldens and documentation pictures
    /// kept in a repository.
    public static let small = PNGEncoder(engine: .canvas(.cheapestOfNoneSubUp, .best))
    /// cairo's own PNG writer (`cairo_surface_write_to_png_stream`), kept for comparison.
    public static let cairo = PNGEncoder(engine: .cairo)
}

extension PNGEncoder {
    /// Encodes straight-alpha RGBA pixels as PNG (RGB when every pixel is opaque). With
    /// ``cairo`` the pixels go through a temporary surface and cairo's writer.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` for an empty image or one larger than
    ///   32767 pixels on a side; `.invalidData` when zlib fails.
    public func encode(_ image: RGBA8Image) throws -> Data {
        let operation = "encode PNG"
        _ = try SurfaceSize.checked("width", image.width, operation: operation)
        _ = try SurfaceSize.checked("height", image.height, operation: operation)
        switch engine {
        case .cairo:
            return try ImageSurface(image: image).pngData(encoder: self)
        case .canvas(let choice, let settings):
            return try image.bytes.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else {
                    throw CanvasError(code: .invalidData, operation: operation, reason: "the image has no pixels")
                }
                let rows = ImageRows(bytes: base, width: image.width, height: image.height)
                return try PNGWriter.encode(rows, choice: choice, settings: settings)
            }
        }
    }

    /// Encodes a surface's pixels (same as ``ImageSurface/pngData(encoder:)``).
    ///
    /// - Throws: ``CanvasError`` when the surface is in an error state or encoding fails.
    public func encode(_ surface: ImageSurface) throws -> Data {
        try surface.pngData(encoder: self)
    }
}
