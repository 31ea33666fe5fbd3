/// Why golden testing could not run: unusable input or folders, as opposed to a difference
/// (which is a ``GoldenReport``).
public enum GoldenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An image file is missing or is not a PNG.
    case unreadableImage(path: String, reason: String)
    /// A golden set's `manifest.json` or an attributes file cannot be read.
    case unreadableGolden(path: String, reason: String)
    /// A verification report (`report.json`) is missing or is not one.
    case unreadableReport(path: String, reason: String)
    /// A file or folder could not be written.
    case cannotWrite(path: String, reason: String)
    /// `REEL_RECORD` (or a record option) has a value that is not a record mode.
    case invalidRecordMode(String)
    /// A tolerance value is out of range.
    case invalidTolerance(String)
    /// Two images to compare have different sizes and padding was not asked for (pixelmatch
    /// refuses them too): the expected and actual files with their sizes.
    case sizeMismatch(expected: String, expectedSize: ImageSize, actual: String, actualSize: ImageSize)

    /// The message `reel` and the test helpers print: what could not be read or written, where,
    /// why, and for a golden file or record mode, what to do.
    public var description: String {
        switch self {
        case .unreadableImage(let path, let reason):
            "cannot read image '\(path)': \(reason)"
        case .unreadableGolden(let path, let reason):
            "cannot read golden file '\(path)': \(reason); re-record the set (REEL_RECORD=all or `reel record`)"
        case .unreadableReport(let path, let reason):
            "cannot read report '\(path)': \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .invalidRecordMode(let value):
            "record mode '\(value)' is not one of all, failed, missing, never (set REEL_RECORD or SNAPSHOT_TESTING_RECORD to one of them, or unset it)"
        case .invalidTolerance(let message):
            "invalid tolerance: \(message)"
        case .sizeMismatch(let expected, let expectedSize, let actual, let actualSize):
            "images differ in size: '\(expected)' is \(expectedSize), '\(actual)' is \(actualSize); pixelmatch "
                + "compares only images of one size (pass --pad to compare them on \(expectedSize.union(actualSize)) "
                + "with transparent padding at the right and bottom)"
        }
    }
}
