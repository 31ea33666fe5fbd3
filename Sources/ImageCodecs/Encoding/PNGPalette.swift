import CPixelLoops
import Foundation

/// An indexed (colour type 3) version of a frame, when it has at most 256 distinct colours:
/// the palette in order of first appearance (rows top to bottom, pixels left to right), and
/// one index byte per pixel of every row that is not a repeat of the row above.
///
/// Colours are told apart by the source's own pixel word (``PNGRowSource/pixelWords``),
/// which stands for exactly one straight RGBA colour; the palette holds each word's colour as
/// the truecolour path would write it, so the decoded pixels are the same. The order depends
/// only on the pixels, so the same frame always gives the same file.
struct PNGPalette {
    /// The most colours a PNG palette holds.
    static let capacity = 256
    /// Slots of the open-addressing table of pixel words (a power of two, well over 256).
    static let slots = Int(REEL_PALETTE_SLOTS)

    /// Straight RGBA colours, index order.
    private(set) var colors: [UInt32] = []
    /// The bit depth the indices are written at: 1, 2, 4 or 8, the least that holds them.
    var bitDepth: Int {
        switch colors.count {
        case ...2: 1
        case ...4: 2
        case ...16: 4
        default: 8
        }
    }

    /// Bytes a packed row of `width` indices takes at ``bitDepth``.
    func packedRowBytes(width: Int) -> Int { (width * bitDepth + 7) / 8 }

    /// Indexes every row of `source` that does not repeat the row above into `indices` (`width`
    /// bytes a row). Returns nil as soon as a 257th colour appears.
    ///
    /// `repeatedRows` flags the rows equal to the row above: the first `flaggedRows` are given,
    /// and the flags of the rows read after them are found and written here, `flaggedRows`
    /// advancing past them (to the height when the frame has a palette).
    ///
    /// `table` is scratch for ``slots`` × 8 bytes. The loop is C (`reel_palette_index`: an
    /// open-addressing table of words, and a pixel equal to the one before it takes its index
    /// without a lookup), so debug builds index a frame quickly too.
    static func index<Source: PNGRowSource>(
        _ source: Source, repeatedRows: UnsafeMutablePointer<Bool>, flaggedRows: inout Int,
        table: UnsafeMutableRawPointer, into indices: UnsafeMutablePointer<UInt8>
    ) -> PNGPalette? {
        let memory = source.pixelWords
        var count = 0
        var flagged = flaggedRows
        defer { flaggedRows = flagged }
        let words = [UInt32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            count = reel_palette_index(
                memory.base.assumingMemoryBound(to: UInt8.self), memory.stride, source.width, source.height,
                repeatedRows, &flagged, memory.littleEndian ? 1 : 0,
                table.bindMemory(to: UInt32.self, capacity: slots * 2), indices, buffer.baseAddress)
            initialized = max(count, 0)
        }
        guard count >= 0 else { return nil }
        var palette = PNGPalette()
        palette.colors = words.map { source.straightColor(ofWord: $0) }
        return palette
    }

    /// The PLTE chunk's data: red, green, blue of every colour.
    var plte: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(colors.count * 3)
        for color in colors {
            bytes += [UInt8(color >> 24), UInt8((color >> 16) & 0xFF), UInt8((color >> 8) & 0xFF)]
        }
        return bytes
    }

    /// The tRNS chunk's data: the alpha of every colour up to the last translucent one; empty
    /// when every colour is opaque (then no tRNS chunk is written).
    var trns: [UInt8] {
        guard let last = colors.lastIndex(where: { $0 & 0xFF != 0xFF }) else { return [] }
        return colors[...last].map { UInt8($0 & 0xFF) }
    }

    /// Writes `width` indices packed at ``bitDepth`` (most significant bits first, the last
    /// byte's spare bits zero) to `output` (in C, `reel_pack_indices`).
    func pack(_ indices: UnsafePointer<UInt8>, width: Int, into output: UnsafeMutablePointer<UInt8>) {
        reel_pack_indices(indices, width, Int32(bitDepth), output)
    }
}
