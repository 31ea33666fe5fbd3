import CPixelLoops

/// Writes one DEFLATE block with dynamic Huffman codes (RFC 1951 §3.2.7) from LZ77 tokens.
///
/// A token is a `UInt32`: a literal byte (0…255), or ``match(length:distance:)`` — bit 31 set,
/// `length − 3` in bits 16…23, `distance − 1` in bits 0…15.
enum DeflateBlock {
    static let matchFlag: UInt32 = 0x8000_0000

    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 {
        matchFlag | UInt32(length - 3) << 16 | UInt32(distance - 1)
    }

    /// Writes a block holding `tokens`, whose symbol counts are in `literalLengthCounts` (286,
    /// end of block not included) and `distanceCounts` (30).
    static func write(
        tokens: UnsafeBufferPointer<UInt32>, literalLengthCounts: UnsafeMutableBufferPointer<UInt32>,
        distanceCounts: UnsafeMutableBufferPointer<UInt32>, final: Bool, into bits: inout BitWriter
    ) {
        literalLengthCounts[DeflateTables.endOfBlock] = 1
        let literalCode = HuffmanCode(frequencies: UnsafeBufferPointer(literalLengthCounts), limit: 15)
        let distanceCode = HuffmanCode(frequencies: UnsafeBufferPointer(distanceCounts), limit: 15)
        writeHeader(literalCode: literalCode, distanceCode: distanceCode, final: final, into: &bits)
        literalCode.lengths.withUnsafeBufferPointer { literalLengths in
            literalCode.codes.withUnsafeBufferPointer { literalCodes in
                distanceCode.lengths.withUnsafeBufferPointer { distanceLengths in
                    distanceCode.codes.withUnsafeBufferPointer { distanceCodes in
                        writeTokens(
                            tokens, literalLengths: literalLengths, literalCodes: literalCodes,
                            distanceLengths: distanceLengths, distanceCodes: distanceCodes, into: &bits)
                    }
                }
            }
        }
        bits.write(literalCode.codes[DeflateTables.endOfBlock], Int(literalCode.lengths[DeflateTables.endOfBlock]))
    }

    private static func writeTokens(
        _ tokens: UnsafeBufferPointer<UInt32>, literalLengths: UnsafeBufferPointer<UInt8>,
        literalCodes: UnsafeBufferPointer<UInt32>, distanceLengths: UnsafeBufferPointer<UInt8>,
        distanceCodes: UnsafeBufferPointer<UInt32>, into bits: inout BitWriter
    ) {
        DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            DeflateTables.lengthBase.withUnsafeBufferPointer { lengthBase in
                DeflateTables.lengthExtraBits.withUnsafeBufferPointer { lengthExtra in
                    DeflateTables.distanceBase.withUnsafeBufferPointer { distanceBase in
                        DeflateTables.distanceExtraBits.withUnsafeBufferPointer { distanceExtra in
                            // In C (`reel_deflate_write_tokens`): a call per token of the
                            // bit writer is most of a block's cost in debug builds.
                            var codes = reel_deflate_codes(
                                literalLengths: literalLengths.baseAddress, literalCodes: literalCodes.baseAddress,
                                distanceLengths: distanceLengths.baseAddress,
                                distanceCodes: distanceCodes.baseAddress, lengthSymbol: lengthSymbol.baseAddress,
                                lengthBase: lengthBase.baseAddress, lengthExtraBits: lengthExtra.baseAddress,
                                distanceBase: distanceBase.baseAddress, distanceExtraBits: distanceExtra.baseAddress)
                            bits.withState { state in
                                reel_deflate_write_tokens(tokens.baseAddress, tokens.count, &codes, state)
                            }
                        }
                    }
                }
            }
        }
    }

    /// BFINAL, BTYPE 2, the code sizes, the code-length code and the run-length-coded code
    /// lengths of both codes.
    private static func writeHeader(
        literalCode: HuffmanCode, distanceCode: HuffmanCode, final: Bool, into bits: inout BitWriter
    ) {
        var literalCount = DeflateTables.literalLengthSymbols
        while literalCount > 257, literalCode.lengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = DeflateTables.distanceSymbols
        while distanceCount > 1, distanceCode.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let lengths = Array(literalCode.lengths[0..<literalCount]) + Array(distanceCode.lengths[0..<distanceCount])

        // Run-length code the lengths: 16 repeats the previous 3…6 times, 17 and 18 are 3…10
        // and 11…138 zeros. Each entry: symbol, extra value.
        var symbols: [(symbol: Int, extra: UInt32)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == value { run += 1 }
            if value == 0 {
                var left = run
                while left >= 11 {
                    let take = min(left, 138)
                    symbols.append((18, UInt32(take - 11)))
                    left -= take
                }
                if left >= 3 {
                    symbols.append((17, UInt32(left - 3)))
                    left = 0
                }
                for _ in 0..<left { symbols.append((0, 0)) }
            } else {
                symbols.append((Int(value), 0))
                var left = run - 1
                while left >= 3 {
                    let take = min(left, 6)
                    symbols.append((16, UInt32(take - 3)))
                    left -= take
                }
                for _ in 0..<left { symbols.append((Int(value), 0)) }
            }
            index += run
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for entry in symbols { counts[entry.symbol] += 1 }
        let lengthCode = counts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: 7) }
        var codeLengthCount = 19
        while codeLengthCount > 4, lengthCode.lengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }

        bits.write(final ? 1 : 0, 1)
        bits.write(2, 2)
        bits.write(UInt32(literalCount - 257), 5)
        bits.write(UInt32(distanceCount - 1), 5)
        bits.write(UInt32(codeLengthCount - 4), 4)
        for position in 0..<codeLengthCount {
            bits.write(UInt32(lengthCode.lengths[DeflateTables.codeLengthOrder[position]]), 3)
        }
        let extraBits = [16: 2, 17: 3, 18: 7]
        for entry in symbols {
            bits.write(lengthCode.codes[entry.symbol], Int(lengthCode.lengths[entry.symbol]))
            if let width = extraBits[entry.symbol] { bits.write(entry.extra, width) }
        }
    }
}
