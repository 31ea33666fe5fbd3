import CCairo

/// Writes PNG's file structure: the signature and length-type-data-CRC chunks (CRC by zlib's
/// `crc32`).
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG colour types Canvas writes.
    enum ColorType: UInt8 {
        case rgb = 2
        case rgba = 6

        var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
    }

    /// The IHDR chunk's data: size, 8 bits per sample, no interlacing.
    static func header(width: Int, height: Int, colorType: ColorType) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType.rawValue, 0, 0, 0]
    }

    /// Starts a chunk of `type` in `output` and returns where its length goes; finish it with
    /// ``end(_:in:)`` once its data has been appended.
    static func begin(_ type: String, in output: inout [UInt8]) -> Int {
        let start = output.count
        output.append(contentsOf: [0, 0, 0, 0])
        output.append(contentsOf: Array(type.utf8))
        return start
    }

    /// Fills in the length of the chunk begun at `start` and appends its CRC.
    static func end(_ start: Int, in output: inout [UInt8]) {
        let length = UInt32(output.count - start - 8)
        output.replaceSubrange(start..<(start + 4), with: bigEndian(length))
        let crc = output.withUnsafeBufferPointer { buffer -> UInt32 in
            let typeAndData = UnsafeBufferPointer(rebasing: buffer[(start + 4)...])
            return UInt32(crc32(0, typeAndData.baseAddress, uInt(typeAndData.count)))
        }
        output.append(contentsOf: bigEndian(crc))
    }

    /// A whole chunk with `data`.
    static func append(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        let start = begin(type, in: &output)
        output.append(contentsOf: data)
        end(start, in: &output)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
