/// A length-limited canonical Huffman code for DEFLATE: code lengths from symbol frequencies,
/// and the bit-reversed codes DEFLATE's LSB-first stream needs.
struct HuffmanCode {
    /// Code length per symbol (0: unused).
    private(set) var lengths: [UInt8]
    /// Code per symbol, bit-reversed so it can be written least significant bit first.
    private(set) var codes: [UInt32]

    /// A code for `frequencies` with no code longer than `limit` bits. At least `minimumUsed`
    /// symbols get a code (the first unused ones are given frequency 1), because a decoder
    /// such as zlib rejects codes with too few symbols.
    init(frequencies: UnsafeBufferPointer<UInt32>, limit: Int, minimumUsed: Int = 2) {
        var weights = Array(frequencies)
        var used = weights.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        var index = 0
        while used < minimumUsed, index < weights.count {
            if weights[index] == 0 {
                weights[index] = 1
                used += 1
            }
            index += 1
        }
        lengths = Self.limitedLengths(weights, limit: limit)
        codes = Self.canonicalCodes(lengths)
    }

    /// Huffman code lengths; when the tree is deeper than `limit`, the weights are flattened
    /// (halved, keeping every used symbol at least 1) and the tree rebuilt.
    private static func limitedLengths(_ weights: [UInt32], limit: Int) -> [UInt8] {
        var weights = weights
        while true {
            let lengths = huffmanLengths(weights)
            if (lengths.max() ?? 0) <= UInt8(limit) { return lengths }
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 >> 1) }
        }
    }

    /// Plain Huffman code lengths (two-queue construction over symbols sorted by weight; ties
    /// by symbol, so the result is deterministic).
    private static func huffmanLengths(_ weights: [UInt32]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: weights.count)
        let symbols = weights.indices.filter { weights[$0] > 0 }.sorted {
            weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1
        }
        if symbols.count == 1 {
            lengths[symbols[0]] = 1
            return lengths
        }
        guard symbols.count > 1 else { return lengths }
        // Nodes 0..<n are leaves (in sorted order); internal nodes follow. parent[i] links up.
        let leafCount = symbols.count
        var weight = symbols.map { UInt64(weights[$0]) }
        weight.reserveCapacity(2 * leafCount)
        var parent = [Int](repeating: -1, count: 2 * leafCount - 1)
        var nextLeaf = 0
        var nextInternal = leafCount
        func takeSmallest() -> Int {
            if nextLeaf < leafCount, nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leafCount - 1) {
            let a = takeSmallest()
            let b = takeSmallest()
            let node = weight.count
            weight.append(weight[a] + weight[b])
            parent[a] = node
            parent[b] = node
        }
        // Depths from the root (the last node) down: internal nodes come after their children.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }
        for (leaf, symbol) in symbols.enumerated() {
            lengths[symbol] = UInt8(min(depth[leaf], 255))
        }
        return lengths
    }

    /// RFC 1951 §3.2.2 canonical codes, bit-reversed.
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        var countPerLength = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + countPerLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            return reversed(value, Int(length))
        }
    }

    private static func reversed(_ value: UInt32, _ width: Int) -> UInt32 {
        var result: UInt32 = 0
        var rest = value
        for _ in 0..<width {
            result = (result << 1) | (rest & 1)
            rest >>= 1
        }
        return result
    }
}
