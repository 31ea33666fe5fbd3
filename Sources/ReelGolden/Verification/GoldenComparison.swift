import Foundation

/// What happened to one offset key of a golden set.
public struct GoldenComparison: Sendable {
    /// The verdict on one key.
    public enum Outcome: Sendable, Hashable {
        /// Attributes and pixels are within tolerance (pixels only when the environment policy
        /// judges them).
        case matched
        /// The golden was written; `previously` says what it was before: missing, matching
        /// (mode `all`) or different.
        case recorded(previously: String)
        /// No golden exists and the mode does not record.
        case missing
        /// Pixels or attributes differ beyond tolerance.
        case failed
    }

    /// The frame's key: its panes' offsets as a file name stem.
    public var key: GoldenKey
    /// The verdict: matched, recorded, missing or failed.
    public var outcome: Outcome
    /// The pixel comparison, when there was a golden image (the diff image is dropped once
    /// written, to keep reports small).
    public var pixels: ImageDiffResult?
    /// Whether the pixels are within tolerance (true when not compared).
    public var pixelsAccepted: Bool
    /// Layout attribute differences beyond tolerance.
    public var attributeDifferences: [AttributeDifference]
    /// Where the actual image, diff image, strip and attributes were written for a failure.
    public var artifacts: FailureArtifacts?

    /// A comparison from its values; by default no pixel result (pixels accepted), no attribute
    /// differences and no failure files.
    public init(
        key: GoldenKey, outcome: Outcome, pixels: ImageDiffResult? = nil, pixelsAccepted: Bool = true,
        attributeDifferences: [AttributeDifference] = [], artifacts: FailureArtifacts? = nil
    ) {
        self.key = key
        self.outcome = outcome
        self.pixels = pixels
        self.pixelsAccepted = pixelsAccepted
        self.attributeDifferences = attributeDifferences
        self.artifacts = artifacts
    }
}

/// The files written for a failed comparison, in the failures folder.
public struct FailureArtifacts: Sendable, Hashable {
    /// The frame as rendered now (PNG).
    public var actual: URL
    /// The diff image (nil when there was no golden image to compare with).
    public var diff: URL?
    /// expected | diff | actual (nil when there was no golden image).
    public var strip: URL?
    /// The frame's layout attributes as rendered now.
    public var attributes: URL

    /// The failure files at these places.
    public init(actual: URL, diff: URL?, strip: URL?, attributes: URL) {
        self.actual = actual
        self.diff = diff
        self.strip = strip
        self.attributes = attributes
    }
}
