import CPixelLoops
import Foundation

/// A DEFLATE (zlib) compressor specialised for filtered PNG rows, in the manner of fpnge:
/// instead of hashing every byte it looks where rendered frames repeat themselves.
///
/// Rows of pixels (`pixelBytes` given: truecolour frames, filter None) are matched pixel by
/// pixel: at each position the run of the pixel to the left (distance `pixelBytes`), the same
/// place in the last row of pixels, and, where both are short, hash chains (always on here;
/// without `hashing`, the `.fast` encoder's, 2 candidates of a chain instead of
/// ``chainLength``, and the positions inside a match are not hashed: on the busy bench frames
/// 0.1 ms a frame less for 0.6 % more bytes). Rows of palette indices are read as below.
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
    /// counts, hash table, the block splitter's counts and block ends.
    static func scratchBytes(stride: Int) -> Int {
        tokenCapacity(stride: stride) * 4 + (286 + 30) * 4 + (1 << hashBits) * 4 + window * 4
            + reel_deflate_split_scratch_words(tokenCapacity(stride: stride)) * 4
            + (splitBlocks + 1) * MemoryLayout<Int>.stride
    }

    /// The most blocks the parser's tokens are split into per ``blockTokens``.
    static let splitBlocks = 64

    /// Tokens the buffer holds: a block, and the most one row adds (one a byte).
    static func tokenCapacity(stride: Int) -> Int { blockTokens + stride + 16 }

    /// The shortest match with the row above worth its distance bits.
    static let minimumAboveMatch = 16

    /// Candidates looked at per position along a hash chain.
    static let chainLength = 8
    /// Candidates the pixel parser looks at per position along its 3-byte hash chains.
    static let parseChainLength = 16
    /// Matches shorter than this have every position inside them hashed (longer ones, runs of
    /// flat colour, are skipped over).
    static let hashInsideMatchesBelow = 32
    // (The C tokenizers repeat these: DeflateShared.h has the window and hash bits, DeflateTokens.c
    // and PixelParse.c the chain lengths and the hashing inside matches.)

    /// Compresses `count` filtered bytes (`rows` rows of `stride` bytes, each starting with its
    /// filter type; `zeroRows[y]` true for a row known to be all-zero Up) into `output`, whose
    /// capacity must be at least ``bound(_:)``; returns the zlib stream's length.
    static func compress(
        _ data: UnsafePointer<UInt8>, rows: Int, stride: Int, zeroRows: UnsafePointer<Bool>, hashing: Bool,
        pixelBytes: Int? = nil, scratch: UnsafeMutableRawPointer, into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var stream = Stream(
            data: data, rows: rows, stride: stride, hashing: hashing, pixelBytes: pixelBytes, scratch: scratch,
            output: output)
        for y in 0..<rows { stream.add(row: y, zero: zeroRows[y]) }
        return stream.finish()
    }

    /// The Adler-32 of the filtered bytes, without reading the zero rows: a row of the filter
    /// type 2 and `stride − 1` zeros adds 2 to `a`, and `stride · (a + 2)` to `b`.
    static func checksum(_ data: UnsafePointer<UInt8>, rows: Int, stride: Int, zeroRows: UnsafePointer<Bool>) -> UInt32
    {
        var adler = Adler32()
        for y in 0..<rows {
            if zeroRows[y] {
                adler.addZeroRow(stride: stride)
            } else {
                adler.add(data + y * stride, count: stride)
            }
        }
        return adler.value
    }

    /// A running Adler-32 of filtered rows.
    struct Adler32 {
        private static let modulus: UInt32 = 65_521
        private(set) var value: UInt32 = 1

        /// Adds `count` bytes (libdeflate's Adler-32).
        mutating func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
            value = Deflate.adler32(value, bytes, count: count)
        }

        /// Adds an all-zero Up row without reading it: `a` grows by its filter type 2, and `b`
        /// by `stride · (a + 2)` (the running `a` is `a + 2` after each of the row's bytes).
        mutating func addZeroRow(stride: Int) {
            let modulus = UInt64(Self.modulus)
            let a = (UInt64(value & 0xFFFF) + 2) % modulus
            let b = (UInt64(value >> 16) + UInt64(stride) % modulus * a) % modulus
            value = UInt32(b << 16 | a)
        }
    }

    /// The row deflater fed one row at a time, so that a row is tokenized and checksummed just
    /// after it was written, while it is in cache: `add(row:zero:)` for every row in order from
    /// row 0 once its bytes are in `data` (an all-zero Up row is not read), then `finish()`.
    ///
    /// A row is checksummed when it is added but tokenized when the next one is (or at the
    /// end): hashing the last positions of a row reads the first bytes of the next.
    struct Stream {
        private var state: State
        private var adler = Adler32()
        private let output: UnsafeMutablePointer<UInt8>
        /// The row added last, not tokenized yet: its first byte, and whether it is a zero row.
        private var pending: (start: Int, zero: Bool)? = nil

        /// A stream for `rows` rows of `stride` bytes at `data` into `output` (at least
        /// ``RowDeflater/bound(_:)`` of `rows × stride`); `scratch` has
        /// ``RowDeflater/scratchBytes(stride:)``.
        init(
            data: UnsafePointer<UInt8>, rows: Int, stride: Int, hashing: Bool, pixelBytes: Int?,
            parsing zeroRows: UnsafePointer<Bool>? = nil, scratch: UnsafeMutableRawPointer,
            output: UnsafeMutablePointer<UInt8>
        ) {
            output[0] = 0x78  // deflate, 32 KiB window
            output[1] = 0x01  // no dictionary, fastest-level hint; (0x78·256 + 1) is a multiple of 31
            self.output = output
            state = State(
                data: data, count: rows * stride, stride: stride, hashing: hashing, pixelBytes: pixelBytes,
                scratch: scratch, output: output + 2)
            if let zeroRows, let pixelBytes {
                state.startParsing(rows: rows, pixelBytes: pixelBytes, zeroRows: zeroRows)
            }
        }

        /// Row `y` (the one after the last added) now holds its bytes; `zero` when it is an
        /// all-zero Up row.
        mutating func add(row y: Int, zero: Bool) {
            let start = y * state.stride
            if zero {
                adler.addZeroRow(stride: state.stride)
            } else {
                adler.add(state.data + start, count: state.stride)
            }
            if state.parsing {
                // Everything before this row, with matches reading on into it.
                state.parse(until: start, available: start + state.stride)
                return
            }
            tokenizePending()
            pending = (start, zero)
        }

        private mutating func tokenizePending() {
            if state.parsing {
                state.parse(until: state.count, available: state.count)
                return
            }
            guard let row = pending else { return }
            if row.zero {
                state.zeroRow()
            } else {
                state.row(at: row.start)
            }
            pending = nil
        }

        /// Writes the last block and the Adler-32; returns the zlib stream's length.
        mutating func finish() -> Int {
            tokenizePending()
            var length = 2 + state.finish()
            let value = adler.value
            for shift in [24, 16, 8, 0] {
                output[length] = UInt8(truncatingIfNeeded: value >> UInt32(shift))
                length += 1
            }
            return length
        }
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
        let splitScratch: UnsafeMutablePointer<UInt32>
        /// Where `reel_deflate_split` ends the blocks (``RowDeflater/splitBlocks`` of them at most).
        let splitEnds: UnsafeMutablePointer<Int>
        var tokenCount = 0
        var bits: BitWriter
        /// The pixel parser's state, when rows of pixels are parsed (`reel_pixel_parse`) rather
        /// than tokenized a row at a time.
        var parser = reel_pixel_parser()
        private(set) var parsing = false

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
            let splitWords = reel_deflate_split_scratch_words(capacity)
            splitScratch = UnsafeMutableRawPointer(previous + RowDeflater.window).bindMemory(
                to: UInt32.self, capacity: splitWords)
            splitEnds = UnsafeMutableRawPointer(splitScratch + splitWords).alignedUp(for: Int.self).bindMemory(
                to: Int.self, capacity: RowDeflater.splitBlocks)
            // memset, not initialize(repeating:), which debug builds run element by element
            // through the type's value witness; all bits set is -1.
            memset(hashTable, 0xFF, ((1 << RowDeflater.hashBits) + RowDeflater.window) * 4)
            bits = BitWriter(output)
        }

        /// Parses the rows of pixels with `reel_pixel_parse` from now on: matches may run on into
        /// the next row, and zero rows are the parser's too.
        mutating func startParsing(rows: Int, pixelBytes: Int, zeroRows: UnsafePointer<Bool>) {
            parser = reel_pixel_parser(
                data: data, count: count, stride: stride, rows: rows, bpp: pixelBytes, zeroRows: zeroRows,
                hashTable: hashTable, previous: previous, chainLength: Int32(RowDeflater.parseChainLength),
                position: 0)
            parsing = true
        }

        /// Tokenizes up to `until`, reading no further than `available`.
        mutating func parse(until: Int, available: Int) {
            while parser.position < until {
                // At most a row (or a zero row) a call, so that the tokens fit.
                let rowEnd = min(until, (parser.position / stride + 1) * stride)
                tokenCount += reel_pixel_parse(&parser, rowEnd, available, tokens + tokenCount)
                writeFullBlocks()
            }
        }

        /// An all-zero Up row: the filter type 2, a zero, then a run of zeros.
        mutating func zeroRow() {
            tokenCount += reel_row_deflater_zero_row(stride, tokens + tokenCount)
            writeFullBlocks()
        }

        /// Any row: runs, matches with the row above, hashed matches, literals.
        mutating func row(at start: Int) {
            if let pixelBytes {
                // Zero rows repeat the last row of pixels, so that row is the one above.
                let above = lastPixelRow.map { start - $0 }.flatMap { $0 <= RowDeflater.window ? $0 : nil } ?? 0
                tokenCount += reel_pixel_deflater_row(
                    data, count, stride, pixelBytes, start, above, hashing ? 0 : 1, hashTable, previous,
                    tokens + tokenCount)
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
                if parsing {
                    writeSplit(RowDeflater.blockTokens, final: false)
                } else {
                    write(RowDeflater.blockTokens, final: false)
                }
                tokenCount -= RowDeflater.blockTokens
                memmove(tokens, tokens + RowDeflater.blockTokens, tokenCount * 4)
            }
        }

        /// Writes the first `tokenCount` tokens as blocks where their statistics change
        /// (`reel_deflate_split`, then `reel_deflate_write_split`); `final` marks the last.
        mutating func writeSplit(_ tokenCount: Int, final: Bool) {
            let tokens = self.tokens
            let splitScratch = self.splitScratch
            let ends = splitEnds
            DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
                let blocks = reel_deflate_split(
                    tokens, tokenCount, lengthSymbol.baseAddress, splitScratch, ends, RowDeflater.splitBlocks)
                bits.withState { state in
                    reel_deflate_write_split(
                        tokens, tokenCount, lengthSymbol.baseAddress, splitScratch, ends, blocks, final ? 1 : 0, state)
                }
            }
        }

        /// Writes the first `tokenCount` tokens as one block (`reel_deflate_write_block`).
        mutating func write(_ tokenCount: Int, final: Bool) {
            let tokens = self.tokens
            let literalLengthCounts = self.literalLengthCounts
            let distanceCounts = self.distanceCounts
            DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
                reel_deflate_count_symbols(
                    tokens, tokenCount, lengthSymbol.baseAddress, literalLengthCounts, distanceCounts)
                bits.withState { state in
                    reel_deflate_write_block(
                        tokens, tokenCount, literalLengthCounts, distanceCounts, lengthSymbol.baseAddress,
                        final ? 1 : 0, state)
                }
            }
        }

        /// Writes the last block and returns the deflate stream's length.
        mutating func finish() -> Int {
            if parsing {
                writeSplit(tokenCount, final: true)
            } else {
                write(tokenCount, final: true)
            }
            tokenCount = 0
            return bits.finish()
        }
    }
}
