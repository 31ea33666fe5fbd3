/// How close a frame must be to its golden: pixels and layout attributes, and what a golden
/// set made by another renderer (cairo, pixman, font) means.
public struct GoldenTolerance: Sendable, Hashable {
    /// What to do when the set's manifest names another rendering environment than this one.
    public enum EnvironmentPolicy: Sendable, Hashable {
        /// Report the mismatch, judge frames by their layout attributes alone, and list pixel
        /// differences without failing on them (the default: the layout can still be judged
        /// when the rasterizer changed).
        case judgeByAttributes
        /// Fail on pixel differences as usual (for CI pinned to the goldens' environment).
        case strict
    }

    /// How many pixels may differ, and by how much, for the images to match.
    public var pixels: PixelTolerance
    /// How far layout attributes may move for the layouts to match.
    public var attributes: AttributeTolerance
    /// What a different rendering environment means.
    public var environmentMismatch: EnvironmentPolicy

    /// A tolerance; by default no pixel may differ (threshold 0.1, anti-aliasing ignored),
    /// geometry within 0.01 pt, alpha within 0.001.
    public init(
        pixels: PixelTolerance = .exact, attributes: AttributeTolerance = .default,
        environmentMismatch: EnvironmentPolicy = .judgeByAttributes
    ) {
        self.pixels = pixels
        self.attributes = attributes
        self.environmentMismatch = environmentMismatch
    }

    /// The defaults: exact pixels, ``AttributeTolerance/default``, attributes alone when the
    /// environment differs.
    public static let `default` = GoldenTolerance()
}
