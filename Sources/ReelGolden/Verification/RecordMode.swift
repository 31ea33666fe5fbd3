/// When golden files are written instead of (or as well as) compared, as in
/// swift-snapshot-testing.
///
/// Read from the `REEL_RECORD` environment variable, or swift-snapshot-testing's
/// `SNAPSHOT_TESTING_RECORD` (the same four names), by ``RecordMode/fromEnvironment(_:)``.
/// Every recording is reported: an assertion that recorded something fails, so that a person
/// looks at the new goldens before committing them.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Record every golden, matching or not.
    case all
    /// Record goldens that are missing or that differ.
    case failed
    /// Record goldens that are missing; compare the others. The default on a developer's machine.
    case missing
    /// Never write; a missing golden is a failure. The default when `CI` is set, and what CI
    /// should set explicitly.
    case never

    /// The environment variable that selects the mode.
    public static let environmentVariable = "REEL_RECORD"
    /// swift-snapshot-testing's variable, read when `REEL_RECORD` is not set: its modes
    /// `all`, `failed`, `missing` and `never` mean what they mean here.
    public static let snapshotTestingEnvironmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode `environment` asks for: `REEL_RECORD` (case-insensitive) when set and not
    /// empty, else `SNAPSHOT_TESTING_RECORD` likewise; otherwise `.never` when `CI` is set to
    /// anything but `false`/`0`/empty (so a CI run never records silently), else `.missing`.
    ///
    /// - Throws: ``GoldenError/invalidRecordMode(_:)`` when the variable names no mode.
    public static func fromEnvironment(_ environment: [String: String]) throws -> RecordMode {
        for variable in [environmentVariable, snapshotTestingEnvironmentVariable] {
            if let value = environment[variable]?.trimmingWhitespace, !value.isEmpty {
                guard let mode = RecordMode(rawValue: value.lowercased()) else {
                    throw GoldenError.invalidRecordMode(value)
                }
                return mode
            }
        }
        if let ci = environment["CI"]?.trimmingWhitespace.lowercased(), !["", "0", "false", "no"].contains(ci) {
            return .never
        }
        return .missing
    }

    /// Whether a golden in `state` is written in this mode.
    func records(_ state: GoldenState) -> Bool {
        switch (self, state) {
        case (.all, _): true
        case (.failed, .missing), (.failed, .different): true
        case (.missing, .missing): true
        default: false
        }
    }
}

/// How a rendered frame relates to its golden before any recording.
enum GoldenState {
    case missing
    case matching
    case different
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
