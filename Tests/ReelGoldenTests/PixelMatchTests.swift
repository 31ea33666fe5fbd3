import Canvas
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

    @Test func semiTransparentPixelsAreBlendedOverWhiteBeforeComparing() {
        // Red at alpha a over white is (255, 255 − a·255/255…); the squared YIQ distance to
        // opaque red is 5860.2 at a = 128, 1099.1 at 200 and 227.1 at 230, against a limit of
        // 35215 × 0.1² = 352.15.
        let opaque = T.make(3, 3) { x, y in (x, y) == (1, 1) ? RGBA8(red: 255, green: 0, blue: 0) : T.white }
        for (alpha, expected) in [(UInt8(128), 1), (200, 1), (230, 0), (254, 0)] {
            let faded = T.make(3, 3) { x, y in
                (x, y) == (1, 1) ? RGBA8(red: 255, green: 0, blue: 0, alpha: alpha) : T.white
            }
            #expect(ImageDiff.compare(expected: opaque, actual: faded).differentPixels == expected, "alpha \(alpha)")
        }
        let discs = [
            TestImages.Disc(cx: 20, cy: 20, radius: 10, color: (30, 60, 200)),
            .init(cx: 45, cy: 28, radius: 12, color: (220, 40, 40)),
        ]
        var moved = discs
        moved[0].cx = 21
        moved[1].radius = 13
        let result = ImageDiff.compare(expected: T.discs(discs, alpha: 200), actual: T.discs(moved, alpha: 200))
        #expect(result.differentPixels == 12)
        #expect(result.antialiasedPixels == 184)
    }

    @Test func colourDistanceMatchesTheYIQFormula() {
        let a: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 128]
        let delta = a.withUnsafeBufferPointer { p in
            PixelMatch.colorDelta(p.baseAddress!, 0, p.baseAddress!, 4, brightnessOnly: false)
        }
        #expect(abs(delta - 5860.189493575931) < 1e-9)
        #expect(abs(35215 * 0.1 * 0.1 - 352.15) < 1e-9)
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
