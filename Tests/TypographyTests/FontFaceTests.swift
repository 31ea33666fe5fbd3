import Foundation
import Testing
import Typography

/// The bundled faces' tables read as the font files state them (values checked with a
/// separate reader of the `head`, `hhea`, `hmtx` and `cmap` tables).
@Suite struct FontFaceTests {
    @Test(arguments: FontFile.allCases)
    func bothFacesHaveDejaVuSansVerticalMetrics(file: FontFile) throws {
        let face = try FontFace.bundled(file)
        #expect(face.unitsPerEm == 2048)
        #expect(face.ascender == 1901 && face.descender == -483 && face.lineGap == 0)
        let metrics = face.lineMetrics(pointSize: 17)
        // (1901 + 483) / 2048 × 17 = 19.7890625.
        #expect(abs(metrics.lineHeight - 19.7890625) < 1e-12)
        #expect(abs(metrics.ascender - 15.77978515625) < 1e-12 && abs(metrics.descender + 4.00927734375) < 1e-12)
    }

    @Test func advancesComeFromTheCharacterMapAndMetrics() throws {
        let regular = try FontFace.bundled(.regular)
        let bold = try FontFace.bundled(.bold)
        #expect(regular.advance(of: "H") == 1540 && bold.advance(of: "H") == 1714)
        #expect(regular.advance(of: " ") == 651)
        // "Hello": 5191 units; at 17 points 5191 × 17 / 2048.
        #expect(abs(regular.width(of: "Hello", pointSize: 17) - 43.08935546875) < 1e-12)
        #expect(abs(bold.width(of: "12345678", pointSize: 17) - 94.62890625) < 1e-12)
        // Beyond the Basic Latin block (format 12 covers all of Unicode): subscript zero, minus, times.
        #expect(abs(regular.width(of: "x₀ − ×", pointSize: 17) - 56.17138671875) < 1e-12)
        // A character the font lacks (中, U+4E2D) takes .notdef's advance.
        #expect(regular.glyph(for: "\u{4E2D}") == 0)
        #expect(regular.advance(of: "\u{4E2D}") == regular.advance(ofGlyph: 0))
    }

    @Test func aTruncatedFileIsAnErrorNamingWhatIsMissing() throws {
        let url = try #require(FontFile.regular.url)
        let data = try Data(contentsOf: url)
        #expect(throws: FontError.self) { try FontFace(data: data.prefix(300)) }
        #expect(throws: FontError("the font has no 'head' table")) { try FontFace(data: Data(count: 12)) }
    }
}

/// Lines set as UIKit's word wrapping sets them: at spaces, a word wider than the line broken
/// between characters, forced breaks at line separators.
@Suite struct LineBreakingTests {
    let face: FontFace
    init() throws { face = try FontFace.bundled(.regular) }

    @Test func linesBreakAtTheLastSpaceThatFits() {
        // At 17 points "The quick brown fox" is 172.61 wide and "… jumps" 229.72: at 200 the
        // line breaks before "jumps"; "jumps over the lazy" is 167.85, "… dog" would not fit.
        let lines = face.lines(of: "The quick brown fox jumps over the lazy dog", pointSize: 17, width: 200)
        #expect(lines.map(\.text) == ["The quick brown fox", "jumps over the lazy", "dog"])
        #expect(abs(lines[0].width - 172.61474609375) < 1e-9 && abs(lines[2].width - 31.98291015625) < 1e-9)
        let two = face.lines(
            of: "The quick brown fox jumps over the lazy dog", pointSize: 17, width: 200, maximumLines: 2)
        // The second line keeps the rest of the text, cut at the width (UIKit adds an ellipsis).
        #expect(two.map(\.text) == ["The quick brown fox", "jumps over the lazy dog"] && two[1].width <= 200)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        // At 17 points "Supercali" is 79.02 wide, "Supercal" 74.29; "ifragilistic" 82.67,
        // "ifragilisti" 73.32.
        let lines = face.lines(of: "Supercalifragilistic", pointSize: 17, width: 75)
        #expect(lines.map(\.text) == ["Supercal", "ifragilisti", "c"])
    }

    @Test func separatorsForceBreaksAndNoWidthMeansOneLinePerParagraph() {
        let lines = face.lines(of: "Hello\n\nworld", pointSize: 17, width: nil)
        #expect(lines.map(\.text) == ["Hello", "", "world"])
        #expect(face.lines(of: "", pointSize: 17, width: 100).map(\.text) == [""])
        // Trailing spaces hang: they do not widen the line.
        let spaced = face.lines(of: "Hello   ", pointSize: 17, width: 100)
        #expect(abs(spaced[0].width - 43.08935546875) < 1e-12)
    }
}
