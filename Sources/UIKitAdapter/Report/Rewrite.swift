/// One rewrite the adapter made: where in the user's file, what construct, and what it became.
///
/// Every change the adapter makes to a file is reported as one `Rewrite`; nothing is rewritten
/// silently. Lines and columns are 1-based and count UTF-8 bytes, as the Swift compiler does.
public struct Rewrite: Sendable, Hashable, CustomStringConvertible {
    /// The user's file, as given to ``SourceAdapter/adapt(source:fileName:options:)``.
    public var file: String
    /// The 1-based line of the construct in the user's file.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) of the construct in the user's file.
    public var column: Int
    /// The construct that was rewritten, as the user wrote it (for example `@objc`,
    /// `#selector(handlePan(_:))`, `delegate?.collectionView?(…)`).
    public var construct: String
    /// What the construct became (for example `removed`, `Selector("handlePan:")`).
    public var replacement: String

    /// A rewrite of `construct` at `file:line:column` into `replacement`.
    public init(file: String, line: Int, column: Int, construct: String, replacement: String) {
        self.file = file
        self.line = line
        self.column = column
        self.construct = construct
        self.replacement = replacement
    }

    /// `file:line:column: construct → replacement`, the form `reel-adapt --report` prints.
    public var description: String {
        "\(file):\(line):\(column): \(construct) → \(replacement)"
    }
}
