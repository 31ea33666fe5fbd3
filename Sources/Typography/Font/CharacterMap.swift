/// A font's `cmap` subtable: which glyph draws each Unicode scalar.
///
/// Read from the format 12 subtable (segmented coverage, all of Unicode) when the font has
/// one for Unicode (platform 3 encoding 10, or platform 0 encoding 4), else from the format 4
/// subtable (the Basic Multilingual Plane; platform 3 encoding 1, or platform 0) — FreeType's
/// order of preference, which cairo's text drawing uses. Stored as sorted ranges, looked up by
/// binary search.
struct CharacterMap: Sendable {
    /// A run of scalars `first...last` mapped to glyphs `glyphOfFirst + (scalar − first)`, or,
    /// for format 4 ranges read through `idRangeOffset`, to the glyphs listed in `glyphs`.
    struct Range: Sendable {
        var first: UInt32
        var last: UInt32
        var glyphOfFirst: Int
        var glyphs: [UInt16]?
    }

    private(set) var ranges: [Range] = []

    /// The glyph of `scalar`; 0 (`.notdef`) when the font has none.
    func glyph(for scalar: UInt32) -> Int {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if scalar < range.first {
                high = middle - 1
            } else if scalar > range.last {
                low = middle + 1
            } else if let glyphs = range.glyphs {
                return Int(glyphs[Int(scalar - range.first)])
            } else {
                return range.glyphOfFirst + Int(scalar - range.first)
            }
        }
        return 0
    }

    /// Reads the preferred Unicode subtable of the `cmap` table at `offset`.
    init(reader: ByteReader, offset: Int) throws(FontError) {
        let count = Int(try reader.uint16(at: offset + 2))
        var format12: Int?
        var format4: Int?
        for index in 0..<count {
            let record = offset + 4 + 8 * index
            let platform = try reader.uint16(at: record)
            let encoding = try reader.uint16(at: record + 2)
            let subtable = offset + Int(try reader.uint32(at: record + 4))
            let format = try reader.uint16(at: subtable)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            if format == 12, format12 == nil { format12 = subtable }
            if format == 4, format4 == nil { format4 = subtable }
        }
        if let format12 {
            try readFormat12(reader, format12)
        } else if let format4 {
            try readFormat4(reader, format4)
        } else {
            throw FontError("the 'cmap' table has no Unicode subtable of format 4 or 12")
        }
        ranges.sort { $0.first < $1.first }
    }

    private mutating func readFormat12(_ reader: ByteReader, _ offset: Int) throws(FontError) {
        let groups = Int(try reader.uint32(at: offset + 12))
        guard groups <= reader.bytes.count / 12 else { throw FontError("a 'cmap' format 12 subtable is truncated") }
        ranges.reserveCapacity(groups)
        for index in 0..<groups {
            let group = offset + 16 + 12 * index
            let first = try reader.uint32(at: group)
            let last = try reader.uint32(at: group + 4)
            let glyph = Int(try reader.uint32(at: group + 8))
            guard first <= last else { throw FontError("a 'cmap' format 12 group ends before it starts") }
            ranges.append(Range(first: first, last: last, glyphOfFirst: glyph, glyphs: nil))
        }
    }

    private mutating func readFormat4(_ reader: ByteReader, _ offset: Int) throws(FontError) {
        let segments = Int(try reader.uint16(at: offset + 6)) / 2
        let ends = offset + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        for index in 0..<segments {
            let last = UInt32(try reader.uint16(at: ends + 2 * index))
            let first = UInt32(try reader.uint16(at: starts + 2 * index))
            let delta = Int(try reader.int16(at: deltas + 2 * index))
            let rangeOffsetPosition = rangeOffsets + 2 * index
            let rangeOffset = Int(try reader.uint16(at: rangeOffsetPosition))
            guard first <= last, first != 0xFFFF else { continue }
            if rangeOffset == 0 {
                // Glyph = (scalar + delta) mod 65536: split where the sum wraps.
                var start = first
                while start <= last {
                    let glyph = (Int(start) + delta) & 0xFFFF
                    let room = UInt32(0xFFFF - glyph)
                    let end = min(last, start + room)
                    ranges.append(Range(first: start, last: end, glyphOfFirst: glyph, glyphs: nil))
                    start = end + 1
                }
            } else {
                var glyphs: [UInt16] = []
                glyphs.reserveCapacity(Int(last - first) + 1)
                for scalar in first...last {
                    let position = rangeOffsetPosition + rangeOffset + 2 * Int(scalar - first)
                    let raw = Int(try reader.uint16(at: position))
                    glyphs.append(raw == 0 ? 0 : UInt16((raw + delta) & 0xFFFF))
                }
                ranges.append(Range(first: first, last: last, glyphOfFirst: 0, glyphs: glyphs))
            }
        }
    }
}
