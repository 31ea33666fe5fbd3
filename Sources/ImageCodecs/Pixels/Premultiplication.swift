/// cairo's 8-bit conversions between premultiplied and straight alpha, bit for bit as its PNG
/// writer and reader do them, so pixels read through Canvas match cairo's PNG files.
enum Premultiplication {
    /// Straight from premultiplied: `(c·255 + a/2) / a`; 0 when `a` is 0.
    @inline(__always)
    static func unpremultiply(_ component: UInt32, alpha: UInt32) -> UInt8 {
        guard alpha != 0 else { return 0 }
        return UInt8(truncatingIfNeeded: min((component * 255 + alpha / 2) / alpha, 255))
    }

    /// Premultiplied from straight: `c·a / 255`, rounded the way cairo's PNG reader rounds.
    @inline(__always)
    static func premultiply(_ component: UInt8, alpha: UInt8) -> UInt32 {
        let temp = UInt32(alpha) * UInt32(component) + 0x80
        return (temp + (temp >> 8)) >> 8
    }
}
