import CDeflate

/// libdeflate's whole-buffer zlib compressor at one level (`libdeflate_alloc_compressor`,
/// `libdeflate_zlib_compress`). One instance is used by one thread at a time; ``PNGWorkspace``
/// keeps them for reuse.
///
/// libdeflate compresses a whole buffer in one call with no streaming state, which is why it
/// is several times faster than zlib at the same ratio: on filtered frames of flat colour (long
/// runs of zeros) it moves through matches hundreds of bytes at a time.
package final class Deflate {
    /// A libdeflate compression level, 1 (fastest) … 12 (smallest).
    package struct Level: Sendable, Hashable {
        var value: Int32

        /// Lazy matching with hash chains (level 7); on busy rendered frames (labels, slanted
        /// edges) no larger than zlib's level 6 and several times quicker.
        package static let standard = Level(value: 7)
        /// Lazy matching with longer hash-chain searches. (Levels 10–12, near-optimal parsing,
        /// are not used: on long runs of zeros they take about 400 ms for a 780 × 1688 frame.)
        package static let thorough = Level(value: 9)
    }

    /// The libdeflate version compiled against (`LIBDEFLATE_VERSION_STRING`).
    package static var version: String { LIBDEFLATE_VERSION_STRING }

    private static let operation = "compress PNG data"
    let level: Level
    private let compressor: OpaquePointer

    init(_ level: Level) throws(CanvasError) {
        guard let compressor = libdeflate_alloc_compressor(level.value) else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "libdeflate could not allocate a level \(level.value) compressor (out of memory?)")
        }
        self.level = level
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    /// The most bytes ``compress(_:count:into:capacity:)`` can produce for `count` input bytes.
    func bound(_ count: Int) -> Int {
        libdeflate_zlib_compress_bound(compressor, count)
    }

    /// Compresses `count` bytes at `input` as one zlib stream into `output` and returns its
    /// length.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when `capacity` is below ``bound(_:)``.
    func compress(
        _ input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) throws(CanvasError) -> Int {
        let produced = libdeflate_zlib_compress(compressor, input, count, output, capacity)
        guard produced > 0 else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "libdeflate had no room for \(count) bytes in \(capacity) (internal sizing error)")
        }
        return produced
    }

    /// CRC-32 as PNG chunks use it (`libdeflate_crc32`), continuing from `crc`.
    static func crc32(_ crc: UInt32, _ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
        libdeflate_crc32(crc, bytes, count)
    }
}
