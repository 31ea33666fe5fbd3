import Foundation

/// Reads and writes one `tEXt` chunk of a PNG file: `keyword NUL text`, before `IEND`.
enum PNGTextChunk {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// `png` with a `tEXt` chunk of `keyword` and `text` inserted before its `IEND` chunk
    /// (`png` unchanged when it has no `IEND`).
    static func inserting(keyword: String, text: Data, into png: Data) -> Data {
        let bytes = [UInt8](png)
        guard let end = chunks(bytes).first(where: { $0.type == "IEND" }) else { return png }
        let body = [UInt8]("tEXt".utf8) + [UInt8](keyword.utf8) + [0] + [UInt8](text)
        var chunk = bigEndian(UInt32(body.count - 4))
        chunk += body
        chunk += bigEndian(crc32(body))
        return Data(bytes[..<end.start] + chunk + bytes[end.start...])
    }

    /// The text of the first `tEXt` chunk with `keyword`, or nil.
    static func text(keyword: String, in png: Data) -> Data? {
        let bytes = [UInt8](png)
        let prefix = [UInt8](keyword.utf8) + [0]
        for chunk in chunks(bytes) where chunk.type == "tEXt" {
            let data = bytes[chunk.data]
            if data.starts(with: prefix) { return Data(data.dropFirst(prefix.count)) }
        }
        return nil
    }

    /// The chunks of a PNG: where each starts (its length field), its type and its data range.
    static func chunks(_ bytes: [UInt8]) -> [(start: Int, type: String, data: Range<Int>)] {
        guard bytes.starts(with: signature) else { return [] }
        var found: [(Int, String, Range<Int>)] = []
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let dataStart = offset + 8
            guard length <= bytes.count - dataStart - 4 else { break }
            found.append((offset, type, dataStart..<dataStart + length))
            offset = dataStart + length + 4
        }
        return found
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static let table: [UInt32] = (0..<256).map { index in
        var c = UInt32(index)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The PNG specification's CRC-32 of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
