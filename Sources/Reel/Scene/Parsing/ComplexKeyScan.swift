/// Finds a mapping key that is not a plain name — `? …`, `[…]: …`, `{…}: …` or `*alias: …` —
/// before the YAML is composed.
///
/// Scene keys are always names, and the YAML reader compares non-scalar keys by their whole
/// expanded content to find duplicates: an alias chain used as a key costs time exponential in
/// the chain's length before any budget can count it. Quoted text and comments are skipped.
enum ComplexKeyScan {
    /// The 1-based line and column of the first complex key, or nil.
    static func firstComplexKey(in text: String) -> (line: Int, column: Int)? {
        var line = 1
        var column = 0
        var quote: UInt8? = nil
        var inComment = false
        var previous: UInt8 = UInt8(ascii: "\n")
        // The last byte on this line that was not a space (nil at the line's start).
        var lastNonSpace: UInt8? = nil
        // After `]`, `}` or an alias name: where it ended, waiting for a `:`.
        var pendingClose: (line: Int, column: Int)? = nil
        var aliasStart: (line: Int, column: Int)? = nil
        var inAlias = false
        // The open flow collections (`[` or `{`), and whether the next token starts an entry of a
        // flow mapping: there a bare `*alias`, `[…]` or `{…}` is a key even without a `:`
        // (`{ *a, *b }` is two keys with null values).
        var flow: [UInt8] = []
        var atMappingEntry = false
        let bytes = Array(text.utf8)
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isAnchorCharacter(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0x0A
            if byte & 0xC0 != 0x80 { column += 1 }
            defer {
                if byte == 0x0A {
                    line += 1
                    column = 0
                    inComment = false
                    pendingClose = nil
                    lastNonSpace = nil
                } else if !isSpace(byte) {
                    lastNonSpace = byte
                }
                previous = byte
                index += 1
            }
            if inComment { continue }
            if let open = quote {
                if byte == open {
                    if open == UInt8(ascii: "'"), next == open {
                        index += 1
                        column += 1
                    } else {
                        quote = nil
                    }
                } else if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    index += 1
                    column += 1
                }
                continue
            }
            if inAlias {
                // An alias name is letters, digits, `-` and `_` (libyaml's anchor characters), so
                // `*a:` is the alias `a` followed by a colon — a key.
                if isAnchorCharacter(byte) { continue }
                inAlias = false
                pendingClose = aliasStart
            }
            let startsToken = isSpace(previous) || "[{,:".utf8.contains(previous)
            if !isSpace(byte) {
                if atMappingEntry, flow.last == UInt8(ascii: "{"), "*[{".utf8.contains(byte) { return (line, column) }
                atMappingEntry = false
            }
            switch byte {
            case UInt8(ascii: "[") where startsToken, UInt8(ascii: "{") where startsToken:
                flow.append(byte)
                atMappingEntry = byte == UInt8(ascii: "{")
                pendingClose = nil
                continue
            case UInt8(ascii: ",") where !flow.isEmpty:
                atMappingEntry = flow.last == UInt8(ascii: "{")
                pendingClose = nil
                continue
            default:
                break
            }
            switch byte {
            case UInt8(ascii: "#") where isSpace(previous):
                inComment = true
            case UInt8(ascii: "\"") where isSpace(previous) || "[{,:".utf8.contains(previous),
                UInt8(ascii: "'") where isSpace(previous) || "[{,:".utf8.contains(previous):
                quote = byte
                pendingClose = nil
            case UInt8(ascii: "?") where isSpace(next) && (lastNonSpace.map { "[{,-".utf8.contains($0) } ?? true):
                return (line, column)
            case UInt8(ascii: "*") where isSpace(previous) || "[{,".utf8.contains(previous):
                inAlias = true
                aliasStart = (line, column)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if !flow.isEmpty { flow.removeLast() }
                pendingClose = (line, column)
            case UInt8(ascii: ":") where isSpace(next) || "]},".utf8.contains(next):
                if let place = pendingClose { return place }
            case 0x20, 0x09, 0x0D, 0x0A:
                break
            default:
                pendingClose = nil
            }
        }
        return nil
    }
}
