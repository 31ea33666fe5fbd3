import Foundation

/// A PNG file split into chunks, and chunk writing with correct lengths and CRCs.
struct PNGChunks {
    struct Chunk {
        var type: String
        var data: Data
    }

    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    var chunks: [Chunk]

    /// Parses `png`, checking the signature, chunk bounds and CRCs.
    init(parsing png: Data) throws {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Data(bytes[0..<8]) == Self.signature else {
            throw ReelError.invalidPNG("missing PNG signature")
        }
        var chunks: [Chunk] = []
        var position = 8
        while position + 12 <= bytes.count {
            let length = Int(Self.readUInt32(bytes, at: position))
            let typeStart = position + 4
            let dataStart = position + 8
            guard length >= 0, dataStart + length + 4 <= bytes.count else {
                throw ReelError.invalidPNG("chunk at byte \(position) runs past the end of the file")
            }
            let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
            let stored = Self.readUInt32(bytes, at: dataStart + length)
            let computed = CRC32.checksum(bytes[typeStart..<(dataStart + length)])
            guard stored == computed else {
                throw ReelError.invalidPNG("chunk \(type) at byte \(position) has a bad CRC")
            }
            chunks.append(Chunk(type: type, data: Data(bytes[dataStart..<(dataStart + length)])))
            position = dataStart + length + 4
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else {
            throw ReelError.invalidPNG("PNG must start with IHDR and end with IEND")
        }
        self.chunks = chunks
    }

    var header: Data? { chunks.first { $0.type == "IHDR" }?.data }
    var imageData: [Data] { chunks.filter { $0.type == "IDAT" }.map(\.data) }

    /// A complete chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: Data) -> Data {
        var out = Data()
        out.append(contentsOf: bigEndian(UInt32(data.count)))
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: typeBytes)
        out.append(data)
        let crc = CRC32.checksum(data, continuing: CRC32.checksum(typeBytes))
        out.append(contentsOf: bigEndian(crc))
        return out
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func readUInt32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
            | UInt32(bytes[index + 3])
    }
}
