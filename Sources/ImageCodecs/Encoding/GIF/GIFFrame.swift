import CPixelLoops
import Foundation
import Geometry

/// One frame as a GIF can show it, made ready for ``GIFEncoder``: every pixel a colour word,
/// `0xFF000000 | r << 16 | g << 8 | b` for an opaque pixel or 0 for a transparent one, kept
/// compressed (libdeflate, level 1: ``Deflate``) with the frame's colour histogram.
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
    /// Each distinct opaque colour and how many pixels have it, ascending by colour word.
    let histogram: [ColorCount]
    /// The words, raw DEFLATE.
    private let packed: [UInt8]

    /// An opaque colour of the frame and how many of its pixels have it.
    struct ColorCount: Sendable, Hashable {
        /// The colour (alpha 255).
        var color: RGBA8
        /// How many pixels have it.
        var count: Int

        /// The colour as the frame's pixels hold it: ``RGBA8/argb``, `0xFF000000 | r << 16 | g << 8 | b`.
        var word: UInt32 { color.argb }

        /// `count` pixels of the colour whose word is `word`.
        init(word: UInt32, count: Int) {
            self.color = RGBA8(argb: word)
            self.count = count
        }
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
        guard let inflate = Inflate() else {
            throw CanvasError(
                code: .invalidData, operation: "write GIF", reason: "libdeflate could not allocate a decompressor")
        }
        var outcome = Inflate.Outcome.corrupt
        let words = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            packed.withUnsafeBytes { source in
                outcome = inflate.raw(source, into: UnsafeMutableRawBufferPointer(buffer))
            }
            initialized = outcome == .inflated(count * 4) ? count : 0
        }
        guard outcome == .inflated(count * 4) else {
            throw CanvasError(
                code: .invalidData, operation: "write GIF", reason: "a stored frame did not decompress (internal error)"
            )
        }
        return words
    }

    private static func compress(_ words: [UInt32]) throws -> [UInt8] {
        let compressor = try Deflate(
            .fastest, operation: "write GIF", reason: "libdeflate could not allocate a compressor")
        return words.withUnsafeBytes { source in
            let bound = compressor.rawBound(source.count)
            return [UInt8](unsafeUninitializedCapacity: bound) { buffer, initialized in
                initialized = compressor.compressRaw(
                    source.baseAddress, count: source.count, into: buffer.baseAddress, capacity: bound)
            }
        }
    }

    /// Each distinct opaque word and how many pixels have it, in ascending word order.
    static func histogram(_ words: [UInt32]) -> [ColorCount] {
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
        return counts.map { ColorCount(word: $0.key, count: $0.value) }.sorted { $0.word < $1.word }
    }
}
