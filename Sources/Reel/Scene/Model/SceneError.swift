/// A scene that cannot be used, with where the problem is and what to do about it.
///
/// Its description reads `file:line:column: message` (or `file: message` when the problem has
/// no single place, such as an unreadable file), the format compilers use, so editors and
/// terminals can jump to it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene file as the user named it.
    public var file: String
    /// The 1-based line, when the problem has a place in the file.
    public var line: Int?
    /// The 1-based column, when the problem has a place in the file.
    public var column: Int?
    /// What is wrong and, where possible, what would be right.
    public var message: String

    /// An error in `file`, at `line` and `column` when the problem has a place.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error at `location`, or in `file` without a place when `location` is nil.
    public init(at location: SourceLocation?, file: String, message: String) {
        self.init(file: location?.file ?? file, line: location?.line, column: location?.column, message: message)
    }

    /// The error's place, when it has one.
    public var location: SourceLocation? {
        guard let line, let column else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// `file:line:column: message`, `file:line: message` without a column, or `file: message`
    /// without a place.
    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(file):\(line):\(column): \(message)"
        case let (line?, nil): "\(file):\(line): \(message)"
        default: "\(file): \(message)"
        }
    }
}
