/// Big-endian reads from a font file's bytes, as OpenType stores its numbers.
///
/// Every read is bounds-checked and throws ``FontError`` past the end, so a truncated or
/// corrupt file is reported, never a crash.
struct ByteReader {
    let bytes: [UInt8]

    func uint8(at offset: Int) throws(FontError) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw FontError("offset \(offset) is past the end of the file") }
        return bytes[offset]
    }

    func uint16(at offset: Int) throws(FontError) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else {
            throw FontError("offset \(offset) is past the end of the file")
        }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontError) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else {
            throw FontError("offset \(offset) is past the end of the file")
        }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// The offset and length of the table tagged `tag` (`head`, `hhea`, …), from the table
    /// directory at the start of the file.
    func table(_ tag: String) throws(FontError) -> (offset: Int, length: Int) {
        let count = Int(try uint16(at: 4))
        let wanted = Array(tag.utf8)
        for index in 0..<count {
            let record = 12 + 16 * index
            var matches = true
            for (position, byte) in wanted.enumerated() where try uint8(at: record + position) != byte {
                matches = false
            }
            guard matches else { continue }
            let offset = Int(try uint32(at: record + 8))
            let length = Int(try uint32(at: record + 12))
            guard offset + length <= bytes.count else {
                throw FontError("the '\(tag)' table (offset \(offset), \(length) bytes) runs past the end of the file")
            }
            return (offset, length)
        }
        throw FontError("the font has no '\(tag)' table")
    }
}
