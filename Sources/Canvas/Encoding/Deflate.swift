import CCairo
import Foundation

/// A zlib compressor producing a zlib stream, as PNG's IDAT holds (`deflateInit2_`, `deflate`,
/// `deflateEnd`). Input is fed in pieces; output is appended to a byte array.
///
/// The `z_stream` lives on the heap because zlib keeps a pointer to it and rejects a moved one.
final class Deflate {
    /// A zlib level, strategy, window and memory level.
    struct Settings: Sendable, Hashable {
        var level: Int32
        var strategy: Int32
        /// log2 of the history window, 9…15.
        var windowBits: Int32 = MAX_WBITS
        /// zlib's memory level, 1…9 (hash table and symbol buffer sizes).
        var memoryLevel: Int32 = 8

        /// Runs of the same byte only (`Z_RLE`): fast, and good on filtered flat-colour images.
        static let runLength = Settings(level: 1, strategy: Z_RLE)
        /// zlib's default level and strategy (level 6); on rendered frames slightly smaller than
        /// libpng's `Z_FILTERED` at the same speed.
        static let standard = Settings(level: 6, strategy: Z_DEFAULT_STRATEGY)
        /// zlib's best (level 9, default strategy, largest memory level).
        static let best = Settings(level: 9, strategy: Z_DEFAULT_STRATEGY, memoryLevel: 9)
    }

    /// The zlib version this process links (`zlibVersion`).
    static var version: String { String(cString: zlibVersion()) }

    private static let operation = "compress PNG data"
    private let stream: UnsafeMutablePointer<z_stream>
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(_ settings: Settings) throws(CanvasError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, settings.level, Z_DEFLATED, settings.windowBits, settings.memoryLevel, settings.strategy,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw CanvasError(code: .invalidData, operation: Self.operation, reason: "zlib could not start (\(status))")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Compresses `input`, appending what zlib emits to `output`; with `finish`, ends the
    /// stream (`Z_FINISH`).
    func compress(_ input: UnsafeRawBufferPointer, finish: Bool, into output: inout [UInt8]) throws(CanvasError) {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        let flush = finish ? Z_FINISH : Z_NO_FLUSH
        while true {
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = uInt(buffer.count)
                let status = deflate(stream, flush)
                return (status, buffer.count - Int(stream.pointee.avail_out))
            }
            guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && produced == 0) else {
                throw CanvasError(code: .invalidData, operation: Self.operation, reason: "zlib failed (\(status))")
            }
            output.append(contentsOf: chunk[0..<produced])
            if finish ? status == Z_STREAM_END : stream.pointee.avail_out != 0 {
                return
            }
        }
    }
}
