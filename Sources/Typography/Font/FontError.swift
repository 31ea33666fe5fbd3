/// Why a font file could not be read.
public struct FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the table and offset where it applies.
    public var message: String

    /// An error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
