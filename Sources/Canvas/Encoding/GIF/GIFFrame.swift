import CPixelLoops

/// One frame as a GIF can show it: every pixel a colour word, `0xFF000000 | r << 16 | g << 8 | b`
/// for an opaque pixel or 0 for a transparent one, with at most ``maximumColors`` distinct
/// opaque colours.
///
/// GIF has 1-bit transparency: a pixel with alpha below 128 becomes transparent, any other is
/// shown opaque with its straight RGB. A frame of more than ``maximumColors`` colours is reduced
/// by ``GIFQuantizer`` (median cut, deterministic, no dithering); one of fewer keeps its
/// colours exactly, so it decodes to the same pixels as a PNG of it (where alpha is 0 or 255).
/// Making one is independent per frame, so a render makes them on its workers;
/// ``GIFEncoder`` then takes them in order.
public struct GIFFrame: Sendable, Hashable {
    /// The most opaque colours a frame keeps: a GIF colour table holds 256 entries, and one is
    /// kept free for transparency (real, or "unchanged since the previous frame").
    public static let maximumColors = 255

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` colour words, rows top to bottom.
    public let words: [UInt32]
    /// Whether any pixel is transparent.
    public let hasTransparency: Bool
    /// How many distinct opaque colours the source had (before any reduction).
    public let sourceColors: Int
    /// Whether the colours were reduced to ``maximumColors`` (the source had more).
    public var isQuantized: Bool { sourceColors > Self.maximumColors }

    /// The frame of `image`'s pixels.
    public init(image: RGBA8Image) {
        let count = image.width * image.height
        var transparent = false
        var words = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            image.bytes.withUnsafeBufferPointer { bytes in
                if let source = bytes.baseAddress, let target = buffer.baseAddress, count > 0 {
                    transparent = reel_gif_words(source, count, target) != 0
                }
            }
            initialized = count
        }
        let histogram = Self.histogram(words)
        if histogram.count > Self.maximumColors {
            let mapping = GIFQuantizer.reduce(histogram, to: Self.maximumColors)
            Self.apply(mapping, to: &words)
        }
        self.width = image.width
        self.height = image.height
        self.words = words
        self.hasTransparency = transparent
        self.sourceColors = histogram.count
    }

    /// Each distinct opaque word and how many pixels have it, in ascending word order.
    static func histogram(_ words: [UInt32]) -> [(word: UInt32, count: Int)] {
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
        return counts.map { (word: $0.key, count: $0.value) }.sorted { $0.word < $1.word }
    }

    /// Replaces every word by its entry in `mapping` (runs of one word are looked up once).
    private static func apply(_ mapping: [UInt32: UInt32], to words: inout [UInt32]) {
        words.withUnsafeMutableBufferPointer { pixels in
            var index = 0
            while index < pixels.count {
                let word = pixels[index]
                var end = index + 1
                while end < pixels.count, pixels[end] == word { end += 1 }
                if word != 0, let replacement = mapping[word], replacement != word {
                    for position in index..<end { pixels[position] = replacement }
                }
                index = end
            }
        }
    }
}
