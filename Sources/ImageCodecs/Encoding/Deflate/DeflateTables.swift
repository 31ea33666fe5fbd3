/// DEFLATE's fixed tables (RFC 1951 §3.2.5): the length and distance symbols, their extra
/// bits, and the order code-length code lengths are sent in.
enum DeflateTables {
    /// For a match length 3…258, indexed by `length − 3`: the length symbol minus 257 (0…28).
    static let lengthSymbol: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for symbol in 0..<29 {
            let base = Int(lengthBase[symbol]) - 3
            let span = 1 << Int(lengthExtraBits[symbol])
            for offset in 0..<span where base + offset < 256 {
                table[base + offset] = UInt8(symbol)
            }
        }
        table[255] = 28  // 258 has its own symbol, 285
        return table
    }()

    /// The smallest length of each length symbol 257…285.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]

    /// The smallest distance of each distance symbol 0…29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The distance symbol for a distance 1…32768 (binary search over ``distanceBase``).
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        // Symbols come in pairs per power of two above 4: symbol = 2·log2(d−1) + (second-highest bit).
        let d = distance - 1
        if d < 4 { return d }
        let highBit = Int.bitWidth - 1 - d.leadingZeroBitCount
        return 2 * highBit + ((d >> (highBit - 1)) & 1)
    }

    /// The order code-length code lengths are written in.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Symbols: 0…255 literals, 256 end of block, 257…285 lengths.
    static let literalLengthSymbols = 286
    static let distanceSymbols = 30
    static let endOfBlock = 256
}
