/// The PNG row filters Canvas writes: None for every row of pixels (and every row of palette
/// indices), Up for a row equal to the one above, which is then all zeros.
///
/// Canvas's frames are flat fills, anti-aliased edges and text, not photographs. Sub, Up and the
/// other filters turn a pixel into its difference from a neighbour, which helps a compressor
/// that only sees bytes; but a run of one colour is as cheap for DEFLATE at distance 3 (or 4) as
/// a run of zeros at distance 1, and a row that repeats most of the row above is cheaper matched
/// against it, pixel for pixel, than as differences. Measured on five scenes of labels, rotated
/// and scaled cells (docs/performance.md, "Busy frames: pixel rows"), None rows and the pixel
/// deflater were smaller than libpng's per-row choice among None, Sub and Up (the sum of
/// absolute values) on four of them, and libdeflate and zlib compressed None rows smaller on all
/// five.
enum PNGRowFilter {
    /// PNG filter types (PNG 1.2, 9.2); Canvas writes ``none`` and ``up``.
    enum Kind: UInt8 {
        case none = 0, sub, up
    }
}
