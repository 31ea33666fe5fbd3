import Foundation

/// pixelmatch's comparison, rule for rule, on raw RGBA buffers of equal size.
///
/// The rules (after mapbox/pixelmatch, ISC; written anew here): two pixels differ when their
/// squared YIQ distance (Kotsarenko & Ramos) exceeds `35215 × threshold²`, semi-transparent
/// colours being blended over white first. A differing pixel is not counted when either image
/// shows anti-aliasing there (Vyšniauskas' intensity-slope test): among its 8 neighbours it has
/// at most 2 of equal brightness, both a darker and a brighter one, and the darkest or the
/// brightest neighbour has 3 or more identical neighbours in both images. Pixels on the image
/// border count one extra equal neighbour. Neighbours are visited column by column (x outer,
/// y inner) and ties keep the first, as pixelmatch does, so the counts are pixelmatch's.
enum PixelMatch {
    /// What one comparison found.
    struct Counts: Equatable {
        /// Pixels over the threshold that are not anti-aliasing.
        var different = 0
        /// Pixels over the threshold classified as anti-aliasing (not counted as different).
        var antialiased = 0
    }

    /// The colour of a differing pixel in the diff image.
    static let diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// The colour of an anti-aliased pixel in the diff image.
    static let antialiasColor: (UInt8, UInt8, UInt8) = (255, 255, 0)

    /// Compares `expected` with `actual` (both `width × height × 4` bytes).
    ///
    /// - Parameters:
    ///   - threshold: 0…1; the colour distance, relative to the largest possible, above which
    ///     two pixels differ.
    ///   - includeAA: Count anti-aliased pixels as different too.
    ///   - output: When given (`width × height × 4` bytes), receives the diff image: the
    ///     expected image in grey faded to `alpha` over white where pixels match, red where they
    ///     differ, yellow where the difference is anti-aliasing.
    ///   - alpha: The opacity of the expected image in the diff image (pixelmatch's 0.1).
    static func compare(
        _ expected: UnsafeBufferPointer<UInt8>, _ actual: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        threshold: Double, includeAA: Bool, output: UnsafeMutableBufferPointer<UInt8>?, alpha: Double
    ) -> Counts {
        guard let a = expected.baseAddress, let b = actual.baseAddress, width > 0, height > 0 else { return Counts() }
        let image1 = UnsafeRawPointer(a)
        let image2 = UnsafeRawPointer(b)
        let count = width * height
        if memcmp(image1, image2, count * 4) == 0 {
            if let out = output?.baseAddress {
                for index in 0..<count { drawGray(a, index * 4, alpha: alpha, into: out) }
            }
            return Counts()
        }
        let maxDelta = 35215 * threshold * threshold
        var counts = Counts()
        for y in 0..<height {
            for x in 0..<width {
                let position = (y * width + x) * 4
                if image1.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                    == image2.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                {
                    if let out = output?.baseAddress { drawGray(a, position, alpha: alpha, into: out) }
                    continue
                }
                let delta = colorDelta(a, position, b, position, brightnessOnly: false)
                if delta > maxDelta {
                    if !includeAA
                        && (antialiased(a, x, y, width, height, other: b)
                            || antialiased(b, x, y, width, height, other: a))
                    {
                        counts.antialiased += 1
                        if let out = output?.baseAddress { draw(antialiasColor, at: position, into: out) }
                    } else {
                        counts.different += 1
                        if let out = output?.baseAddress { draw(diffColor, at: position, into: out) }
                    }
                } else if let out = output?.baseAddress {
                    drawGray(a, position, alpha: alpha, into: out)
                }
            }
        }
        return counts
    }

    // MARK: Colour distance

    /// The squared YIQ distance between pixel `k` of `p` and pixel `m` of `q` (byte offsets), or
    /// with `brightnessOnly` the signed brightness difference `Y(p) − Y(q)`. Exactly 0 for
    /// identical pixels; semi-transparent pixels are blended over white first.
    @inline(__always)
    static func colorDelta(
        _ p: UnsafePointer<UInt8>, _ k: Int, _ q: UnsafePointer<UInt8>, _ m: Int, brightnessOnly: Bool
    ) -> Double {
        let a1 = p[k + 3]
        let a2 = q[m + 3]
        if a1 == a2 && p[k] == q[m] && p[k + 1] == q[m + 1] && p[k + 2] == q[m + 2] { return 0 }
        var (r1, g1, b1) = (Double(p[k]), Double(p[k + 1]), Double(p[k + 2]))
        var (r2, g2, b2) = (Double(q[m]), Double(q[m + 1]), Double(q[m + 2]))
        if a1 < 255 {
            let alpha = Double(a1) / 255
            r1 = blend(r1, alpha)
            g1 = blend(g1, alpha)
            b1 = blend(b1, alpha)
        }
        if a2 < 255 {
            let alpha = Double(a2) / 255
            r2 = blend(r2, alpha)
            g2 = blend(g2, alpha)
            b2 = blend(b2, alpha)
        }
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        if brightnessOnly { return y }
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let qd = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * qd * qd
    }

    @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always) static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always) static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// A colour component at `alpha` over white.
    @inline(__always) static func blend(_ component: Double, _ alpha: Double) -> Double {
        255 + (component - 255) * alpha
    }

    // MARK: Anti-aliasing

    /// Whether pixel (`x`, `y`) of `image` looks like anti-aliasing, judged with `other` for the
    /// neighbours' siblings.
    static func antialiased(
        _ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, other: UnsafePointer<UInt8>
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
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(image, position, image, (y * width + x) * 4, brightnessOnly: true)
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
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkestAt, width, height) && hasManySiblings(other, darkestAt, width, height))
            || (hasManySiblings(image, brightestAt, width, height)
                && hasManySiblings(other, brightestAt, width, height))
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
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == centre { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: Diff image

    @inline(__always)
    static func draw(_ color: (UInt8, UInt8, UInt8), at position: Int, into out: UnsafeMutablePointer<UInt8>) {
        out[position] = color.0
        out[position + 1] = color.1
        out[position + 2] = color.2
        out[position + 3] = 255
    }

    /// The expected pixel as grey (its brightness) at `alpha × its own alpha` over white,
    /// truncated to a byte as pixelmatch's output buffer stores it.
    @inline(__always)
    static func drawGray(
        _ image: UnsafePointer<UInt8>, _ position: Int, alpha: Double, into out: UnsafeMutablePointer<UInt8>
    ) {
        let y = luma(Double(image[position]), Double(image[position + 1]), Double(image[position + 2]))
        let value = blend(y, alpha * Double(image[position + 3]) / 255)
        let byte = UInt8(min(max(value, 0), 255))
        out[position] = byte
        out[position + 1] = byte
        out[position + 2] = byte
        out[position + 3] = 255
    }
}
