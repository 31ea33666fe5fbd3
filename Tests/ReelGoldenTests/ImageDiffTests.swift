import Canvas
import Foundation
import ImageCodecs
import Testing

@testable import ReelGolden

@Suite("Image diff: sizes, tolerances, diff image, strip")
struct ImageDiffTests {
    typealias T = TestImages

    @Test func differentSizesAreComparedOnThePaddedUnion() {
        // The taller image's last row meets transparent padding, which blends to white: 4 black
        // pixels differ; the sizes are reported.
        let short = T.make(4, 4) { _, _ in T.black }
        let tall = T.make(4, 5) { _, _ in T.black }
        let result = ImageDiff.compare(expected: short, actual: tall)
        #expect(result.differentPixels == 4)
        #expect(result.expectedSize == ImageSize(width: 4, height: 4))
        #expect(result.actualSize == ImageSize(width: 4, height: 5))
        #expect(result.comparedSize == ImageSize(width: 4, height: 5))
        #expect(result.summary.contains("size 4×4 → 4×5"))
    }

    @Test func aSizeChangeNeverMatchesEvenWithNoDifferentPixel() {
        // Blended over white (pixelmatch 6's rule), transparent padding is white: no pixel
        // differs, yet sizes do. Over pixelmatch 7's checkerboard the padded row is dark, and
        // its 4 pixels differ from white.
        let (small, tall) = (T.make(4, 4) { _, _ in T.white }, T.make(4, 5) { _, _ in T.white })
        let result = ImageDiff.compare(expected: small, actual: tall, options: ImageDiffOptions(checkerboard: false))
        #expect(result.differentPixels == 0)
        #expect(result.sizeDiffers)
        #expect(!PixelTolerance(maxDiffPixels: 100).accepts(result))
        #expect(ImageDiff.compare(expected: small, actual: tall).differentPixels == 4)
    }

    @Test func playwrightAllowancesTakeTheStricterOfCountAndRatio() {
        let result = ImageDiff.compare(expected: T.hardEdge(at: 3), actual: T.hardEdge(at: 4))  // 6 of 48
        #expect(!PixelTolerance.exact.accepts(result))
        #expect(PixelTolerance(maxDiffPixels: 6).accepts(result))
        #expect(!PixelTolerance(maxDiffPixels: 5).accepts(result))
        #expect(PixelTolerance(maxDiffPixelRatio: 0.125).accepts(result))
        #expect(!PixelTolerance(maxDiffPixelRatio: 0.12).accepts(result))
        #expect(!PixelTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.1).accepts(result))
        #expect(abs(PixelTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.2).allowedPixels(of: 48) - 9.6) < 1e-9)
    }

    @Test func toleranceValuesOutOfRangeAreRejected() {
        #expect(throws: GoldenError.self) { try PixelTolerance(diff: ImageDiffOptions(threshold: 1.5)).validate() }
        #expect(throws: GoldenError.self) { try PixelTolerance(maxDiffPixels: -1).validate() }
        #expect(throws: GoldenError.self) { try PixelTolerance(maxDiffPixelRatio: 2).validate() }
    }

    @Test func diffImageShowsFadedExpectedRedDifferencesAndYellowAntiAliasing() throws {
        // Expected: soft edge at 3, plus a black dot at (6, 2) in the actual image.
        let before = T.softEdge(at: 3)
        var after = T.softEdge(at: 4)
        after[6, 2] = T.black
        let result = ImageDiff.compare(expected: before, actual: after)
        let diff = try #require(result.diffImage)
        #expect(result.differentPixels == 1)
        #expect(diff[6, 2] == RGBA8(red: 255, green: 0, blue: 0))
        #expect(diff[3, 0] == RGBA8(red: 255, green: 255, blue: 0))
        // Unchanged black at alpha 0.1 over white: 255 − 255 × 0.1 = 229.5, stored as 229.
        #expect(diff[0, 0] == RGBA8(red: 229, green: 229, blue: 229))
        #expect(diff[7, 5] == RGBA8(red: 255, green: 255, blue: 255))
    }

    @Test func stripPutsExpectedDiffAndActualSideBySide() throws {
        let before = T.hardEdge(at: 3)
        let after = T.hardEdge(at: 4)
        let diff = try #require(ImageDiff.compare(expected: before, actual: after).diffImage)
        let png = try ComparisonStrip.pngData(expected: before, diff: diff, actual: after)
        let strip = try ImageSurface.decodePNG(png).pixels()
        let gap = ComparisonStrip.gap
        let top = ComparisonStrip.captionHeight + gap
        #expect(strip.width == 8 * 3 + gap * 4)
        #expect(strip.height == 6 + ComparisonStrip.captionHeight + gap * 2)
        #expect(strip[gap + 3, top] == RGBA8(red: 255, green: 255, blue: 255))  // expected: white at column 3
        #expect(strip[gap * 2 + 8 + 3, top] == RGBA8(red: 255, green: 0, blue: 0))  // diff: red at column 3
        #expect(strip[gap * 3 + 16 + 3, top] == RGBA8(red: 0, green: 0, blue: 0))  // actual: black at column 3
    }

    @Test func pngFilesAreComparedAndBadInputIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png")
        let b = folder.appendingPathComponent("b.png")
        try T.hardEdge(at: 3).pngData().write(to: a)
        try T.hardEdge(at: 4).pngData().write(to: b)
        let comparison = try ImageFileComparison(
            expected: a, actual: b, diffOutput: folder.appendingPathComponent("diff.png"),
            stripOutput: folder.appendingPathComponent("strip.png"))
        #expect(comparison.result.differentPixels == 6)
        #expect(!comparison.matches)
        #expect(comparison.lines.first == "6 different pixels (12.5% of 48)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strip.png").path))
        #expect(
            try ImageDiff.readImage(folder.appendingPathComponent("diff.png"))[3, 0]
                == RGBA8(red: 255, green: 0, blue: 0))

        let text = folder.appendingPathComponent("not.png")
        try Data("hello".utf8).write(to: text)
        #expect(throws: GoldenError.self) { try ImageFileComparison(expected: a, actual: text) }
        #expect(throws: GoldenError.self) {
            try ImageFileComparison(expected: a, actual: folder.appendingPathComponent("missing.png"))
        }
    }
}
