/// Maps positions in an adapted file back to the user's file.
///
/// The adapter never adds or removes a line break inside the user's code, and the adapted text
/// starts with a `#sourceLocation` directive, so the compiler already reports the user's path and
/// line. Only columns move, on the lines where a rewrite changed the text's length; the map holds
/// those changes.
public struct SourceMap: Sendable, Hashable {
    /// One change of length on a line: `length` bytes of the user's text at `column` became
    /// `replacementLength` bytes.
    public struct Edit: Sendable, Hashable {
        /// The 1-based column (UTF-8 bytes) in the user's line where the change starts.
        public var column: Int
        /// How many bytes of the user's text were replaced.
        public var length: Int
        /// How many bytes replaced them.
        public var replacementLength: Int

        /// A change of `length` bytes at `column` into `replacementLength` bytes.
        public init(column: Int, length: Int, replacementLength: Int) {
            self.column = column
            self.length = length
            self.replacementLength = replacementLength
        }
    }

    /// The user's file, as the `#sourceLocation` directive names it.
    public var file: String
    /// The changes on each of the user's lines (1-based), in column order.
    public var edits: [Int: [Edit]]

    /// A map for `file` with the changes `edits`.
    public init(file: String, edits: [Int: [Edit]]) {
        self.file = file
        self.edits = edits
    }

    /// The user's column for a column of the adapted text on the user's `line`.
    ///
    /// A column inside replaced text maps to where the replaced text started.
    /// - Parameters:
    ///   - line: the user's 1-based line (what the compiler reports, thanks to `#sourceLocation`).
    ///   - column: the 1-based column in the adapted text.
    public func originalColumn(line: Int, column: Int) -> Int {
        var shift = 0
        for edit in edits[line] ?? [] {
            let adaptedStart = edit.column + shift
            if column < adaptedStart { break }
            if column < adaptedStart + edit.replacementLength { return edit.column }
            shift += edit.replacementLength - edit.length
        }
        return column - shift
    }

    /// Compiler output with every `FILE:LINE:COLUMN` of this file's diagnostics moved to the
    /// user's column.
    ///
    /// Lines that name another file are kept as they are.
    public func remapDiagnostics(_ output: String) -> String {
        let prefix = file + ":"
        return output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix(prefix) else { return String(line) }
            let rest = line.dropFirst(prefix.count)
            let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let lineNumber = Int(parts[0]), let column = Int(parts[1]) else {
                return String(line)
            }
            let mapped = originalColumn(line: lineNumber, column: column)
            return "\(prefix)\(lineNumber):\(mapped):\(parts[2])"
        }.joined(separator: "\n")
    }
}
