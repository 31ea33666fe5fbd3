/// A place in a scene file: the file's name and a 1-based line and column.
///
/// Every value the scene parser reads keeps its location so that a problem found later (a
/// layout parameter the layout rejects, a track that cannot be sampled) is reported where the
/// user wrote it.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The scene file as the user named it (or `<string>` for text parsed from memory).
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    public var column: Int

    /// The place at 1-based `line` and `column` of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
