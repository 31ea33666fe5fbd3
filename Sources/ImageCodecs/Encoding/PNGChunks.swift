import Foundation

/// PNG's file structure: the signature and length-type-data-CRC chunks, written here for the PNG
/// and APNG encoders and read in `PNGChunks+Reading.swift` for the decoder, the APNG frame reader
/// and the snapshot text chunk. The one CRC-32 is libdeflate's (``Deflate/crc32(_:_:count:)``).
package enum PNGChunks {
    /// The 8 bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG colour types Canvas writes.
    enum ColorType: UInt8 {
        case rgb = 2
        case palette = 3
        case rgba = 6

        /// Bytes a pixel takes at 8 bits per sample (a palette index: 1).
        var bytesPerPixel: Int {
            switch self {
            case .rgb: 3
            case .palette: 1
            case .rgba: 4
            }
        }
    }

    /// The IHDR chunk's data: size, `bitDepth` bits per sample (8 unless a palette image's
    /// indices are packed), no interlacing.
    static func header(width: Int, height: Int, colorType: ColorType, bitDepth: Int = 8) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [UInt8(bitDepth), colorType.rawValue, 0, 0, 0]
    }

    /// The CRC-32 of `bytes` as a chunk carries it (over its type and data), continuing from
    /// `crc` (start with 0).
    package static func crc<Bytes: ContiguousBytes>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return crc }
            return Deflate.crc32(crc, base, count: buffer.count)
        }
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
        output.append(contentsOf: bigEndian(crc(output[(start + 4)...])))
    }

    /// A whole chunk with `data`.
    package static func append<Data: Collection<UInt8>>(_ type: String, _ data: Data, to output: inout [UInt8]) {
        let start = begin(type, in: &output)
        output.append(contentsOf: data)
        end(start, in: &output)
    }

    /// Completes a chunk laid out in place: `dataCount` bytes of data at `chunk + 8`, with room for
    /// the CRC after them. Writes the length, the type and the CRC.
    static func seal(_ type: String, at chunk: UnsafeMutableRawPointer, dataCount: Int) {
        chunk.storeBytes(of: UInt32(dataCount).bigEndian, as: UInt32.self)
        (chunk + 4).copyMemory(from: Array(type.utf8), byteCount: 4)
        let typeAndData = UnsafeRawBufferPointer(start: chunk + 4, count: dataCount + 4)
        (chunk + 8 + dataCount).storeBytes(of: crc(typeAndData).bigEndian, as: UInt32.self)
    }

    /// `value`'s four bytes, most significant first.
    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// `value`'s two bytes, most significant first.
    static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
