import Foundation

extension PNGChunks {
    /// One chunk of a PNG file: where it starts, its type and where its data lie in the file.
    package struct Chunk: Hashable {
        /// The offset of the chunk's length field (its first byte).
        package var start: Int
        /// The four type letters (`IHDR`, `IDAT`, `tEXt`, …) as text.
        package var type: String
        /// Where the data lie; the CRC follows them.
        package var data: Range<Int>

        /// The offset just past the chunk's CRC: where the next chunk starts.
        package var end: Int { data.upperBound + 4 }
    }

    /// Why ``chunk(at:in:checkingCRC:)`` found no whole chunk.
    package enum ChunkProblem: Error {
        /// Fewer than 8 bytes (a length and a type) are left at the position.
        case truncated
        /// The chunk's data or CRC run past the end of the bytes.
        case pastEnd(Chunk)
        /// The stored CRC is not the CRC of the chunk's type and data.
        case badCRC(Chunk)
    }

    /// The chunk whose length field is at `position` in `bytes`: its length and type read, its
    /// bounds checked against the end of `bytes` and, when `checkingCRC`, its CRC checked.
    ///
    /// The one place that reads PNG's chunk layout (length, type, data, CRC): the decoder, the
    /// APNG frame reader (``chunks(of:)``) and the snapshot text chunk walk files with it, each
    /// deciding what a problem means to it.
    package static func chunk(
        at position: Int, in bytes: UnsafeRawBufferPointer, checkingCRC: Bool = true
    ) -> Result<Chunk, ChunkProblem> {
        guard position >= 0, position + 8 <= bytes.count else { return .failure(.truncated) }
        let length = Int(readUInt32(bytes, at: position))
        let dataStart = position + 8
        let chunk = Chunk(
            start: position, type: String(decoding: bytes[(position + 4)..<dataStart], as: UTF8.self),
            data: dataStart..<(dataStart + length))
        guard length <= bytes.count - dataStart - 4 else { return .failure(.pastEnd(chunk)) }
        if checkingCRC {
            let stored = readUInt32(bytes, at: chunk.data.upperBound)
            let computed = crc(UnsafeRawBufferPointer(rebasing: bytes[(position + 4)..<chunk.data.upperBound]))
            guard stored == computed else { return .failure(.badCRC(chunk)) }
        }
        return .success(chunk)
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
        let walked: Result<[Chunk], CanvasError> = bytes.withUnsafeBytes { buffer in
            var chunks: [Chunk] = []
            var position = 8
            while position + 12 <= buffer.count {
                switch chunk(at: position, in: buffer) {
                case .success(let chunk):
                    chunks.append(chunk)
                    position = chunk.end
                    if chunk.type == "IEND" { return .success(chunks) }
                case .failure(.badCRC(let chunk)):
                    return .failure(invalid("chunk \(chunk.type) at byte \(position) has a bad CRC"))
                case .failure:
                    return .failure(invalid("chunk at byte \(position) runs past the end of the file"))
                }
            }
            return .success(chunks)
        }
        let chunks = try walked.get()
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
