import CDeflate
import CPixelLoops
import Foundation
import Geometry

/// One frame as a GIF can show it, made ready for ``GIFEncoder``: every pixel a colour word,
/// `0xFF000000 | r << 16 | g << 8 | b` for an opaque pixel or 0 for a transparent one, kept
/// compressed (libdeflate, level 1) with the frame's colour histogram.
///
/// GIF has 1-bit transparency: a pixel with alpha below 128 becomes transparent, any other is
/// shown opaque with its straight RGB. Making a frame is independent per frame, so a render
/// makes them on its workers; the encoder, which needs every frame's colours to choose the
/// palette, takes them in order and keeps them compressed until ``GIFEncoder/finish()``.
public struct GIFFrame: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Whether any pixel is transparent.
    public let hasTransparency: Bool
    /// Each distinct opaque colour word and how many pixels have it, ascending by word.
    let histogram: [Color]
    /// The words, raw DEFLATE.
    private let packed: [UInt8]

    /// A colour word and its pixel count.
    struct Color: Sendable, Hashable {
        var word: UInt32
        var count: Int
    }

    /// The number of distinct opaque colours.
    public var colorCount: Int { histogram.count }

    /// The frame of `image`'s pixels.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when libdeflate cannot allocate its compressor.
    public init(image: RGBA8Image) throws {
        let count = image.width * image.height
        var transparent = false
        let words = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            image.bytes.withUnsafeBufferPointer { bytes in
                if let source = bytes.baseAddress, let target = buffer.baseAddress, count > 0 {
                    transparent = reel_gif_words(source, count, target) != 0
                }
            }
            initialized = count
        }
        self.width = image.width
        self.height = image.height
        self.hasTransparency = transparent
        self.histogram = Self.histogram(words)
        self.packed = try Self.compress(words)
    }

    /// The frame's words, decompressed.
    func words() throws -> [UInt32] {
        let count = width * height
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw CanvasError(
                code: .invalidData, operation: "write GIF", reason: "libdeflate could not allocate a decompressor")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var result = LIBDEFLATE_SUCCESS
        let words = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            packed.withUnsafeBytes { source in
                result = libdeflate_deflate_decompress(
                    decompressor, source.baseAddress, source.count, buffer.baseAddress, count * 4, nil)
            }
            initialized = result == LIBDEFLATE_SUCCESS ? count : 0
        }
        guard result == LIBDEFLATE_SUCCESS else {
            throw CanvasError(
                code: .invalidData, operation: "write GIF", reason: "a stored frame did not decompress (internal error)"
            )
        }
        return words
    }

    private static func compress(_ words: [UInt32]) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(1) else {
            throw CanvasError(
                code: .invalidData, operation: "write GIF", reason: "libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        return words.withUnsafeBytes { source in
            let bound = libdeflate_deflate_compress_bound(compressor, source.count)
            return [UInt8](unsafeUninitializedCapacity: bound) { buffer, initialized in
                initialized = libdeflate_deflate_compress(
                    compressor, source.baseAddress, source.count, buffer.baseAddress, bound)
            }
        }
    }

    /// Each distinct opaque word and how many pixels have it, in ascending word order.
    static func histogram(_ words: [UInt32]) -> [Color] {
        var counts: [UInt32: Int] = [:]
        words.withUnsafeBufferPointer { pixels in
            var index = 0
            while index < pixels.count {
                let word = pixels[index]
                var end = index + 1
                while end < pixels.count, pixels[end] == word { end += 1 }
                if word != 0 { counts[word, default: 0] += end - index }
                index = end
            }
        }
        return counts.map { Color(word: $0.key, count: $0.value) }.sorted { $0.word < $1.word }
    }
}
