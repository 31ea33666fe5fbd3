import CDeflate
import CPixelLoops
import Foundation

/// A DEFLATE (zlib) compressor specialised for filtered PNG rows, in the manner of fpnge:
/// instead of hashing every byte it looks where rendered frames repeat themselves.
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

    /// Scratch memory sized by ``scratchBytes``: tokens, symbol counts, hash table.
    static var scratchBytes: Int { (blockTokens + 16) * 4 + (286 + 30) * 4 + (1 << hashBits) * 4 + window * 4 }

    /// The shortest match with the row above worth its distance bits.
    static let minimumAboveMatch = 16

    /// Candidates looked at per position along a hash chain.
    static let chainLength = 8
    /// Matches shorter than this have every position inside them hashed (longer ones, runs of
    /// flat colour, are skipped over).
    static let hashInsideMatchesBelow = 32

    /// Compresses `count` filtered bytes (`rows` rows of `stride` bytes, each starting with its
    /// filter type; `zeroRows[y]` true for a row known to be all-zero Up) into `output`, whose
    /// capacity must be at least ``bound(_:)``; returns the zlib stream's length.
    static func compress(
        _ data: UnsafePointer<UInt8>, rows: Int, stride: Int, zeroRows: UnsafePointer<Bool>, hashing: Bool,
        scratch: UnsafeMutableRawPointer, into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let count = rows * stride
        output[0] = 0x78  // deflate, 32 KiB window
        output[1] = 0x01  // no dictionary, fastest-level hint; (0x78·256 + 1) is a multiple of 31
        var state = State(
            data: data, count: count, stride: stride, hashing: hashing, scratch: scratch, output: output + 2)
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
    private struct State {
        let data: UnsafePointer<UInt8>
        let count: Int
        let stride: Int
        let hashing: Bool
        let tokens: UnsafeMutablePointer<UInt32>
        let literalLengthCounts: UnsafeMutablePointer<UInt32>
        let distanceCounts: UnsafeMutablePointer<UInt32>
        let hashTable: UnsafeMutablePointer<Int32>
        let previous: UnsafeMutablePointer<Int32>
        var tokenCount = 0
        var bits: BitWriter

        init(
            data: UnsafePointer<UInt8>, count: Int, stride: Int, hashing: Bool, scratch: UnsafeMutableRawPointer,
            output: UnsafeMutablePointer<UInt8>
        ) {
            self.data = data
            self.count = count
            self.stride = stride
            self.hashing = hashing
            tokens = scratch.bindMemory(to: UInt32.self, capacity: RowDeflater.blockTokens + 16)
            let countsStart = scratch + (RowDeflater.blockTokens + 16) * 4
            literalLengthCounts = countsStart.bindMemory(to: UInt32.self, capacity: 286 + 30)
            distanceCounts = literalLengthCounts + 286
            hashTable = (countsStart + (286 + 30) * 4).bindMemory(to: Int32.self, capacity: 1 << RowDeflater.hashBits)
            // memset, not initialize(repeating:), which debug builds run element by element
            // through the type's value witness; all bits set is -1.
            memset(literalLengthCounts, 0, (286 + 30) * 4)
            previous = hashTable + (1 << RowDeflater.hashBits)
            memset(hashTable, 0xFF, ((1 << RowDeflater.hashBits) + RowDeflater.window) * 4)
            bits = BitWriter(output)
        }

        @inline(__always)
        mutating func literal(_ byte: UInt8) {
            tokens[tokenCount] = UInt32(byte)
            tokenCount &+= 1
            literalLengthCounts[Int(byte)] &+= 1
            if tokenCount == RowDeflater.blockTokens { flush(final: false) }
        }

        @inline(__always)
        mutating func match(length: Int, distance: Int) {
            tokens[tokenCount] = DeflateBlock.match(length: length, distance: distance)
            tokenCount &+= 1
            literalLengthCounts[257 &+ Int(DeflateTables.lengthSymbol[length &- 3])] &+= 1
            distanceCounts[DeflateTables.distanceSymbol(distance)] &+= 1
            if tokenCount == RowDeflater.blockTokens { flush(final: false) }
        }

        /// A match of any length ≥ 3 at `distance`, as tokens of at most 258 (none shorter
        /// than 3).
        mutating func longMatch(length: Int, distance: Int) {
            var left = length
            while left > 0 {
                var take = min(left, RowDeflater.maxMatch)
                if left - take > 0, left - take < 3 { take = left - 3 }
                match(length: take, distance: distance)
                left -= take
            }
        }

        /// An all-zero Up row: the filter type 2, a zero, then a run of zeros.
        mutating func zeroRow(at start: Int) {
            literal(2)
            let zeros = stride - 1
            guard zeros > 0 else { return }
            literal(0)
            if zeros - 1 >= 3 {
                longMatch(length: zeros - 1, distance: 1)
            } else {
                for _ in 0..<(zeros - 1) { literal(0) }
            }
        }

        /// How many bytes from `position` equal those `distance` back, up to `limit`.
        @inline(__always)
        func matchLength(_ position: Int, distance: Int, limit: Int) -> Int {
            // In C (`reel_match_length`, 8 bytes a step): the innermost loop of the encoder, fast
            // in debug builds too.
            reel_match_length(data, position, distance, limit)
        }

        @inline(__always)
        func hash(_ position: Int) -> Int {
            let word = UnsafeRawPointer(data).loadUnaligned(fromByteOffset: position, as: UInt32.self)
            return Int((word &* 0x9E37_79B1) &>> UInt32(32 - RowDeflater.hashBits))
        }

        @inline(__always)
        func insert(_ position: Int, slot: Int) {
            previous[position & (RowDeflater.window &- 1)] = hashTable[slot]
            hashTable[slot] = Int32(truncatingIfNeeded: position)
        }

        /// Any row: runs, matches with the row above, hashed matches, literals.
        mutating func row(at start: Int) {
            let end = start &+ stride
            var position = start
            while position < end {
                let limit = end &- position
                var best = 0
                var bestDistance = 1
                if position > 0 {
                    best = matchLength(position, distance: 1, limit: limit)
                }
                if !hashing, position >= stride, best < limit {
                    let above = matchLength(position, distance: stride, limit: limit)
                    // A match with the row above costs about ten extra distance bits, and where it
                    // only wins by a little the run that follows is cut short: take it only when
                    // it is long and well ahead of the run.
                    if above >= RowDeflater.minimumAboveMatch, above > best &+ RowDeflater.minimumAboveMatch / 2 {
                        best = above
                        bestDistance = stride
                    }
                }
                if hashing, position &+ 4 <= count {
                    let slot = hash(position)
                    if best < RowDeflater.hashInsideMatchesBelow {
                        var candidate = Int(hashTable[slot])
                        var steps = 0
                        let cap = min(limit, RowDeflater.maxMatch)
                        while candidate >= 0, steps < RowDeflater.chainLength {
                            let distance = position &- candidate
                            if distance > RowDeflater.window || distance <= 0 { break }
                            let found = matchLength(position, distance: distance, limit: cap)
                            if found >= 4, found > best {
                                best = found
                                bestDistance = distance
                                if found == cap { break }
                            }
                            let next = Int(previous[candidate & (RowDeflater.window &- 1)])
                            if next >= candidate { break }
                            candidate = next
                            steps &+= 1
                        }
                    }
                    insert(position, slot: slot)
                }
                if best >= 3 {
                    longMatch(length: best, distance: bestDistance)
                    if hashing, best < RowDeflater.hashInsideMatchesBelow {
                        var inside = position &+ 1
                        while inside < position &+ best, inside &+ 4 <= count {
                            insert(inside, slot: hash(inside))
                            inside &+= 1
                        }
                    }
                    position &+= best
                } else {
                    literal(data[position])
                    position &+= 1
                }
            }
        }

        mutating func flush(final: Bool) {
            DeflateBlock.write(
                tokens: UnsafeBufferPointer(start: tokens, count: tokenCount),
                literalLengthCounts: UnsafeMutableBufferPointer(start: literalLengthCounts, count: 286),
                distanceCounts: UnsafeMutableBufferPointer(start: distanceCounts, count: 30), final: final,
                into: &bits)
            tokenCount = 0
            memset(literalLengthCounts, 0, (286 + 30) * 4)
        }

        /// Writes the last block and returns the deflate stream's length.
        mutating func finish() -> Int {
            flush(final: true)
            return bits.finish()
        }
    }
}
