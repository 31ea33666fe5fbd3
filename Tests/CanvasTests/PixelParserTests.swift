import CDeflate
import CPixelLoops
import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

/// The default encoder's pixel parser (`reel_pixel_parse`: lazy matches, 3-byte hash chains,
/// matches running on into the next row) and where it ends DEFLATE blocks
/// (`reel_deflate_split`).
@Suite("PNG encoder: pixel parser and block splitting")
struct PixelParserTests {
    /// Parses `rows` rows of `stride` bytes all at once (no zero rows unless `zeroRows` says),
    /// returning the tokens.
    static func parse(_ data: [UInt8], stride: Int, zeroRows: [Bool]? = nil) -> [UInt32] {
        let rows = data.count / stride
        let flags = zeroRows ?? [Bool](repeating: false, count: rows)
        var hashTable = [Int32](repeating: -1, count: 1 << 15)
        var previous = [Int32](repeating: -1, count: 32_768)
        var tokens = [UInt32](repeating: 0, count: data.count + 2 * rows + 16)
        let count = data.withUnsafeBufferPointer { bytes in
            flags.withUnsafeBufferPointer { flags in
                hashTable.withUnsafeMutableBufferPointer { hashTable in
                    previous.withUnsafeMutableBufferPointer { previous in
                        tokens.withUnsafeMutableBufferPointer { tokens in
                            var parser = reel_pixel_parser(
                                data: bytes.baseAddress, count: data.count, stride: stride, rows: rows, bpp: 3,
                                zeroRows: flags.baseAddress, hashTable: hashTable.baseAddress,
                                previous: previous.baseAddress, chainLength: 16, position: 0)
                            return reel_pixel_parse(&parser, data.count, data.count, tokens.baseAddress)
                        }
                    }
                }
            }
        }
        return Array(tokens[0..<count])
    }

    /// The bytes `tokens` stand for (a literal, or a copy of `length` bytes from `distance` back).
    static func decode(_ tokens: [UInt32]) -> [UInt8] {
        var bytes: [UInt8] = []
        for token in tokens {
            if token & 0x8000_0000 == 0 {
                bytes.append(UInt8(token))
            } else {
                let length = Int((token >> 16) & 0xFF) + 3
                let distance = Int(token & 0xFFFF) + 1
                for _ in 0..<length { bytes.append(bytes[bytes.count - distance]) }
            }
        }
        return bytes
    }

    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// Three equal rows of noise (not flagged as repeats): row 0 is literals, and rows 1 and 2 are
    /// one match of both rows at the row's distance: the match runs on past the end of row 1.
    @Test func aMatchRunsOnIntoTheNextRow() {
        let stride = 61
        let row = [UInt8(0)] + Self.noise(stride - 1, seed: 7)
        let data = row + row + row
        let tokens = Self.parse(data, stride: stride)
        #expect(Self.decode(tokens) == data)
        let matches = tokens.filter { $0 & 0x8000_0000 != 0 }
        #expect(matches == [0x8000_0000 | UInt32(2 * stride - 3) << 16 | UInt32(stride - 1)])
        #expect(tokens.count == stride + 1)
    }

    /// A match stops at the end of the next row when that row is a zero row, which is the filter
    /// type 2, a zero and one run of zeros.
    @Test func zeroRowsAreTheirOwnTokens() {
        let stride = 61
        let row = [UInt8(0)] + Self.noise(stride - 1, seed: 9)
        let zero = [UInt8(2)] + [UInt8](repeating: 0, count: stride - 1)
        let data = row + row + zero + row
        let tokens = Self.parse(data, stride: stride, zeroRows: [false, false, true, false])
        #expect(Self.decode(tokens) == data)
        let zeroRowTokens: [UInt32] = [2, 0, 0x8000_0000 | UInt32(stride - 2 - 3) << 16]
        let found = (0..<(tokens.count - 2)).contains { Array(tokens[$0..<($0 + 3)]) == zeroRowTokens }
        #expect(found, "the zero row's three tokens")
        // Row 1 is one match of the row above, ending with the row (row 2 is a zero row).
        #expect(tokens.contains(0x8000_0000 | UInt32(stride - 3) << 16 | UInt32(stride - 1)))
    }

    /// Rows of noise, each the row above with a few bytes changed, some repeated: every width
    /// decodes to exactly its bytes, including rows wider than DEFLATE's window.
    @Test(arguments: [(5, 40), (300, 30), (12_000, 4)])
    func parsedRowsDecodeExactly(width: Int, height: Int) {
        let stride = width * 3 + 1
        var rows: [[UInt8]] = [[0] + Self.noise(width * 3, seed: UInt64(width))]
        var flags = [false]
        for y in 1..<height {
            if y % 5 == 0 {
                rows.append([2] + [UInt8](repeating: 0, count: stride - 1))
                flags.append(true)
                continue
            }
            var row = rows.last { $0[0] == 0 } ?? rows[0]
            let changes = Self.noise(4, seed: UInt64(y))
            for change in changes { row[1 + Int(change) % (width * 3)] &+= 1 }
            rows.append(row)
            flags.append(false)
        }
        let data = rows.flatMap { $0 }
        #expect(Self.decode(Self.parse(data, stride: stride, zeroRows: flags)) == data)
    }

    /// Block ends for `tokens`.
    static func split(_ tokens: [UInt32]) -> [Int] {
        var scratch = [UInt32](repeating: 0, count: reel_deflate_split_scratch_words(tokens.count))
        var ends = [Int](repeating: -1, count: 64)
        let count = DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            tokens.withUnsafeBufferPointer { tokens in
                reel_deflate_split(
                    tokens.baseAddress, tokens.count, lengthSymbol.baseAddress, &scratch, &ends, ends.count)
            }
        }
        return Array(ends[0..<count])
    }

    /// 8,192 literals of 8 values, then 8,192 of 128 other values: two blocks, ending where the
    /// statistics change; each half alone stays one block (a second header would cost more than
    /// it saves).
    @Test func blocksEndWhereTheStatisticsChange() {
        let few = (0..<8_192).map { UInt32($0 % 8) }
        let many = (0..<8_192).map { UInt32(100 + $0 * 7 % 128) }
        #expect(Self.split(few + many) == [8_192, 16_384])
        #expect(Self.split(few) == [8_192])
        #expect(Self.split(many) == [8_192])
    }

    /// Fewer tokens than a granule (1,024) are one block; so are none.
    @Test func fewTokensAreOneBlock() {
        #expect(Self.split((0..<500).map { UInt32($0 % 3) }) == [500])
        #expect(Self.split([]) == [0])
    }

    /// `tokens` as one final block by `reel_deflate_write_block`, inflated again (raw DEFLATE,
    /// libdeflate); nil when libdeflate refuses the stream.
    static func writeAndInflate(_ tokens: [UInt32], expecting count: Int) -> [UInt8]? {
        var literalLengthCounts = [UInt32](repeating: 0, count: 286)
        var distanceCounts = [UInt32](repeating: 0, count: 30)
        DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            reel_deflate_count_symbols(
                tokens, tokens.count, lengthSymbol.baseAddress, &literalLengthCounts, &distanceCounts)
        }
        var output = [UInt8](repeating: 0, count: tokens.count * 4 + 1_024)
        let written = output.withUnsafeMutableBufferPointer { buffer in
            var writer = reel_bit_writer(cursor: buffer.baseAddress!, bits: 0, count: 0)
            DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
                reel_deflate_write_block(
                    tokens, tokens.count, literalLengthCounts, distanceCounts, lengthSymbol.baseAddress, 1, &writer)
            }
            while writer.count > 0 {
                writer.cursor.pointee = UInt8(truncatingIfNeeded: writer.bits)
                writer.cursor += 1
                writer.bits >>= 8
                writer.count = max(0, writer.count - 8)
            }
            return writer.cursor - buffer.baseAddress!
        }
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var inflated = [UInt8](repeating: 0, count: count)
        var produced = 0
        let result = inflated.withUnsafeMutableBytes { out in
            output.withUnsafeBytes { input in
                libdeflate_deflate_decompress(
                    decompressor, input.baseAddress, written, out.baseAddress, out.count, &produced)
            }
        }
        return result == LIBDEFLATE_SUCCESS && produced == count ? inflated : nil
    }

    /// Literals counted as Fibonacci numbers (2, 3, 5, 8, … 17,711 of the 20th) make an
    /// unlimited Huffman tree 20 levels deep: the block's code lengths are kept within
    /// DEFLATE's 15 bits, and the block decodes to its literals.
    @Test func deepHuffmanTreesAreLimitedTo15Bits() throws {
        var counts: [Int] = [2, 3]
        while counts.count < 20 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        var literals: [UInt8] = []
        for (symbol, count) in counts.enumerated() {
            literals += [UInt8](repeating: UInt8(symbol * 10), count: count)
        }
        // Interleaved, so that nothing repeats as a run.
        var order = [Int](literals.indices)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in order.indices.reversed() {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int(state >> 33) % (index + 1))
        }
        let shuffled = order.map { literals[$0] }
        let decoded = Self.writeAndInflate(shuffled.map { UInt32($0) }, expecting: shuffled.count)
        #expect(decoded != nil, "libdeflate refused the block, or it inflated to another length")
        #expect(decoded.map { $0 == shuffled } != false, "the block inflated to other bytes")
    }

    /// A block of literals and matches (runs at distance 1, repeats at 3, 300 and 32,768 bytes
    /// back, lengths 3 to 258) decodes exactly; so does one of literals only, whose distance
    /// code still gets the two codes decoders ask for, and an empty one.
    @Test func blocksOfMatchesAndLiteralsDecodeExactly() throws {
        var tokens: [UInt32] = []
        var expected: [UInt8] = []
        func literal(_ byte: UInt8) {
            tokens.append(UInt32(byte))
            expected.append(byte)
        }
        func match(_ length: Int, _ distance: Int) {
            tokens.append(0x8000_0000 | UInt32(length - 3) << 16 | UInt32(distance - 1))
            for _ in 0..<length { expected.append(expected[expected.count - distance]) }
        }
        for byte in Self.noise(33_000, seed: 7) { literal(byte) }
        match(258, 32_768)
        match(3, 3)
        literal(1)
        match(100, 1)
        match(17, 300)
        match(258, 1)
        #expect(Self.writeAndInflate(tokens, expecting: expected.count) == expected)
        let few: [UInt8] = [5, 9, 5, 200]
        #expect(Self.writeAndInflate(few.map { UInt32($0) }, expecting: 4) == few)
        #expect(Self.writeAndInflate([], expecting: 0) == [])
    }

    /// A diagonal gradient (a photo's smoothness, no runs, no repeats): every row after the
    /// first gets Sub, Up or Paeth, and the file is a small fraction of what None rows cost (a
    /// literal a byte, over 90 KB here).
    @Test func gradientRowsAreFiltered() throws {
        let width = 320
        let height = 100
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                bytes[index] = UInt8((x + y) * 255 / (width + height))
                bytes[index + 1] = UInt8(255 - (x * 2 + y) * 255 / (2 * width + height))
                bytes[index + 2] = UInt8((x * 3 + y * 5) % 256)
            }
        }
        let image = try RGBA8Image(width: width, height: height, bytes: bytes)
        let png = try PNGEncoder.balanced.allowingPalette(false).encode(image)
        let rows = try PixelRowDeflaterTests.filteredRows(png, rows: height, stride: width * 3 + 1)
        let filters = rows.dropFirst().map { $0[0] }
        #expect(filters.allSatisfy { [1, 2, 4].contains($0) }, "\(Set(filters))")
        #expect(png.count < 12_000, "\(png.count) bytes")
        #expect(try ImageSurface.decodePNG(png).pixels() == image)
    }
}
