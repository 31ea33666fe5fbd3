import Foundation

/// An indexed (colour type 3) version of a frame, when it has at most 256 distinct colours:
/// the palette in order of first appearance (rows top to bottom, pixels left to right), and
/// one index byte per pixel of every row that is not a repeat of the row above.
///
/// Colours are told apart by the source's own pixel word (``PNGRowSource/pixelWord(_:row:)``),
/// which stands for exactly one straight RGBA colour; the palette holds each word's colour as
/// the truecolour path would write it, so the decoded pixels are the same. The order depends
/// only on the pixels, so the same frame always gives the same file.
struct PNGPalette {
    /// The most colours a PNG palette holds.
    static let capacity = 256
    /// Slots of the open-addressing table of pixel words (a power of two, well over 256).
    static let slots = 4096

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

    /// Indexes every row of `source` not flagged in `repeatedRows` into `indices` (`width`
    /// bytes a row). Returns nil as soon as a 257th colour appears.
    ///
    /// `table` is scratch for ``slots`` × 8 bytes.
    static func index<Source: PNGRowSource>(
        _ source: Source, repeatedRows: UnsafePointer<Bool>, table: UnsafeMutableRawPointer,
        into indices: UnsafeMutablePointer<UInt8>
    ) -> PNGPalette? {
        // Each slot: the word (4 bytes) and its palette index + 1 (0: empty).
        let keys = table.bindMemory(to: UInt32.self, capacity: slots * 2)
        let marks = keys + slots
        marks.initialize(repeating: 0, count: slots)
        var words: [UInt32] = []
        words.reserveCapacity(capacity)
        let mask = UInt32(slots - 1)
        var lastWord: UInt32 = 0
        var lastIndex: UInt8 = 0
        var haveLast = false
        for y in 0..<source.height where !repeatedRows[y] {
            let row = indices + y * source.width
            for x in 0..<source.width {
                let word = source.pixelWord(x, row: y)
                if haveLast, word == lastWord {
                    row[x] = lastIndex
                    continue
                }
                var slot = Int((word &* 0x9E37_79B1) >> 20 & mask)
                while true {
                    let mark = marks[slot]
                    if mark == 0 {
                        guard words.count < capacity else { return nil }
                        words.append(word)
                        keys[slot] = word
                        marks[slot] = UInt32(words.count)
                        lastIndex = UInt8(truncatingIfNeeded: words.count - 1)
                        break
                    }
                    if keys[slot] == word {
                        lastIndex = UInt8(truncatingIfNeeded: mark - 1)
                        break
                    }
                    slot = (slot + 1) & Int(mask)
                }
                lastWord = word
                haveLast = true
                row[x] = lastIndex
            }
        }
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
    /// byte's spare bits zero) to `output`.
    func pack(_ indices: UnsafePointer<UInt8>, width: Int, into output: UnsafeMutablePointer<UInt8>) {
        let depth = bitDepth
        if depth == 8 {
            output.update(from: indices, count: width)
            return
        }
        let perByte = 8 / depth
        var x = 0
        var out = 0
        while x < width {
            var byte: UInt8 = 0
            let end = min(x + perByte, width)
            var shift = 8 - depth
            while x < end {
                byte |= indices[x] << UInt8(shift)
                shift -= depth
                x += 1
            }
            output[out] = byte
            out += 1
        }
    }
}
