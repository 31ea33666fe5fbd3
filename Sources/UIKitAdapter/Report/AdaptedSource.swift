/// The plain Swift the adapter made from one file, the rewrites it made, and the map back to the
/// user's lines and columns.
public struct AdaptedSource: Sendable, Hashable {
    /// The adapted text. Its first line is `#sourceLocation(file: "<original>", line: 1)`, so the
    /// compiler reports every diagnostic in it at the user's path and line; every original line
    /// keeps its number (generated declarations are added on the line of what they belong to, and
    /// a file-private helper after the last line).
    public var text: String
    /// Every rewrite, in source order.
    public var rewrites: [Rewrite]
    /// Maps a column the compiler reports in the adapted text back to the user's column.
    public var sourceMap: SourceMap

    /// An adapted file.
    public init(text: String, rewrites: [Rewrite], sourceMap: SourceMap) {
        self.text = text
        self.rewrites = rewrites
        self.sourceMap = sourceMap
    }

    /// `true` when the file needed no rewrite; ``text`` is then the original with the
    /// `#sourceLocation` line in front.
    public var isUnchanged: Bool { rewrites.isEmpty }
}
