extension FontFace {
    /// The vertical metrics at `pointSize`.
    public func lineMetrics(pointSize: Double) -> LineMetrics {
        let scale = pointSize / Double(unitsPerEm)
        return LineMetrics(
            ascender: Double(ascender) * scale, descender: Double(descender) * scale, lineGap: Double(lineGap) * scale)
    }

    /// How wide `text` is on one line at `pointSize`, in points: the sum of its characters'
    /// advance widths × `pointSize / unitsPerEm`.
    ///
    /// This is the advance cairo reports for the same string in the same file with hinting off
    /// (`FT_LOAD_NO_HINTING`, unhinted metrics: each glyph's `linearHoriAdvance`), which Canvas
    /// uses to draw text: no kerning, no shaping, one glyph per Unicode scalar, `.notdef` for a
    /// character the font lacks. Line breaks are measured as any other character; use
    /// ``lines(of:pointSize:width:maximumLines:)`` to set text in lines.
    public func width(of text: some StringProtocol, pointSize: Double) -> Double {
        Double(units(of: text.unicodeScalars)) * pointSize / Double(unitsPerEm)
    }

    /// The advance of `scalars` in font units.
    func units(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        var total = 0
        for scalar in scalars { total += advance(of: scalar) }
        return total
    }

    /// Sets `text` in lines at `pointSize`.
    ///
    /// Lines end at line separators (`\n`, `\r\n`, `\r`, U+2028, U+2029) and, when `width` is
    /// given, wherever the next word would not fit: lines break at spaces (which do not count
    /// towards a line's width where it breaks), and a word wider than the whole line breaks
    /// between characters (at least one per line). With `maximumLines` above 0 only that many
    /// lines are kept; the last of them holds the rest of its paragraph, at most `width` wide
    /// (UIKit truncates it with an ellipsis).
    ///
    /// - Parameters:
    ///   - width: the width lines wrap at, in points; nil or not positive: no wrapping.
    ///   - maximumLines: how many lines to keep; 0 means all (`UILabel.numberOfLines`).
    /// - Returns: the lines, at least one (an empty line for empty text).
    public func lines(of text: String, pointSize: Double, width: Double?, maximumLines: Int = 0) -> [TextLine] {
        let scale = pointSize / Double(unitsPerEm)
        let limit: Int? = width.flatMap { width in
            let units = (width / scale + 1e-6).rounded(.down)
            guard width > 0, units.isFinite else { return nil }
            return Int(max(-1e15, min(units, 1e15)))  // float-to-int: finite (checked) and held to ±1e15
        }
        var breaker = LineBreaker(face: self, limit: limit)
        for paragraph in Self.paragraphs(of: text) {
            breaker.wrap(paragraph)
            if maximumLines > 0 && breaker.lines.count > maximumLines { break }
        }
        var lines = breaker.lines
        if maximumLines > 0 && lines.count > maximumLines {
            lines.removeLast(lines.count - maximumLines)
            // The last line kept holds the rest of its paragraph, cut at the width.
            var last = lines[maximumLines - 1]
            var rest = last.paragraph[last.text.startIndex...]
            while let character = rest.last, character == " " || character == "\t" { rest = rest.dropLast() }
            let restUnits = units(of: rest.unicodeScalars)
            last.text = rest
            last.units = min(restUnits, limit ?? restUnits)
            lines[maximumLines - 1] = last
        }
        return lines.map { TextLine(text: $0.text, width: Double($0.units) * scale) }
    }

    /// The paragraphs of `text`: its pieces between line separators.
    static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { character in
            character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}"
                || character == "\u{2029}"
        }
    }
}
