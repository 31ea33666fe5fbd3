import Canvas
import Foundation
import ImageCodecs

/// What ``ImageDiff/compare(expected:actual:options:)`` found.
public struct ImageDiffResult: Sendable, Hashable {
    /// Pixels that differ beyond the threshold and are not anti-aliasing: pixelmatch's count.
    public var differentPixels: Int
    /// Pixels beyond the threshold that were classified as anti-aliasing and not counted (0
    /// with `includeAA`).
    public var antialiasedPixels: Int
    /// The expected (golden) image's size in pixels.
    public var expectedSize: ImageSize
    /// The actual (new) image's size in pixels.
    public var actualSize: ImageSize
    /// The compared area: the union of both sizes (the smaller image padded with transparent
    /// pixels at its right and bottom).
    public var comparedSize: ImageSize
    /// The diff image over the compared area, when asked for.
    public var diffImage: RGBA8Image?

    /// A result from its counts and sizes; ``ImageDiff/compare(expected:actual:options:)`` makes
    /// these.
    public init(
        differentPixels: Int, antialiasedPixels: Int, expectedSize: ImageSize, actualSize: ImageSize,
        comparedSize: ImageSize, diffImage: RGBA8Image?
    ) {
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.comparedSize = comparedSize
        self.diffImage = diffImage
    }

    /// Whether the two images have different sizes.
    public var sizeDiffers: Bool { expectedSize != actualSize }

    /// The share of the compared area that differs, 0…1.
    public var differentRatio: Double {
        comparedSize.pixelCount == 0 ? 0 : Double(differentPixels) / Double(comparedSize.pixelCount)
    }

    /// `153 pixels differ (0.098% of 156000), 12 anti-aliased ignored; size 390×400 → 390×420`.
    public var summary: String {
        var text =
            "\(differentPixels) pixel\(differentPixels == 1 ? "" : "s") differ\(differentPixels == 1 ? "s" : "")"
            + " (\(Self.percent(differentRatio)) of \(comparedSize.pixelCount))"
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased ignored" }
        if sizeDiffers { text += "; size \(expectedSize) → \(actualSize)" }
        return text
    }

    /// A ratio as a percentage with enough digits to show small shares: `0.098%`.
    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0%" }
        if value >= 10 { return String(format: "%.1f%%", value) }
        if value >= 0.01 { return String(format: "%.3f%%", value) }
        return String(format: "%.2g%%", value)
    }
}
