import Foundation

extension PNGChunks {
    /// One chunk of a PNG file: its type and where its data lie in the file.
    struct Chunk: Hashable {
        var type: String
        var data: Range<Int>
    }

    /// The chunks of `png`, checking the signature, every chunk's bounds and CRC, and that the
    /// file starts with IHDR and ends with IEND. Ranges are offsets from `png.startIndex`.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` naming the chunk and byte offset at fault.
    static func chunks(of png: Data) throws(CanvasError) -> [Chunk] {
        let bytes = [UInt8](png)
        func invalid(_ reason: String) -> CanvasError {
            CanvasError(code: .invalidData, operation: "read PNG chunks", reason: reason)
        }
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw invalid("missing PNG signature")
        }
        var chunks: [Chunk] = []
        var position = 8
        while position + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: position))
            let typeStart = position + 4
            let dataStart = position + 8
            guard dataStart + length + 4 <= bytes.count else {
                throw invalid("chunk at byte \(position) runs past the end of the file")
            }
            let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
            let stored = readUInt32(bytes, at: dataStart + length)
            guard stored == crc(bytes[typeStart..<(dataStart + length)]) else {
                throw invalid("chunk \(type) at byte \(position) has a bad CRC")
            }
            chunks.append(Chunk(type: type, data: dataStart..<(dataStart + length)))
            position = dataStart + length + 4
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else {
            throw invalid("PNG must start with IHDR and end with IEND")
        }
        return chunks
    }

    /// The big-endian 32-bit number at `index`.
    static func readUInt32<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> UInt32
    where Bytes.Index == Int {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
            | UInt32(bytes[index + 3])
    }
}
