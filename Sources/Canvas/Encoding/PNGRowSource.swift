import Foundation

/// Rows of straight-alpha RGB or RGBA bytes for the PNG writer, read from some pixel memory.
protocol PNGRowSource {
    var width: Int { get }
    var height: Int { get }
    /// Whether every pixel of row `y` has alpha 255 (when all rows are, the PNG is RGB).
    func isRowOpaque(_ y: Int) -> Bool
    /// Writes row `y` as RGB (3 bytes a pixel) or RGBA (4) to `output`.
    func fill(row y: Int, rgba: Bool, into output: UnsafeMutablePointer<UInt8>)
    /// Whether row `y` (≥ 1) is identical to row `y − 1`.
    func rowEqualsPrevious(_ y: Int) -> Bool
    /// Pixel `x` of row `y` as the source stores it: equal words are equal colours, and each
    /// word is one straight RGBA colour (``straightColor(ofWord:)``).
    func pixelWord(_ x: Int, row y: Int) -> UInt32
    /// The straight RGBA colour a ``pixelWord(_:row:)`` stands for, as `0xRRGGBBAA`: the
    /// bytes ``fill(row:rgba:into:)`` writes for that pixel.
    func straightColor(ofWord word: UInt32) -> UInt32
}

/// Rows of a cairo ARGB32 surface: native-endian premultiplied words, `stride` bytes a row.
struct SurfaceRows: PNGRowSource {
    let base: UnsafeRawPointer
    let stride: Int
    let width: Int
    let height: Int
    /// cairo's un-premultiplication for every (alpha, component) pair: index `alpha << 8 | c`.
    let unpremultiplied: UnsafePointer<UInt8>

    func isRowOpaque(_ y: Int) -> Bool {
        let words = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        var all: UInt32 = 0xFFFF_FFFF
        for x in 0..<width {
            all &= words[x]
        }
        return all >> 24 == 0xFF
    }

    func rowEqualsPrevious(_ y: Int) -> Bool {
        memcmp(base + y * stride, base + (y - 1) * stride, width * 4) == 0
    }

    @inline(__always)
    func pixelWord(_ x: Int, row y: Int) -> UInt32 {
        (base + y * stride).load(fromByteOffset: x &* 4, as: UInt32.self)
    }

    func straightColor(ofWord word: UInt32) -> UInt32 {
        let alpha = word >> 24
        if alpha == 0xFF { return word << 8 | 0xFF }
        let row = unpremultiplied + Int(alpha << 8)
        let red = UInt32(row[Int((word >> 16) & 0xFF)])
        let green = UInt32(row[Int((word >> 8) & 0xFF)])
        let blue = UInt32(row[Int(word & 0xFF)])
        return red << 24 | green << 16 | blue << 8 | alpha
    }

    func fill(row y: Int, rgba: Bool, into output: UnsafeMutablePointer<UInt8>) {
        let words = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        if !rgba {
            var x = 0
            var out = 0
            #if _endian(little)
                // One 4-byte store per pixel: 0xAARRGGBB byte-swapped and shifted is R, G, B, 0
                // in memory; the spare byte is overwritten by the next pixel or lies in the
                // row's slack.
                let target = UnsafeMutableRawPointer(output)
                while x < width {
                    target.storeBytes(of: words[x].byteSwapped &>> 8, toByteOffset: out, as: UInt32.self)
                    x &+= 1
                    out &+= 3
                }
            #endif
            while x < width {
                let word = words[x]
                output[out] = UInt8(truncatingIfNeeded: word &>> 16)
                output[out &+ 1] = UInt8(truncatingIfNeeded: word &>> 8)
                output[out &+ 2] = UInt8(truncatingIfNeeded: word)
                x &+= 1
                out &+= 3
            }
            return
        }
        var out = output
        for x in 0..<width {
            let word = words[x]
            let alpha = word >> 24
            if alpha == 0xFF {
                out[0] = UInt8(truncatingIfNeeded: word >> 16)
                out[1] = UInt8(truncatingIfNeeded: word >> 8)
                out[2] = UInt8(truncatingIfNeeded: word)
            } else {
                let row = unpremultiplied + Int(alpha << 8)
                out[0] = row[Int((word >> 16) & 0xFF)]
                out[1] = row[Int((word >> 8) & 0xFF)]
                out[2] = row[Int(word & 0xFF)]
            }
            out[3] = UInt8(truncatingIfNeeded: alpha)
            out += 4
        }
    }

    /// Bytes past the end of an RGB row that ``fill(row:rgba:into:)`` may overwrite.
    static let rowSlack = 1

    /// The un-premultiplication table, built once.
    static let table: [UInt8] = (0..<65_536).map { index in
        Premultiplication.unpremultiply(UInt32(index & 0xFF), alpha: UInt32(index >> 8))
    }
}

/// Rows of an ``RGBA8Image``'s bytes.
struct ImageRows: PNGRowSource {
    let bytes: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    func isRowOpaque(_ y: Int) -> Bool {
        let row = bytes + y * width * 4
        var all: UInt8 = 0xFF
        for x in 0..<width {
            all &= row[x * 4 + 3]
        }
        return all == 0xFF
    }

    func rowEqualsPrevious(_ y: Int) -> Bool {
        memcmp(bytes + y * width * 4, bytes + (y - 1) * width * 4, width * 4) == 0
    }

    /// The pixel's four bytes R, G, B, A as `R | G << 8 | B << 16 | A << 24`.
    @inline(__always)
    func pixelWord(_ x: Int, row y: Int) -> UInt32 {
        UInt32(
            littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self))
    }

    func straightColor(ofWord word: UInt32) -> UInt32 {
        (word & 0xFF) << 24 | (word >> 8 & 0xFF) << 16 | (word >> 16 & 0xFF) << 8 | word >> 24
    }

    func fill(row y: Int, rgba: Bool, into output: UnsafeMutablePointer<UInt8>) {
        let source = bytes + y * width * 4
        if rgba {
            output.update(from: source, count: width * 4)
            return
        }
        for x in 0..<width {
            output[x * 3] = source[x * 4]
            output[x * 3 + 1] = source[x * 4 + 1]
            output[x * 3 + 2] = source[x * 4 + 2]
        }
    }
}
