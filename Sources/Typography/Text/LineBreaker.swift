/// Greedy line breaking of paragraphs into lines no wider than a limit (in font units): at
/// spaces, and between characters inside a word wider than a whole line.
struct LineBreaker {
    /// A line as set: its characters (without the spaces it broke at), its width in font units,
    /// and the paragraph it belongs to.
    struct Line {
        var text: Substring
        var units: Int
        var paragraph: Substring
    }

    let face: FontFace
    /// The widest a line may be, in font units; nil: lines never wrap.
    let limit: Int?
    private(set) var lines: [Line] = []

    init(face: FontFace, limit: Int?) {
        self.face = face
        self.limit = limit
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// Appends the lines of `paragraph` (text without line separators).
    mutating func wrap(_ paragraph: Substring) {
        var lineStart = paragraph.startIndex
        var index = paragraph.startIndex
        // Units from the line's start to `index`, spaces included.
        var lineUnits = 0
        // Units up to the end of the line's last non-space character.
        var contentUnits = 0
        // Where the word after the last run of spaces starts, and the units before it.
        var wordStart: String.Index?
        var unitsAtWordStart = 0
        var contentUnitsBeforeWord = 0
        var afterSpace = false
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let units = face.units(of: character.unicodeScalars)
            if Self.isSpace(character) {
                // Spaces hang past the limit: they never start a new line.
                lineUnits += units
                afterSpace = true
                index = paragraph.index(after: index)
                continue
            }
            if afterSpace {
                afterSpace = false
                if contentUnits > 0 {
                    wordStart = index
                    unitsAtWordStart = lineUnits
                    contentUnitsBeforeWord = contentUnits
                }
            }
            if let limit, lineUnits + units > limit, contentUnits > 0 {
                if let start = wordStart {
                    // Break before the word; it starts the next line.
                    emit(paragraph, from: lineStart, to: start, units: contentUnitsBeforeWord)
                    lineStart = start
                    lineUnits -= unitsAtWordStart
                    contentUnits = lineUnits
                    wordStart = nil
                    continue
                }
                // A word wider than the line: break between its characters.
                emit(paragraph, from: lineStart, to: index, units: contentUnits)
                lineStart = index
                lineUnits = 0
                contentUnits = 0
                continue
            }
            lineUnits += units
            contentUnits = lineUnits
            index = paragraph.index(after: index)
        }
        emit(paragraph, from: lineStart, to: paragraph.endIndex, units: contentUnits)
    }

    private mutating func emit(_ paragraph: Substring, from start: String.Index, to end: String.Index, units: Int) {
        var text = paragraph[start..<end]
        while let last = text.last, Self.isSpace(last) { text = text.dropLast() }
        lines.append(Line(text: text, units: units, paragraph: paragraph))
    }
}
