import Canvas
import Foundation
import Testing
import Typography

/// `Typography` measures text as cairo sets it with the same font file: the advance of a string
/// is the sum of its glyphs' unhinted advances (Canvas loads the face with `FT_LOAD_NO_HINTING`
/// and hint metrics off), with no kerning, so UIKit's labels are as wide as Canvas draws them.
@Suite struct TypographyAgreementTests {
    static let strings = [
        "Hello", "12345678", "The quick brown fox jumps over the lazy dog", "Cell 7", "x₀ − × → Wé", "AVAWAY Ta",
        " spaced  out ",
    ]

    @Test(arguments: [FontWeight.regular, .bold], [9.0, 13.0, 17.0, 24.5])
    func advancesMatchCairosWithinAHundredthOfAPoint(weight: FontWeight, size: Double) throws {
        let face = try FontFace.bundled(weight == .bold ? .bold : .regular)
        for text in Self.strings {
            let cairo = try TextExtents.measure(text, size: size, weight: weight).advance
            let measured = face.width(of: text, pointSize: size)
            #expect(abs(measured - cairo) < 0.01, "\(text) at \(size) points: \(measured) vs cairo's \(cairo)")
        }
    }

    @Test func bothModulesFindTheSameFiles() throws {
        for file in FontFile.allCases {
            let url = try #require(file.url)
            #expect(url.lastPathComponent == file.fileName)
        }
        #expect(FontWeight.regular.fileName == FontFile.regular.fileName)
        #expect(FontWeight.bold.fileName == FontFile.bold.fileName)
    }
}
