import CPixelLoops
import Foundation

/// pixelmatch 7.2.0's comparison, rule for rule, on raw straight-alpha RGBA buffers of equal size.
///
/// The rules (from mapbox/pixelmatch's `index.js` at v7.2.0, ISC; written anew here): two
/// pixels differ when their squared YIQ distance (Kotsarenko & Ramos) exceeds
/// `35215 × threshold²`. When either pixel is translucent both are blended over a background
/// first — v7's pseudo-random checkerboard, whose colour depends on the pixel's byte offset
/// `k` (red `48 + 159·(k mod 2)`, green and blue the same with `⌊k / φ⌋` and `⌊k / φ²⌋`), or
/// white with `checkerboard` off — using the difference form
/// `(c₁·a₁ − c₂·a₂ − background·(a₁ − a₂)) / 255`. The distance's sign says whether the
/// second pixel is darker (drawn in `diffColorAlt`). A differing pixel is not counted when
/// either image shows anti-aliasing there (Vyšniauskas' intensity-slope test): among its 8
/// neighbours it has at most 2 of equal brightness, both a darker and a brighter one, and the
/// darkest or the brightest neighbour has 3 or more identical neighbours in both images.
/// Pixels on the image border count one extra equal neighbour. Neighbours are visited column
/// by column (x outer, y inner) and ties keep the first, as pixelmatch does. Arithmetic is
/// done in `Double` in pixelmatch's order, so thresholds fall exactly where they do in
/// JavaScript, and the diff image's grey is truncated to a byte as a `Uint8Array` stores it.
enum PixelMatch {
    /// What one comparison found.
    struct Counts: Equatable {
        /// Pixels over the threshold that are not anti-aliasing.
        var different = 0
        /// Pixels over the threshold classified as anti-aliasing (not counted as different).
        var antialiased = 0
    }

    /// How to compare and what to draw: pixelmatch's options.
    struct Settings {
        var threshold = 0.1
        var includeAA = false
        var alpha = 0.1
        var aaColor = RGB(255, 255, 0)
        var diffColor = RGB(255, 0, 0)
        var diffColorAlt: RGB?
        var diffMask = false
        var checkerboard = true
    }

    /// An opaque colour of the diff image.
    struct RGB: Equatable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8

        init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// Compares `expected` with `actual` (both `width × height × 4` bytes).
    ///
    /// The per-pixel work runs in C (`CPixelLoops`' `reel_pixelmatch`), so it stays fast in
    /// unoptimized debug builds, where failing golden tests run; the C follows these rules in
    /// this order of arithmetic, without fused multiply-add.
    ///
    /// - Parameter output: When given (`width × height × 4` bytes, zeroed), receives the diff
    ///   image: the expected image in grey faded to `alpha` over white where pixels match (not
    ///   with `diffMask`), `diffColor` (or `diffColorAlt` where the actual pixel is darker) where
    ///   they differ, `aaColor` where the difference is anti-aliasing (not with `diffMask`).
    static func compare(
        _ expected: UnsafeBufferPointer<UInt8>, _ actual: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        settings: Settings, output: UnsafeMutableBufferPointer<UInt8>?
    ) -> Counts {
        guard let a = expected.baseAddress, let b = actual.baseAddress, width > 0, height > 0 else { return Counts() }
        let alt = settings.diffColorAlt ?? settings.diffColor
        var options = reel_pixelmatch_settings()
        options.threshold = settings.threshold
        options.alpha = settings.alpha
        options.includeAA = settings.includeAA ? 1 : 0
        options.diffMask = settings.diffMask ? 1 : 0
        options.checkerboard = settings.checkerboard ? 1 : 0
        options.aaColor = (settings.aaColor.red, settings.aaColor.green, settings.aaColor.blue)
        options.diffColor = (settings.diffColor.red, settings.diffColor.green, settings.diffColor.blue)
        options.diffColorAlt = (alt.red, alt.green, alt.blue)
        let counts = reel_pixelmatch(a, b, width, height, &options, output?.baseAddress)
        return Counts(different: counts.different, antialiased: counts.antialiased)
    }

    // MARK: Colour distance

    /// The background a translucent pixel at byte offset `k` is blended over: v7's
    /// checkerboard, or white.
    static func background(_ k: Int, checkerboard: Bool) -> (Double, Double, Double) {
        var rgb: (Double, Double, Double) = (0, 0, 0)
        withUnsafeMutableBytes(of: &rgb) { buffer in
            reel_pixelmatch_background(
                k, checkerboard ? 1 : 0, buffer.baseAddress?.assumingMemoryBound(to: Double.self))
        }
        return rgb
    }

    /// The signed squared YIQ distance between pixel `k` of `p` and of `q` (a byte offset):
    /// negative when `q`'s pixel is darker (its brightness is lower). The pixels must differ.
    static func colorDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, _ k: Int, checkerboard: Bool)
        -> Double
    {
        reel_pixelmatch_color_delta(p, q, k, checkerboard ? 1 : 0)
    }
}
