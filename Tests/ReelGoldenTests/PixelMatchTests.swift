import Canvas
import ImageCodecs
import Testing

@testable import ReelGolden

/// Counts checked against pixelmatch's algorithm, reasoned through by hand on tiny images and
/// cross-checked with a line-by-line transcription of pixelmatch run on the same constructions.
@Suite("pixelmatch-compatible diff")
struct PixelMatchTests {
    typealias T = TestImages

    @Test func identicalImagesHaveNoDifferentPixels() {
        let image = T.discs([.init(cx: 20, cy: 20, radius: 10, color: (30, 60, 200))])
        let result = ImageDiff.compare(expected: image, actual: image)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 0)
        #expect(!result.sizeDiffers)
    }

    @Test func oneChangedPixelCountsOnce() {
        // The black pixel has 8 brighter neighbours and no darker one, so it is not
        // anti-aliasing; in the white image its neighbours are all equal to it.
        let before = T.make(4, 4) { _, _ in T.white }
        let after = T.make(4, 4) { x, y in (x, y) == (1, 1) ? T.black : T.white }
        let result = ImageDiff.compare(expected: before, actual: after)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.differentRatio == 1.0 / 16)
    }

    @Test func softEdgeShiftedByOnePixelIsAntiAliasingUnlessIncluded() {
        // Columns 3 and 4 change on all 6 rows. At (3, y) the grey pixel of the first image
        // has black on its left and white on its right (a darker and a brighter neighbour,
        // at most 2 equal ones), and the black neighbour has 3+ identical neighbours in both
        // images: anti-aliasing. The same holds for (4, y) in the second image.
        let before = T.softEdge(at: 3)
        let after = T.softEdge(at: 4)
        let ignored = ImageDiff.compare(expected: before, actual: after)
        #expect(ignored.differentPixels == 0)
        #expect(ignored.antialiasedPixels == 12)
        let included = ImageDiff.compare(expected: before, actual: after, options: ImageDiffOptions(includeAA: true))
        #expect(included.differentPixels == 12)
        #expect(included.antialiasedPixels == 0)
    }

    @Test func hardEdgeShiftedByOnePixelIsARealDifference() {
        // Without a grey column every changed pixel has 3+ equal neighbours in both images,
        // which rules anti-aliasing out: all 6 pixels of column 3 count.
        let result = ImageDiff.compare(expected: T.hardEdge(at: 3), actual: T.hardEdge(at: 4))
        #expect(result.differentPixels == 6)
        #expect(result.antialiasedPixels == 0)
    }

    @Test func shiftedAndGrownDiscsGivePixelmatchsCounts() {
        let before = T.discs([
            .init(cx: 20, cy: 20, radius: 10, color: (30, 60, 200)),
            .init(cx: 45, cy: 28, radius: 12, color: (220, 40, 40)),
        ])
        let after = T.discs([
            .init(cx: 21, cy: 20, radius: 10, color: (30, 60, 200)),
            .init(cx: 45, cy: 28, radius: 13, color: (220, 40, 40)),
        ])
        let standard = ImageDiff.compare(expected: before, actual: after)
        #expect(standard.differentPixels == 12)
        #expect(standard.antialiasedPixels == 184)
        let included = ImageDiff.compare(expected: before, actual: after, options: ImageDiffOptions(includeAA: true))
        #expect(included.differentPixels == 196)
        let strict = ImageDiff.compare(expected: before, actual: after, options: ImageDiffOptions(threshold: 0.05))
        #expect(strict.differentPixels == 12)
        #expect(strict.antialiasedPixels == 200)
    }

    @Test func semiTransparentPixelsAreBlendedBeforeComparing() {
        // Red at alpha a against opaque red; pixelmatch 7.2.0 counts (run under Node): 1 at
        // a = 128 and 200, 0 at 230 and 254, over its checkerboard and over white alike. Over
        // white the squared YIQ distance is 5860.2 at a = 128, 1099.1 at 200 and 227.1 at 230,
        // against a limit of 35215 × 0.1² = 352.15.
        let opaque = T.make(3, 3) { x, y in (x, y) == (1, 1) ? RGBA8(red: 255, green: 0, blue: 0) : T.white }
        for (alpha, expected) in [(UInt8(128), 1), (200, 1), (230, 0), (254, 0)] {
            let faded = T.make(3, 3) { x, y in
                (x, y) == (1, 1) ? RGBA8(red: 255, green: 0, blue: 0, alpha: alpha) : T.white
            }
            #expect(ImageDiff.compare(expected: opaque, actual: faded).differentPixels == expected, "alpha \(alpha)")
            let overWhite = ImageDiffOptions(checkerboard: false)
            #expect(
                ImageDiff.compare(expected: opaque, actual: faded, options: overWhite).differentPixels == expected,
                "alpha \(alpha) over white")
        }
        let discs = [
            TestImages.Disc(cx: 20, cy: 20, radius: 10, color: (30, 60, 200)),
            .init(cx: 45, cy: 28, radius: 12, color: (220, 40, 40)),
        ]
        var moved = discs
        moved[0].cx = 21
        moved[1].radius = 13
        // Over white (pixelmatch 6's rule, `checkerboard: false`).
        let result = ImageDiff.compare(
            expected: T.discs(discs, alpha: 200), actual: T.discs(moved, alpha: 200),
            options: ImageDiffOptions(checkerboard: false))
        #expect(result.differentPixels == 12)
        #expect(result.antialiasedPixels == 184)
    }

    @Test func colourDistanceMatchesPixelmatch() {
        // pixelmatch 7.2.0's colorDelta for opaque red against red at alpha 128, run under
        // Node: 5860.18949357593 over white; over the checkerboard −1953.884688642745 at byte
        // offset 0 (background 48, 48, 48: the translucent pixel is darker, so the sign is
        // negative) and 4278.384766889454 at offset 16 (background 48, 207, 207).
        let red: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255]
        let faded: [UInt8] = [255, 0, 0, 128, 255, 0, 0, 128, 255, 0, 0, 128, 255, 0, 0, 128, 255, 0, 0, 128]
        red.withUnsafeBufferPointer { p in
            faded.withUnsafeBufferPointer { q in
                #expect(
                    PixelMatch.colorDelta(p.baseAddress!, q.baseAddress!, 0, checkerboard: false) == 5860.18949357593)
                #expect(
                    PixelMatch.colorDelta(p.baseAddress!, q.baseAddress!, 0, checkerboard: true) == -1953.884688642745)
                #expect(
                    PixelMatch.colorDelta(p.baseAddress!, q.baseAddress!, 16, checkerboard: true) == 4278.384766889454)
            }
        }
    }

    @Test func thresholdZeroCountsTheSmallestChange() {
        let before = T.make(3, 3) { _, _ in T.white }
        let after = T.make(3, 3) { x, y in (x, y) == (1, 1) ? RGBA8(red: 254, green: 255, blue: 255) : T.white }
        #expect(ImageDiff.compare(expected: before, actual: after).differentPixels == 0)
        #expect(
            ImageDiff.compare(expected: before, actual: after, options: ImageDiffOptions(threshold: 0)).differentPixels
                == 1)
    }
}
