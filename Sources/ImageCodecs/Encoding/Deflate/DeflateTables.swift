/// DEFLATE's length symbols (RFC 1951 §3.2.5), for the C tokenizers and block writer (which
/// keep the distance tables themselves).
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
}
