import CPixelLoops
import Foundation

/// Rows of straight-alpha RGB or RGBA bytes for the PNG writer, read from some pixel memory.
package protocol PNGRowSource {
    var width: Int { get }
    var height: Int { get }
    /// Whether every pixel of row `y` has alpha 255 (when all rows are, the PNG is RGB).
    func isRowOpaque(_ y: Int) -> Bool
    /// Writes row `y` as RGB (3 bytes a pixel) or RGBA (4) to `output`, and nothing past them.
    func fill(row y: Int, rgba: Bool, into output: UnsafeMutablePointer<UInt8>)
    /// Writes row `y` as RGB to `output` (3 bytes a pixel, nothing past them) when every pixel
    /// of it is opaque, and returns whether it is (when not, what was written is of no use).
    func fillRGBIfOpaque(row y: Int, into output: UnsafeMutablePointer<UInt8>) -> Bool
    /// Whether row `y` (≥ 1) is identical to row `y − 1`.
    func rowEqualsPrevious(_ y: Int) -> Bool
    /// The pixels as the source stores them, one 32-bit word each: `stride` bytes a row from
    /// `base`, read in native byte order or, when `littleEndian`, as little-endian. Equal words
    /// are equal colours, and each word is one straight RGBA colour (``straightColor(ofWord:)``).
    var pixelWords: (base: UnsafeRawPointer, stride: Int, littleEndian: Bool) { get }
    /// The straight RGBA colour a word of ``pixelWords`` stands for, as `0xRRGGBBAA`: the
    /// bytes ``fill(row:rgba:into:)`` writes for that pixel.
    func straightColor(ofWord word: UInt32) -> UInt32
}

/// Rows of a cairo ARGB32 surface: native-endian premultiplied words, `stride` bytes a row.
package struct SurfaceRows: PNGRowSource {
    let base: UnsafeRawPointer
    let stride: Int
    package let width: Int
    package let height: Int
    /// cairo's un-premultiplication for every (alpha, component) pair: index `alpha << 8 | c`.
    let unpremultiplied: UnsafePointer<UInt8>

    /// The rows of `height` rows of `width` words, `stride` bytes apart from `base`, with
    /// cairo's un-premultiplication table (``table``).
    package init(
        base: UnsafeRawPointer, stride: Int, width: Int, height: Int, unpremultiplied: UnsafePointer<UInt8>
    ) {
        self.base = base
        self.stride = stride
        self.width = width
        self.height = height
        self.unpremultiplied = unpremultiplied
    }

    package func isRowOpaque(_ y: Int) -> Bool {
        reel_argb32_is_opaque((base + y * stride).assumingMemoryBound(to: UInt32.self), width) != 0
    }

    package func rowEqualsPrevious(_ y: Int) -> Bool {
        memcmp(base + y * stride, base + (y - 1) * stride, width * 4) == 0
    }

    /// cairo's native-endian ARGB32 words.
    package var pixelWords: (base: UnsafeRawPointer, stride: Int, littleEndian: Bool) { (base, stride, false) }

    package func straightColor(ofWord word: UInt32) -> UInt32 {
        let alpha = word >> 24
        if alpha == 0xFF { return word << 8 | 0xFF }
        let row = unpremultiplied + Int(alpha << 8)
        let red = UInt32(row[Int((word >> 16) & 0xFF)])
        let green = UInt32(row[Int((word >> 8) & 0xFF)])
        let blue = UInt32(row[Int(word & 0xFF)])
        return red << 24 | green << 16 | blue << 8 | alpha
    }

    package func fill(row y: Int, rgba: Bool, into output: UnsafeMutablePointer<UInt8>) {
        // In C (`reel_argb32_to_rgb`, `reel_argb32_to_rgba`), so debug builds encode quickly.
        let words = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        if rgba {
            reel_argb32_to_rgba(words, width, unpremultiplied, output)
        } else {
            reel_argb32_to_rgb(words, width, output)
        }
    }

    package func fillRGBIfOpaque(row y: Int, into output: UnsafeMutablePointer<UInt8>) -> Bool {
        // One pass in C (`reel_argb32_to_rgb_if_opaque`): the row is read from memory once.
        reel_argb32_to_rgb_if_opaque((base + y * stride).assumingMemoryBound(to: UInt32.self), width, output) != 0
    }

    /// The un-premultiplication table, built once.
    package static let table: [UInt8] = (0..<65_536).map { index in
        Premultiplication.unpremultiply(UInt32(index & 0xFF), alpha: UInt32(index >> 8))
    }
}

/// Rows of an ``RGBA8Image``'s bytes.
package struct ImageRows: PNGRowSource {
    let bytes: UnsafePointer<UInt8>
    package let width: Int
    package let height: Int

    /// The rows of `height` rows of `width` straight RGBA pixels from `bytes`.
    package init(bytes: UnsafePointer<UInt8>, width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }

    package func isRowOpaque(_ y: Int) -> Bool {
        reel_rgba_is_opaque(bytes + y * width * 4, width) != 0
    }

    package func rowEqualsPrevious(_ y: Int) -> Bool {
        memcmp(bytes + y * width * 4, bytes + (y - 1) * width * 4, width * 4) == 0
    }

    /// Each pixel's four bytes R, G, B, A as `R | G << 8 | B << 16 | A << 24`.
    package var pixelWords: (base: UnsafeRawPointer, stride: Int, littleEndian: Bool) {
        (UnsafeRawPointer(bytes), width * 4, true)
    }

    package func straightColor(ofWord word: UInt32) -> UInt32 {
        (word & 0xFF) << 24 | (word >> 8 & 0xFF) << 16 | (word >> 16 & 0xFF) << 8 | word >> 24
    }

    package func fillRGBIfOpaque(row y: Int, into output: UnsafeMutablePointer<UInt8>) -> Bool {
        guard isRowOpaque(y) else { return false }
        reel_rgba_to_rgb(bytes + y * width * 4, width, output)
        return true
    }

    package func fill(row y: Int, rgba: Bool, into output: UnsafeMutablePointer<UInt8>) {
        let source = bytes + y * width * 4
        if rgba {
            memcpy(output, source, width * 4)
        } else {
            reel_rgba_to_rgb(source, width, output)
        }
    }
}
