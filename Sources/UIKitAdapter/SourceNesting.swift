/// How deeply a Swift file's brackets may nest before the adapter refuses it.
///
/// swift-syntax's parser bounds the nesting of what it builds, but its lookahead does not: a
/// file of 20,000 `[` recurses until the stack runs out and the process dies (SIGSEGV). Real
/// code nests a few dozen levels at most, so a file whose `(`, `[` or `{` nest deeper than
/// ``maximumDepth`` is refused at the bracket that goes past it, before it is parsed.
public enum SourceNesting {
    /// The deepest nesting of `(`, `[` and `{` the adapter parses.
    public static let maximumDepth = 200

    /// The line and column (1-based, columns in UTF-8 bytes as swift-syntax counts them) of the
    /// first bracket that nests deeper than ``maximumDepth``, or nil when none does.
    ///
    /// Brackets inside comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`,
    /// raw strings `#"…"#`, interpolations counted as code) are skipped.
    public static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    /// The error for `file` when its brackets nest deeper than ``maximumDepth``, or nil.
    public static func error(in file: SourceAdapter.File) -> SourceAdapterError? {
        firstTooDeep(in: file.text).map { SourceAdapterError(constructs: [construct(file: file.path, at: $0)]) }
    }

    /// The construct for a file whose brackets nest too deeply at `place`.
    static func construct(file: String, at place: (line: Int, column: Int)) -> UnadaptableConstruct {
        UnadaptableConstruct(
            file: file, line: place.line, column: place.column, construct: "brackets nested \(maximumDepth + 1) deep",
            reason: "brackets nest more than \(maximumDepth) levels deep here, past what the Swift parser takes "
                + "safely; real code nests far less, so this file is refused before it is parsed")
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        /// Open brackets; a string interpolation's `\(` is a bracket too, marked so that its `)`
        /// returns to the string.
        var stack: [(byte: UInt8, resumesString: StringKind?)] = []

        struct StringKind: Equatable {
            var multiline: Bool
            var hashes: Int
        }

        init(bytes: [UInt8]) { self.bytes = bytes }

        private func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func run() -> (line: Int, column: Int)? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while let next = peek(), next != UInt8(ascii: "\n") { _ = next; advance() }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var hashes = 0
                    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    guard peek(hashes) == UInt8(ascii: "\"") else {
                        advance()
                        continue
                    }
                    for _ in 0..<hashes { advance() }
                    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                    for _ in 0..<(multiline ? 3 : 1) { advance() }
                    if let place = skipString(StringKind(multiline: multiline, hashes: hashes)) { return place }
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if let place = open(byte, resuming: nil) { return place }
                    advance()
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    advance()
                    if let top = stack.popLast(), let kind = top.resumesString {
                        if let place = skipString(kind) { return place }
                    }
                default:
                    advance()
                }
            }
            return nil
        }

        private mutating func open(_ byte: UInt8, resuming kind: StringKind?) -> (line: Int, column: Int)? {
            stack.append((byte, kind))
            return stack.count > SourceNesting.maximumDepth ? (line, index - lineStart + 1) : nil
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                    advance()
                } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance()
                    advance()
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// Skips to the end of a string literal, or to an interpolation's `\(`, which opens a
        /// bracket that returns here when it closes.
        private mutating func skipString(_ kind: StringKind) -> (line: Int, column: Int)? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    var hashes = 0
                    while peek(1 + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if hashes == kind.hashes {
                        if peek(1 + hashes) == UInt8(ascii: "(") {
                            for _ in 0..<(1 + hashes) { advance() }
                            if let place = open(UInt8(ascii: "("), resuming: kind) { return place }
                            advance()
                            return nil
                        }
                        for _ in 0..<(2 + hashes) where index < bytes.count { advance() }
                        continue
                    }
                    advance()
                    continue
                }
                if byte == UInt8(ascii: "\n"), !kind.multiline { return nil }
                if byte == UInt8(ascii: "\"") {
                    let quotes = kind.multiline ? 3 : 1
                    var closes = true
                    for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { closes = false }
                    for offset in 0..<kind.hashes where peek(quotes + offset) != UInt8(ascii: "#") { closes = false }
                    if closes {
                        for _ in 0..<(quotes + kind.hashes) { advance() }
                        return nil
                    }
                }
                advance()
            }
            return nil
        }
    }
}
