import Foundation
import ImageCodecs

/// How to turn pixels into PNG bytes.
///
/// The Canvas encoders read the surface's memory directly (rows equal to the one above become
/// Up-filtered zeros without being converted), un-premultiply as cairo's writer does (opaque
/// pixels skip it), write a palette image when the frame has at most 256 colours (unless
/// ``allowingPalette(_:)`` turns it off), else RGB when every pixel is opaque and RGBA otherwise
/// (or always RGBA, ``forcingRGBA(_:)``). Other rows of pixels are written unfiltered (None),
/// unless they hold gradients, photos or blurred shadows, which get Sub, Up or Paeth (as
/// estimated smallest), and the rows are compressed in one call with a DEFLATE written for
/// rendered frames (`RowDeflater`: zero rows, runs, the row above, hash chains, dynamic
/// Huffman), comparing with libdeflate and zlib for ``small``. They are deterministic: the same
/// pixels and library versions give the same bytes. All of them decode to exactly the surface's
/// pixels.
///
/// | encoder | compression | flat frames (palette) vs cairo's writer | busy frames (labels, rotations) |
/// |---|---|---|---|
/// | ``fast`` | the row deflater, a row at a time | about 70× faster, under half the size | about 20× faster, about the same size |
/// | ``balanced`` | the pixel parser: lazy matches along 3-byte hash chains, running on into the next row; blocks ended where the statistics change | about 90× faster, under half the size | about 16× faster, about 20 % smaller (1.09× zopflipng's bytes) |
/// | ``small`` | the smallest of the pixel parser, libdeflate 7 and 9, and zlib 9 | slower than cairo's writer, smallest | slower, a little smaller than ``balanced`` |
/// | ``cairo`` | cairo's writer, `cairo_surface_write_to_png_stream` (libpng: adaptive filters, zlib 6) | — | — |
///
/// docs/performance.md has the measured figures.
public struct PNGEncoder: Sendable, Hashable {
    /// Which encoder runs.
    enum Engine: Sendable, Hashable {
        case canvas(PNGCompressor)
        case cairo
    }

    let engine: Engine

    /// Whether RGBA is written even when every pixel is opaque (Canvas engines only; cairo's
    /// writer always writes RGBA for these surfaces). Animated PNG needs one colour type in
    /// every frame.
    public private(set) var alwaysRGBA = false

    /// Whether a frame of at most 256 distinct colours is written as a palette image (colour
    /// type 3 at 1, 2, 4 or 8 bits an index, PLTE and tRNS when needed); true unless turned off
    /// with ``allowingPalette(_:)`` or ``forcingRGBA(_:)``. Canvas engines only.
    public private(set) var allowsPalette = true

    init(engine: Engine) {
        self.engine = engine
    }

    /// The quickest: the row deflater alone. For frames written while rendering, when speed
    /// matters more than size.
    public static let fast = PNGEncoder(engine: .canvas(.rows(hashing: false)))
    /// Files smaller than cairo's on most frames, many times faster than cairo's writer: the pixel
    /// parser (lazy matches along 3-byte hash chains, matches running on into the next row) and
    /// blocks ended where the statistics change. The default.
    public static let balanced = PNGEncoder(engine: .canvas(.parsedRows))
    /// The smallest files, slower: for goldens and documentation pictures kept in a repository.
    public static let small = PNGEncoder(
        engine: .canvas(.smallestOfRowsAnd([.standard, .thorough])))
    /// cairo's own PNG writer (`cairo_surface_write_to_png_stream`), kept for comparison.
    public static let cairo = PNGEncoder(engine: .cairo)

    /// This encoder, writing colour type RGBA even for opaque images when `rgba` is true.
    ///
    /// An APNG's frames must all have the colour type of the first; a sequence that mixes opaque
    /// and translucent frames is encoded with `forcingRGBA()` so that they do.
    public func forcingRGBA(_ rgba: Bool = true) -> PNGEncoder {
        var copy = self
        copy.alwaysRGBA = rgba
        return copy
    }

    /// This encoder, writing palette images for frames of at most 256 colours when `allowed`
    /// is true (the default) and always truecolour (RGB or RGBA) when it is false.
    ///
    /// ``APNGEncoder`` takes frames without a palette: each frame's palette would differ, and an
    /// APNG has one IHDR and one PLTE for all of them.
    public func allowingPalette(_ allowed: Bool) -> PNGEncoder {
        var copy = self
        copy.allowsPalette = allowed
        return copy
    }
}

extension PNGEncoder {
    /// Encodes straight-alpha RGBA pixels as PNG (RGB when every pixel is opaque, unless
    /// ``alwaysRGBA``). With ``cairo`` the pixels go through a temporary surface and cairo's
    /// writer.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` for an empty image or one larger than
    ///   32767 pixels on a side; `.invalidData` when compression fails.
    public func encode(_ image: RGBA8Image) throws -> Data {
        let operation = "encode PNG"
        _ = try SurfaceSize.checked("width", image.width, operation: operation)
        _ = try SurfaceSize.checked("height", image.height, operation: operation)
        switch engine {
        case .cairo:
            return try ImageSurface(image: image).pngData(encoder: self)
        case .canvas(let compression):
            return try image.bytes.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else {
                    throw CanvasError(code: .invalidData, operation: operation, reason: "the image has no pixels")
                }
                let rows = ImageRows(bytes: base, width: image.width, height: image.height)
                return try PNGWriter.encode(
                    rows, compression: compression, alwaysRGBA: alwaysRGBA, palette: allowsPalette
                ).data
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
