/// The PNG row filters Canvas writes. Rows of palette indices are None; a row equal to the one
/// above is Up, which makes it all zeros; any other row of pixels is None unless
/// `reel_png_filter_row` estimates Sub, Up or Paeth well under it.
///
/// Canvas's frames are mostly flat fills, anti-aliased edges and text. Sub, Up and the other
/// filters turn a pixel into its difference from a neighbour, which helps a compressor that only
/// sees bytes; but a run of one colour is as cheap for DEFLATE at distance 3 (or 4) as a run of
/// zeros at distance 1, and a row that repeats most of the row above is cheaper matched against
/// it, pixel for pixel, than as differences. Measured on five scenes of labels, rotated and
/// scaled cells (docs/performance.md, "Busy frames: pixel rows"), None rows were smaller than
/// libpng's per-row choice among None, Sub and Up (the sum of absolute values) on four of them.
/// Drawn cells are different: photos in image views, gradients and blurred shadows have few
/// runs or repeats, and unfiltered they cost a literal a byte (frames of drawn cards with photos
/// were 7.5 times the size of cairo's). So each row's pixels that are neither their left nor
/// their upper neighbour are counted, and a row with many gets the filter whose residuals are
/// estimated smallest.
enum PNGRowFilter {
    /// PNG filter types (PNG 1.2, 9.2).
    enum Kind: UInt8 {
        case none = 0, sub, up, average, paeth
    }
}
