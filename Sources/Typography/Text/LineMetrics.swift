/// The vertical metrics of a face at a point size, in points: the `hhea` values scaled by
/// `pointSize / unitsPerEm`.
public struct LineMetrics: Sendable, Hashable {
    /// How far the tallest glyphs rise above the baseline (positive).
    public var ascender: Double
    /// How far glyphs reach below the baseline (negative, as UIKit's `UIFont.descender`).
    public var descender: Double
    /// The extra space between lines.
    public var lineGap: Double

    /// The distance from one baseline to the next: `ascender − descender + lineGap`, as
    /// UIKit's `UIFont.lineHeight` and FreeType's `height` compute it.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// Metrics from their values, in points.
    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }
}
