/// A construct that Linux Swift cannot compile and the adapter cannot rewrite with the same
/// behaviour.
public struct UnadaptableConstruct: Sendable, Hashable, CustomStringConvertible {
    /// The user's file.
    public var file: String
    /// The 1-based line of the construct in the user's file.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) of the construct in the user's file.
    public var column: Int
    /// The construct as the user wrote it (shortened to its first line).
    public var construct: String
    /// Why it cannot be adapted and what to write instead.
    public var reason: String

    /// An unadaptable `construct` at `file:line:column`, with the `reason` and the way out.
    public init(file: String, line: Int, column: Int, construct: String, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.construct = construct
        self.reason = reason
    }

    /// `file:line:column: error: cannot adapt construct: reason`, as a compiler would say it.
    public var description: String {
        "\(file):\(line):\(column): error: cannot adapt `\(construct)`: \(reason)"
    }
}

/// The error ``SourceAdapter/adapt(source:fileName:options:)`` throws when a file holds
/// constructs that cannot be adapted; it lists every one of them, not only the first.
public struct SourceAdapterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every unadaptable construct in the file, in source order.
    public var constructs: [UnadaptableConstruct]

    /// An error listing `constructs`.
    public init(constructs: [UnadaptableConstruct]) {
        self.constructs = constructs
    }

    /// One compiler-style line per construct.
    public var description: String {
        constructs.map(\.description).joined(separator: "\n")
    }
}
