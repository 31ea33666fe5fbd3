/// How deeply a Swift file's brackets may nest before the adapter refuses it.
///
/// swift-syntax's parser bounds the nesting of what it builds, but its lookahead does not: a
/// file of 20,000 `[` recurses until the stack runs out and the process dies (SIGSEGV). Real
/// code nests a few dozen levels at most, so a file whose `(`, `[` or `{` nest deeper than
/// ``maximumDepth`` is refused at the bracket that goes past it, before it is parsed.
///
/// Square brackets cost more: where a type may start, the lookahead tries each `[` both as an
/// array type and as an inline array, so its work doubles with every level of `[` nesting
/// (`init(f` and 20 `[` took minutes; the adapter fuzzer found it). Each `[` opened more than
/// ``freeSquareDepth`` deep inside other `[` costs 2 to the power of its depth, and a file whose
/// total passes ``maximumSquareWork`` (one nest 13 deep, or several shallower) is refused at the
/// bracket that passes it.
public enum SourceNesting {
    /// The deepest nesting of `(`, `[` and `{` the adapter parses.
    public static let maximumDepth = 200
    /// How deep `[` may nest at no cost.
    public static let freeSquareDepth = 4
    /// The most work (2 to the power of its depth for each `[` deeper than ``freeSquareDepth``)
    /// the square brackets of a file may ask of the parser: 2¹⁴, a fraction of a second.
    public static let maximumSquareWork = 1 << 14

    /// The line and column (1-based, columns in UTF-8 bytes as swift-syntax counts them) of the
    /// first bracket that nests deeper than ``maximumDepth``, or nil when none does.
    ///
    /// Brackets inside comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`,
    /// raw strings `#"…"#`, interpolations counted as code) are skipped.
    public static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    /// The error for `file` when its brackets nest deeper than ``maximumDepth``, or its square
    /// brackets ask more than ``maximumSquareWork`` of the parser; nil when neither.
    public static func error(in file: SourceAdapter.File) -> SourceAdapterError? {
        var scanner = Scanner(bytes: Array(file.text.utf8))
        guard let place = scanner.run() else { return nil }
        let construct =
            scanner.squareWork > maximumSquareWork
            ? squaresConstruct(file: file.path, at: place, depth: scanner.squares)
            : construct(file: file.path, at: place)
        return SourceAdapterError(constructs: [construct])
    }

    /// The construct for a file whose brackets nest too deeply at `place`.
    static func construct(file: String, at place: (line: Int, column: Int)) -> UnadaptableConstruct {
        UnadaptableConstruct(
            file: file, line: place.line, column: place.column, construct: "brackets nested \(maximumDepth + 1) deep",
            reason: "brackets nest more than \(maximumDepth) levels deep here, past what the Swift parser takes "
                + "safely; real code nests far less, so this file is refused before it is parsed")
    }

    /// The construct for a file whose square brackets, here `depth` deep, ask too much of the parser.
    static func squaresConstruct(file: String, at place: (line: Int, column: Int), depth: Int) -> UnadaptableConstruct {
        UnadaptableConstruct(
            file: file, line: place.line, column: place.column, construct: "square brackets nested \(depth) deep",
            reason: "square brackets nest so deeply here (\(depth) levels), or so often in this file, that the Swift "
                + "parser's lookahead would take minutes (its work doubles with each level); real code nests them "
                + "a few levels, so this file is refused before it is parsed")
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        /// Open brackets; a string interpolation's `\(` is a bracket too, marked so that its `)`
        /// returns to the string.
        var stack: [(byte: UInt8, resumesString: StringKind?)] = []
        /// The `[` open now.
        var squares = 0
        /// The work the square brackets so far ask of the parser (see ``maximumSquareWork``).
        var squareWork = 0

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
                    if let top = stack.popLast() {
                        if top.byte == UInt8(ascii: "[") { squares -= 1 }
                        if let kind = top.resumesString, let place = skipString(kind) { return place }
                    }
                default:
                    advance()
                }
            }
            return nil
        }

        private mutating func open(_ byte: UInt8, resuming kind: StringKind?) -> (line: Int, column: Int)? {
            stack.append((byte, kind))
            if byte == UInt8(ascii: "[") {
                squares += 1
                if squares > SourceNesting.freeSquareDepth { squareWork += 1 << min(squares, 40) }
                if squareWork > SourceNesting.maximumSquareWork { return (line, index - lineStart + 1) }
            }
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
