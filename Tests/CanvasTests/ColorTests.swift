import Canvas
import ImageCodecs
import Testing

@Suite("Color")
struct ColorTests {
    @Test func sixDigitHexGivesOpaqueColour() throws {
        let color = try Color(hex: "#FF8000")
        #expect(color == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test func eightDigitHexCarriesAlpha() throws {
        let color = try Color(hex: "#00ff0080")
        #expect(color.green == 1)
        #expect(color.alpha == 128.0 / 255)
    }

    @Test func shortHexDoublesEachDigit() throws {
        #expect(try Color(hex: "#f0a") == Color(hex: "#ff00aa"))
        #expect(try Color(hex: "#f0a8") == Color(hex: "#ff00aa88"))
    }

    @Test func hexStringRoundTrips() throws {
        #expect(try Color(hex: "#12AB34").hexString == "#12AB34")
        #expect(try Color(hex: "#12AB3480").hexString == "#12AB3480")
    }

    @Test(arguments: [
        ("FF0000", "it must start with #"),
        ("#FF000", "it has 5 hex digits, not 3, 4, 6 or 8"),
        ("#GG0000", "it has a character that is not a hex digit (0-9, a-f)"),
        ("", "it must start with #"),
    ])
    func badHexThrowsNamingTheText(text: String, why: String) {
        let error = canvasError { _ = try Color(hex: text) }
        #expect(error?.code == .invalidArgument)
        #expect(
            error?.description
                == "parse colour failed: \"\(text)\" is not a colour: \(why); expected #RRGGBB or #RRGGBBAA")
    }

    @Test func rgba8RoundsAndClampsComponents() {
        #expect(
            RGBA8(Color(red: 1.5, green: 0.5, blue: -1, alpha: .nan)) == RGBA8(red: 255, green: 128, blue: 0, alpha: 0))
    }
}
