import CDeflate

/// libdeflate's whole-buffer compressor at one level (`libdeflate_alloc_compressor`,
/// `libdeflate_zlib_compress`, `libdeflate_deflate_compress`). One instance is used by one thread
/// at a time; ``PNGWorkspace`` keeps them for reuse.
///
/// libdeflate compresses a whole buffer in one call with no streaming state, which is why it
/// is several times faster than zlib at the same ratio: on filtered frames of flat colour (long
/// runs of zeros) it moves through matches hundreds of bytes at a time.
///
/// This file is the only Swift that calls libdeflate: its compressor, its decompressor
/// (``Inflate``) and its checksums (``crc32(_:_:count:)``, ``adler32(_:_:count:)``).
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
        /// Level 1, the fastest: a GIF's frames, kept compressed only until they are encoded.
        package static let fastest = Level(value: 1)
    }

    /// The libdeflate version compiled against (`LIBDEFLATE_VERSION_STRING`).
    package static var version: String { LIBDEFLATE_VERSION_STRING }

    let level: Level
    private let compressor: OpaquePointer

    /// A compressor at `level`.
    ///
    /// - Parameters:
    ///   - operation: What the caller is doing, for the error.
    ///   - reason: Why it failed, for the error (the default names the level).
    /// - Throws: ``CanvasError`` `.invalidData` when libdeflate cannot allocate it.
    init(_ level: Level, operation: String = "compress PNG data", reason: String? = nil) throws(CanvasError) {
        guard let compressor = libdeflate_alloc_compressor(level.value) else {
            throw CanvasError(
                code: .invalidData, operation: operation,
                reason: reason ?? "libdeflate could not allocate a level \(level.value) compressor (out of memory?)")
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
                code: .invalidData, operation: "compress PNG data",
                reason: "libdeflate had no room for \(count) bytes in \(capacity) (internal sizing error)")
        }
        return produced
    }

    /// The most bytes ``compressRaw(_:count:into:capacity:)`` can produce for `count` input bytes.
    func rawBound(_ count: Int) -> Int {
        libdeflate_deflate_compress_bound(compressor, count)
    }

    /// Compresses `count` bytes at `input` as raw DEFLATE (no zlib header or checksum) into
    /// `output` and returns its length: 0 when it does not fit in `capacity`.
    func compressRaw(_ input: UnsafeRawPointer?, count: Int, into output: UnsafeMutableRawPointer?, capacity: Int)
        -> Int
    {
        libdeflate_deflate_compress(compressor, input, count, output, capacity)
    }

    /// CRC-32 as PNG chunks use it (`libdeflate_crc32`), continuing from `crc`.
    static func crc32(_ crc: UInt32, _ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
        libdeflate_crc32(crc, bytes, count)
    }

    /// Adler-32 as zlib streams end with it (`libdeflate_adler32`), continuing from `adler`.
    static func adler32(_ adler: UInt32, _ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
        libdeflate_adler32(adler, bytes, count)
    }
}

/// libdeflate's whole-buffer decompressor (`libdeflate_alloc_decompressor`,
/// `libdeflate_zlib_decompress`, `libdeflate_deflate_decompress`), for one thread at a time.
final class Inflate {
    /// What a decompression came to.
    enum Outcome: Equatable {
        /// The stream inflated to this many bytes.
        case inflated(Int)
        /// The stream inflates to more than the output holds (`LIBDEFLATE_INSUFFICIENT_SPACE`).
        case noRoom
        /// The stream is corrupt (a bad block, or for zlib a bad header or Adler-32).
        case corrupt
    }

    private let decompressor: OpaquePointer

    /// A decompressor, or nil when libdeflate cannot allocate one.
    init?() {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        self.decompressor = decompressor
    }

    deinit {
        libdeflate_free_decompressor(decompressor)
    }

    /// Inflates the zlib stream `input` into `output`; the stream may inflate to less than
    /// `output` holds.
    func zlib(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Outcome {
        var produced = 0
        let result = libdeflate_zlib_decompress(
            decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &produced)
        return Self.outcome(result, produced)
    }

    /// Inflates the raw DEFLATE stream `input` into `output`; the stream may inflate to less than
    /// `output` holds.
    func raw(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Outcome {
        var produced = 0
        let result = libdeflate_deflate_decompress(
            decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &produced)
        return Self.outcome(result, produced)
    }

    private static func outcome(_ result: libdeflate_result, _ produced: Int) -> Outcome {
        switch result {
        case LIBDEFLATE_SUCCESS: .inflated(produced)
        case LIBDEFLATE_INSUFFICIENT_SPACE: .noRoom
        default: .corrupt
        }
    }
}
