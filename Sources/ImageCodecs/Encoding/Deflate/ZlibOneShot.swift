import CZlib

/// zlib's one-call compressor (`compress2`, default strategy, 32 KiB window): one of the
/// candidates ``PNGEncoder/small`` tries, because on busy frames zlib's level 9 sometimes beats
/// libdeflate's levels.
enum ZlibOneShot {
    /// The most bytes `compress2` can produce for `count` input bytes.
    static func bound(_ count: Int) -> Int {
        Int(compressBound(uLong(count)))
    }

    /// Compresses `count` bytes into `output` (at least ``bound(_:)`` bytes) as a zlib stream at
    /// `level`; returns its length.
    static func compress(
        _ input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int, level: Int32
    ) throws(CanvasError) -> Int {
        var length = uLongf(capacity)
        let status = compress2(
            output.assumingMemoryBound(to: Bytef.self), &length, input.assumingMemoryBound(to: Bytef.self),
            uLong(count), level)
        guard status == Z_OK else {
            throw CanvasError(code: .invalidData, operation: "compress PNG data", reason: "zlib failed (\(status))")
        }
        return Int(length)
    }
}
