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
    /// - Parameter output: When given (`width × height × 4` bytes, zeroed), receives the diff
    ///   image: the expected image in grey faded to `alpha` over white where pixels match (not
    ///   with `diffMask`), `diffColor` (or `diffColorAlt` where the actual pixel is darker) where
    ///   they differ, `aaColor` where the difference is anti-aliasing (not with `diffMask`).
    static func compare(
        _ expected: UnsafeBufferPointer<UInt8>, _ actual: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        settings: Settings, output: UnsafeMutableBufferPointer<UInt8>?
    ) -> Counts {
        guard let a = expected.baseAddress, let b = actual.baseAddress, width > 0, height > 0 else { return Counts() }
        let out = output?.baseAddress
        let drawsGrey = out != nil && !settings.diffMask
        let rowBytes = width * 4
        if memcmp(a, b, rowBytes * height) == 0 {
            if drawsGrey, let out { drawGrey(a, from: 0, to: rowBytes * height, alpha: settings.alpha, into: out) }
            return Counts()
        }
        let maxDelta = 35215 * settings.threshold * settings.threshold
        let image1 = UnsafeRawPointer(a)
        let image2 = UnsafeRawPointer(b)
        let alt = settings.diffColorAlt ?? settings.diffColor
        var counts = Counts()
        var y = 0
        while y < height {
            let rowStart = y * rowBytes
            // Rows that are the same in both images hold no difference (one memcmp, not a pixel loop).
            if memcmp(a + rowStart, b + rowStart, rowBytes) == 0 {
                if drawsGrey, let out {
                    drawGrey(a, from: rowStart, to: rowStart + rowBytes, alpha: settings.alpha, into: out)
                }
                y += 1
                continue
            }
            var x = 0
            while x < width {
                let position = rowStart + x * 4
                let same =
                    image1.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                    == image2.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                let delta = same ? 0 : colorDelta(a, b, position, checkerboard: settings.checkerboard)
                if abs(delta) > maxDelta {
                    let isAA =
                        !settings.includeAA
                        && (antialiased(a, x, y, width, height, a, b, checkerboard: settings.checkerboard)
                            || antialiased(b, x, y, width, height, a, b, checkerboard: settings.checkerboard))
                    if isAA {
                        counts.antialiased += 1
                        if drawsGrey, let out { draw(settings.aaColor, at: position, into: out) }
                    } else {
                        counts.different += 1
                        if let out { draw(delta < 0 ? alt : settings.diffColor, at: position, into: out) }
                    }
                } else if drawsGrey, let out {
                    drawGrey(a, from: position, to: position + 4, alpha: settings.alpha, into: out)
                }
                x += 1
            }
            y += 1
        }
        return counts
    }

    // MARK: Colour distance

    /// The background a translucent pixel at byte offset `k` is blended over: v7's
    /// checkerboard, or white.
    @inline(__always)
    static func background(_ k: Int, checkerboard: Bool) -> (Double, Double, Double) {
        guard checkerboard else { return (255, 255, 255) }
        // JavaScript's `(k / φ | 0) % 2`: truncate to a 32-bit integer, then a signed remainder.
        func stripe(_ divisor: Double) -> Double {
            48 + 159 * Double(Int32(truncatingIfNeeded: Int64(Double(k) / divisor)) % 2)
        }
        return (48 + 159 * Double(k % 2), stripe(1.618033988749895), stripe(2.618033988749895))
    }

    /// The signed squared YIQ distance between pixel `k` of `p` and of `q` (a byte offset):
    /// negative when `q`'s pixel is darker (its brightness is lower). The pixels must differ.
    @inline(__always)
    static func colorDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, _ k: Int, checkerboard: Bool)
        -> Double
    {
        let (r1, g1, b1, a1) = (Double(p[k]), Double(p[k + 1]), Double(p[k + 2]), Double(p[k + 3]))
        let (r2, g2, b2, a2) = (Double(q[k]), Double(q[k + 1]), Double(q[k + 2]), Double(q[k + 3]))
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            let (rb, gb, bb) = background(k, checkerboard: checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness difference `Y(centre) − Y(neighbour)` within one image, blended over the
    /// background at the centre's offset `k` when either is translucent; exactly 0 for
    /// identical pixels.
    @inline(__always)
    static func brightnessDelta(_ image: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        // Identical pixels (all four channels equal) first, before any conversion to Double.
        let raw = UnsafeRawPointer(image)
        if raw.loadUnaligned(fromByteOffset: k, as: UInt32.self)
            == raw.loadUnaligned(fromByteOffset: m, as: UInt32.self)
        {
            return 0
        }
        let (r1, g1, b1, a1) = (Double(image[k]), Double(image[k + 1]), Double(image[k + 2]), Double(image[k + 3]))
        let (r2, g2, b2, a2) = (Double(image[m]), Double(image[m + 1]), Double(image[m + 2]), Double(image[m + 3]))
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard: checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    // MARK: Anti-aliasing

    /// Whether pixel (`x1`, `y1`) of `image` looks like anti-aliasing; `first` and `second` are
    /// both images, whose sibling counts decide.
    static func antialiased(
        _ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, checkerboard: Bool
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestAt = (0, 0)
        var brightestAt = (0, 0)
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1 {
                    let delta = brightnessDelta(image, position, (y * width + x) * 4, checkerboard: checkerboard)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < darkest {
                        darkest = delta
                        darkestAt = (x, y)
                    } else if delta > brightest {
                        brightest = delta
                        brightestAt = (x, y)
                    }
                }
                y += 1
            }
            x += 1
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(first, darkestAt, width, height) && hasManySiblings(second, darkestAt, width, height))
            || (hasManySiblings(first, brightestAt, width, height)
                && hasManySiblings(second, brightestAt, width, height))
    }

    /// Whether the pixel at `point` has 3 or more neighbours of exactly its RGBA value (border
    /// pixels count one extra).
    static func hasManySiblings(_ image: UnsafePointer<UInt8>, _ point: (Int, Int), _ width: Int, _ height: Int) -> Bool
    {
        let (x1, y1) = point
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let raw = UnsafeRawPointer(image)
        let centre = raw.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1 {
                    if raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == centre { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
                y += 1
            }
            x += 1
        }
        return false
    }

    // MARK: Diff image

    @inline(__always)
    static func draw(_ color: RGB, at position: Int, into out: UnsafeMutablePointer<UInt8>) {
        out[position] = color.red
        out[position + 1] = color.green
        out[position + 2] = color.blue
        out[position + 3] = 255
    }

    /// The expected pixels from byte `start` to `end` as grey (their brightness) at
    /// `alpha × their own alpha` over white: pixelmatch's
    /// `255 + (Y − 255) · alpha · a / 255`, truncated to a byte as a `Uint8Array` stores it.
    static func drawGrey(
        _ image: UnsafePointer<UInt8>, from start: Int, to end: Int, alpha: Double,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        var position = start
        while position < end {
            let y =
                Double(image[position]) * 0.29889531 + Double(image[position + 1]) * 0.58662247
                + Double(image[position + 2]) * 0.11448223
            let value = 255 + (y - 255) * alpha * Double(image[position + 3]) / 255
            let byte = UInt8(min(max(value, 0), 255))
            out[position] = byte
            out[position + 1] = byte
            out[position + 2] = byte
            out[position + 3] = 255
            position += 4
        }
    }
}
