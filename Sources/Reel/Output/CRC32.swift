/// CRC-32 (ISO 3309, as PNG chunks use it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var c = UInt32(index)
        for _ in 0..<8 {
            c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }

    /// The CRC of `bytes`, continuing from `crc` (start with 0).
    static func checksum<S: Sequence>(_ bytes: S, continuing crc: UInt32 = 0) -> UInt32 where S.Element == UInt8 {
        var c = crc ^ 0xFFFF_FFFF
        for byte in bytes {
            c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
        }
        return c ^ 0xFFFF_FFFF
    }
}
