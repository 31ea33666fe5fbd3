import CPixelLoops

/// DEFLATE's bit stream (least significant bit first) into memory the caller sized: C writes
/// the blocks (`withState`), `finish()` pads the last byte.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var cursor: UnsafeMutablePointer<UInt8>
    private var bits: UInt64 = 0
    private var count = 0

    init(_ output: UnsafeMutablePointer<UInt8>) {
        start = output
        cursor = output
    }

    /// Runs `body` on the writer's state as C sees it (`reel_bit_writer`), then takes it back.
    mutating func withState(_ body: (UnsafeMutablePointer<reel_bit_writer>) -> Void) {
        var state = reel_bit_writer(cursor: cursor, bits: bits, count: count)
        body(&state)
        cursor = state.cursor
        bits = state.bits
        count = state.count
    }

    /// Pads to a byte boundary and returns how many bytes were written.
    mutating func finish() -> Int {
        while count > 0 {
            cursor.pointee = UInt8(truncatingIfNeeded: bits)
            cursor += 1
            bits >>= 8
            count = max(0, count - 8)
        }
        return cursor - start
    }
}
