import CDeflate
import CPixelLoops
import Foundation

/// A DEFLATE (zlib) compressor specialised for filtered PNG rows, in the manner of fpnge:
/// instead of hashing every byte it looks where rendered frames repeat themselves.
///
/// Rows of pixels (`pixelBytes` given: truecolour frames, filter None) are matched pixel by
/// pixel: at each position the run of the pixel to the left (distance `pixelBytes`), the same
/// place in the last row of pixels, and, where both are short, hash chains (always on here).
/// Rows of palette indices are read as below.
///
/// - A row the filter made all zeros (Up on a row equal to the one above — most rows of a
///   frame of flat shapes) is two literals and a zero run, emitted without looking at its bytes.
/// - Elsewhere, at each position it measures the run of the previous byte (distance 1: flat
///   colour after Sub), eight bytes at a time.
/// - Without `hashing` it also measures the match with the row above (distance = row length
///   plus one) and takes it when it is at least ``minimumAboveMatch`` long and well ahead of the
///   run.
/// - With `hashing`, hash chains of 4-byte strings (zlib's `head`/`prev` arrays, at most
///   ``chainLength`` candidates) find matches up to 32 KiB back where the run is short: text and
///   antialiased edges repeat, shifted, from row to row (the row above included). Zero rows are
///   not hashed. (Measured on the bench scene: adding the row-above rule to hashing made files
///   5 % larger, so the two are not combined.)
///
/// Tokens collect into blocks of at most ``blockTokens``; each block gets its own dynamic
/// Huffman codes from its symbol counts. The output is a zlib stream (header, blocks,
/// Adler-32), deterministic for the same input.
struct RowDeflater {
    /// Tokens per block: Huffman codes adapt to each part of the image.
    static let blockTokens = 1 << 15
    static let hashBits = 15
    static let maxMatch = 258
    static let window = 32_768

    /// The largest output for `count` input bytes: at most 15 bits a literal, plus headers.
    static func bound(_ count: Int) -> Int {
        count * 2 + (count / blockTokens + 2) * 512 + 64
    }

    /// Scratch memory for rows of `stride` bytes: tokens (a block's and one row's more), symbol
    /// counts, hash table.
    static func scratchBytes(stride: Int) -> Int {
        tokenCapacity(stride: stride) * 4 + (286 + 30) * 4 + (1 << hashBits) * 4 + window * 4
    }

    /// Tokens the buffer holds: a block, and the most one row adds (one a byte).
    static func tokenCapacity(stride: Int) -> Int { blockTokens + stride + 16 }

    /// The shortest match with the row above worth its distance bits.
    static let minimumAboveMatch = 16

    /// Candidates looked at per position along a hash chain.
    static let chainLength = 8
    /// Matches shorter than this have every position inside them hashed (longer ones, runs of
    /// flat colour, are skipped over).
    static let hashInsideMatchesBelow = 32
    // (These constants are repeated in CPixelLoops' DeflateTokens.c, which tokenizes the rows.)

    /// Compresses `count` filtered bytes (`rows` rows of `stride` bytes, each starting with its
    /// filter type; `zeroRows[y]` true for a row known to be all-zero Up) into `output`, whose
    /// capacity must be at least ``bound(_:)``; returns the zlib stream's length.
    static func compress(
        _ data: UnsafePointer<UInt8>, rows: Int, stride: Int, zeroRows: UnsafePointer<Bool>, hashing: Bool,
        pixelBytes: Int? = nil, scratch: UnsafeMutableRawPointer, into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let count = rows * stride
        output[0] = 0x78  // deflate, 32 KiB window
        output[1] = 0x01  // no dictionary, fastest-level hint; (0x78·256 + 1) is a multiple of 31
        var state = State(
            data: data, count: count, stride: stride, hashing: hashing, pixelBytes: pixelBytes, scratch: scratch,
            output: output + 2)
        for y in 0..<rows {
            if zeroRows[y] {
                state.zeroRow(at: y * stride)
            } else {
                state.row(at: y * stride)
            }
        }
        var length = 2 + state.finish()
        let adler = checksum(data, rows: rows, stride: stride, zeroRows: zeroRows)
        for shift in [24, 16, 8, 0] {
            output[length] = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
            length += 1
        }
        return length
    }

    /// The Adler-32 of the filtered bytes, without reading the zero rows: a row of the filter
    /// type 2 and `stride − 1` zeros adds 2 to `a`, and `stride · (a + 2)` to `b`.
    static func checksum(_ data: UnsafePointer<UInt8>, rows: Int, stride: Int, zeroRows: UnsafePointer<Bool>) -> UInt32
    {
        let modulus: UInt64 = 65_521
        var adler: UInt32 = 1
        var y = 0
        while y < rows {
            if zeroRows[y] {
                var a = UInt64(adler & 0xFFFF)
                var b = UInt64(adler >> 16)
                while y < rows, zeroRows[y] {
                    a = (a + 2) % modulus
                    b = (b + UInt64(stride) % modulus * a) % modulus
                    y += 1
                }
                adler = UInt32(b << 16 | a)
            } else {
                var end = y + 1
                while end < rows, !zeroRows[end] { end += 1 }
                adler = UInt32(libdeflate_adler32(adler, data + y * stride, (end - y) * stride))
                y = end
            }
        }
        return adler
    }

    /// The tokenizer and block writer's state.
    ///
    /// Rows are tokenized in C (`reel_row_deflater_row`, `reel_row_deflater_zero_row`: per byte
    /// work, which debug builds would otherwise run unoptimized) into a buffer with room for a
    /// block and one row more; whenever a block's worth is there, those tokens are written as a
    /// block (their symbol counts taken in C) and the rest moved to the front. Blocks hold the
    /// same tokens as when each token was checked against the block size.
    private struct State {
        let data: UnsafePointer<UInt8>
        let count: Int
        let stride: Int
        let hashing: Bool
        let pixelBytes: Int?
        /// Where the last row of pixels (not a zero row) starts, for matches with the row above.
        var lastPixelRow: Int? = nil
        let tokens: UnsafeMutablePointer<UInt32>
        let literalLengthCounts: UnsafeMutablePointer<UInt32>
        let distanceCounts: UnsafeMutablePointer<UInt32>
        let hashTable: UnsafeMutablePointer<Int32>
        let previous: UnsafeMutablePointer<Int32>
        var tokenCount = 0
        var bits: BitWriter

        init(
            data: UnsafePointer<UInt8>, count: Int, stride: Int, hashing: Bool, pixelBytes: Int?,
            scratch: UnsafeMutableRawPointer, output: UnsafeMutablePointer<UInt8>
        ) {
            self.data = data
            self.count = count
            self.stride = stride
            self.hashing = hashing
            self.pixelBytes = pixelBytes
            let capacity = RowDeflater.tokenCapacity(stride: stride)
            tokens = scratch.bindMemory(to: UInt32.self, capacity: capacity)
            let countsStart = scratch + capacity * 4
            literalLengthCounts = countsStart.bindMemory(to: UInt32.self, capacity: 286 + 30)
            distanceCounts = literalLengthCounts + 286
            hashTable = (countsStart + (286 + 30) * 4).bindMemory(to: Int32.self, capacity: 1 << RowDeflater.hashBits)
            previous = hashTable + (1 << RowDeflater.hashBits)
            // memset, not initialize(repeating:), which debug builds run element by element
            // through the type's value witness; all bits set is -1.
            memset(hashTable, 0xFF, ((1 << RowDeflater.hashBits) + RowDeflater.window) * 4)
            bits = BitWriter(output)
        }

        /// An all-zero Up row: the filter type 2, a zero, then a run of zeros.
        mutating func zeroRow(at start: Int) {
            tokenCount += reel_row_deflater_zero_row(stride, tokens + tokenCount)
            writeFullBlocks()
        }

        /// Any row: runs, matches with the row above, hashed matches, literals.
        mutating func row(at start: Int) {
            if let pixelBytes {
                // Zero rows repeat the last row of pixels, so that row is the one above.
                let above = lastPixelRow.map { start - $0 }.flatMap { $0 <= RowDeflater.window ? $0 : nil } ?? 0
                tokenCount += reel_pixel_deflater_row(
                    data, count, stride, pixelBytes, start, above, hashTable, previous, tokens + tokenCount)
                lastPixelRow = start
            } else {
                tokenCount += reel_row_deflater_row(
                    data, count, stride, hashing ? 1 : 0, start, hashTable, previous, tokens + tokenCount)
            }
            writeFullBlocks()
        }

        /// Writes a block of the first ``RowDeflater/blockTokens`` tokens while there are that
        /// many, keeping the rest.
        mutating func writeFullBlocks() {
            while tokenCount >= RowDeflater.blockTokens {
                write(RowDeflater.blockTokens, final: false)
                tokenCount -= RowDeflater.blockTokens
                memmove(tokens, tokens + RowDeflater.blockTokens, tokenCount * 4)
            }
        }

        /// Writes the first `tokenCount` tokens as one block.
        mutating func write(_ tokenCount: Int, final: Bool) {
            DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
                reel_deflate_count_symbols(
                    tokens, tokenCount, lengthSymbol.baseAddress, literalLengthCounts, distanceCounts)
            }
            DeflateBlock.write(
                tokens: UnsafeBufferPointer(start: tokens, count: tokenCount),
                literalLengthCounts: UnsafeMutableBufferPointer(start: literalLengthCounts, count: 286),
                distanceCounts: UnsafeMutableBufferPointer(start: distanceCounts, count: 30), final: final,
                into: &bits)
        }

        /// Writes the last block and returns the deflate stream's length.
        mutating func finish() -> Int {
            write(tokenCount, final: true)
            tokenCount = 0
            return bits.finish()
        }
    }
}
