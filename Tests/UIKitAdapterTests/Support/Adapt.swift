import UIKitAdapter

/// Adapts `text` as the file `file`.
func adapt(_ text: String, file: String = "Layout.swift", context: [String] = []) throws -> AdaptedSource {
    try SourceAdapter.adapt(
        source: text, fileName: file, options: SourceAdapter.Options(optionalRequirements: context))
}

extension AdaptedSource {
    /// The adapted lines after the `#sourceLocation` line: line `n` of the user's file is `lines[n - 1]`.
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }

    /// The rewrites as `(line, column, construct)`.
    var places: [Place] {
        rewrites.map { Place(line: $0.line, column: $0.column, construct: $0.construct) }
    }
}

/// Where a rewrite was reported, and of what.
struct Place: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var construct: String

    init(line: Int, column: Int, construct: String) {
        self.line = line
        self.column = column
        self.construct = construct
    }

    init(_ line: Int, _ column: Int, _ construct: String) {
        self.init(line: line, column: column, construct: construct)
    }

    var description: String { "\(line):\(column) \(construct)" }
}
