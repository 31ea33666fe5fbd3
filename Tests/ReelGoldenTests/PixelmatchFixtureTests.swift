import Canvas
import Foundation
import ImageCodecs
import TestSupport
import Testing

@testable import ReelGolden

/// ReelGolden's diff over pixelmatch 7.2.0's own test fixtures, with the options and mismatch
/// counts of its `test/test.js`: the same counts, and diff images byte for byte equal to the
/// ones pixelmatch draws (its committed `*diff.png`).
@Suite("pixelmatch 7.2.0 fixtures")
struct PixelmatchFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var first: String
        var second: String
        var diff: String
        var options: ImageDiffOptions
        var mismatch: Int
        var testDescription: String { "\(first) vs \(second) → \(diff)" }
    }

    static let folder = PackagePaths.root.appendingPathComponent("Fixtures/pixelmatch")

    /// pixelmatch's `diffTest(...)` lines, option for option.
    static let cases: [Case] = [
        Case(first: "1a", second: "1b", diff: "1diff", options: .init(threshold: 0.05), mismatch: 143),
        Case(first: "1a", second: "1b", diff: "1diffdefaultthreshold", options: .init(), mismatch: 106),
        Case(
            first: "1a", second: "1b", diff: "1diffmask", options: .init(threshold: 0.05, diffMask: true),
            mismatch: 143),
        Case(
            first: "1a", second: "1a", diff: "1emptydiffmask", options: .init(threshold: 0, diffMask: true), mismatch: 0
        ),
        Case(
            first: "2a", second: "2b", diff: "2diff",
            options: .init(
                threshold: 0.05, diffImageAlpha: 0.5, aaColor: RGBA8(red: 0, green: 192, blue: 0),
                diffColor: RGBA8(red: 255, green: 0, blue: 255)),
            mismatch: 12437),
        Case(first: "3a", second: "3b", diff: "3diff", options: .init(threshold: 0.05), mismatch: 212),
        Case(first: "4a", second: "4b", diff: "4diff", options: .init(threshold: 0.05), mismatch: 36049),
        Case(first: "5a", second: "5b", diff: "5diff", options: .init(threshold: 0.05), mismatch: 6),
        Case(first: "6a", second: "6b", diff: "6diff", options: .init(threshold: 0.05), mismatch: 51),
        Case(first: "6a", second: "6a", diff: "6empty", options: .init(threshold: 0), mismatch: 0),
        Case(
            first: "7a", second: "7b", diff: "7diff", options: .init(diffColorAlt: RGBA8(red: 0, green: 255, blue: 0)),
            mismatch: 2448),
        Case(first: "8a", second: "5b", diff: "8diff", options: .init(threshold: 0.05), mismatch: 32896),
    ]

    static func image(_ name: String) throws -> RGBA8Image {
        try ImageDiff.readImage(folder.appendingPathComponent("\(name).png"))
    }

    @Test(arguments: cases)
    func countsAndDiffImagesArePixelmatchs(_ test: Case) throws {
        let result = ImageDiff.compare(
            expected: try Self.image(test.first), actual: try Self.image(test.second), options: test.options)
        #expect(result.differentPixels == test.mismatch)
        let expectedDiff = try Self.image(test.diff)
        #expect(result.diffImage?.bytes == expectedDiff.bytes)
        var countsOnly = test.options
        countsOnly.makesDiffImage = false
        let counted = ImageDiff.compare(
            expected: try Self.image(test.first), actual: try Self.image(test.second), options: countsOnly)
        #expect(counted.differentPixels == test.mismatch)
    }

    /// pixelmatch's `checkerboard: false` test: 50% black over white is the opaque grey 127.
    @Test func checkerboardOffBlendsOverWhite() throws {
        let translucent = try RGBA8Image(width: 1, height: 1, bytes: [0, 0, 0, 128])
        let grey = try RGBA8Image(width: 1, height: 1, bytes: [127, 127, 127, 255])
        let white = ImageDiff.compare(
            expected: translucent, actual: grey, options: ImageDiffOptions(checkerboard: false))
        #expect(white.differentPixels == 0)
        #expect(ImageDiff.compare(expected: translucent, actual: grey).differentPixels == 1)
    }

    /// The checkerboard's colour at a byte offset, as pixelmatch computes it: red is always 48
    /// (offsets are multiples of 4), green and blue flip with ⌊k / φ⌋ and ⌊k / φ²⌋.
    @Test func checkerboardBackground() {
        #expect(PixelMatch.background(0, checkerboard: true) == (48, 48, 48))
        // k = 4: 4 / 1.618 = 2.47 → 2 (even); 4 / 2.618 = 1.53 → 1 (odd).
        #expect(PixelMatch.background(4, checkerboard: true) == (48, 48, 207))
        // k = 8: 4.94 → 4 (even)… k = 12: 7.42 → 7 (odd); 12 / 2.618 = 4.58 → 4 (even).
        #expect(PixelMatch.background(12, checkerboard: true) == (48, 207, 48))
        #expect(PixelMatch.background(12, checkerboard: false) == (255, 255, 255))
    }
}
