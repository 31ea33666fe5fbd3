import Foundation

/// The result of verifying (or recording) a golden set: one ``GoldenComparison`` per offset
/// key, plus what was found about the set as a whole.
public struct GoldenReport: Sendable {
    /// The golden set's folder.
    public var directory: URL
    /// The name of the scene verified.
    public var scene: String
    /// The record mode in force: which keys were written.
    public var mode: RecordMode
    /// How the set's rendering environment differs from this machine's (empty when it does
    /// not, or when the set had no manifest). Reported before any pixel result.
    public var environmentMismatch: [String]
    /// Why the set cannot match at all (scale or canvas changed); empty normally.
    public var staleness: [String]
    /// One comparison per key the scene produces, in frame order.
    public var comparisons: [GoldenComparison]
    /// Keys stored in the folder that the scene no longer produces (`reel prune` removes them).
    public var unusedKeys: [GoldenKey]
    /// Notes about recording (a manifest kept from another environment, …).
    public var notes: [String]
    /// The set's `manifest.json` as it was before this run (nil when there was none).
    public var storedManifest: GoldenManifest?
    /// This machine's manifest for the frames verified (nil in reports made by hand).
    public var renderedManifest: GoldenManifest?

    /// A report from its values; by default no findings.
    public init(
        directory: URL, scene: String, mode: RecordMode, environmentMismatch: [String] = [], staleness: [String] = [],
        comparisons: [GoldenComparison] = [], unusedKeys: [GoldenKey] = [], notes: [String] = []
    ) {
        self.directory = directory
        self.scene = scene
        self.mode = mode
        self.environmentMismatch = environmentMismatch
        self.staleness = staleness
        self.comparisons = comparisons
        self.unusedKeys = unusedKeys
        self.notes = notes
    }

    /// Keys that differ beyond tolerance.
    public var failedKeys: [GoldenKey] { comparisons.filter { $0.outcome == .failed }.map(\.key) }
    /// Keys with no golden that were not recorded.
    public var missingKeys: [GoldenKey] { comparisons.filter { $0.outcome == .missing }.map(\.key) }
    /// Keys whose golden was written in this run.
    public var recordedKeys: [GoldenKey] {
        comparisons.filter { if case .recorded = $0.outcome { true } else { false } }.map(\.key)
    }

    /// Whether something differs or is missing (recordings aside).
    public var hasFailures: Bool { !failedKeys.isEmpty || !missingKeys.isEmpty }

    /// Whether a test should fail: a difference, a missing golden, or a recording (a person
    /// must look at new goldens; re-run to compare).
    public var failsAssertion: Bool { hasFailures || !recordedKeys.isEmpty }
}
