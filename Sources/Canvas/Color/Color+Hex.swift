import Geometry
import ImageCodecs

extension Color {
    /// Creates a colour from CSS-style hex text: `#RRGGBB` or `#RRGGBBAA` (also the short
    /// `#RGB` and `#RGBA`, each digit doubled). Case does not matter; the `#` is required.
    ///
    /// - Throws: ``CanvasError`` with code `.invalidArgument` naming the text, when it is not
    ///   one of those forms.
    public init(hex text: String) throws {
        guard text.first == "#" else {
            throw Self.hexError(text, "it must start with #")
        }
        var digits: [UInt8] = []
        for character in text.utf8.dropFirst() {
            guard let digit = Self.hexDigit(character) else {
                throw Self.hexError(text, "it has a character that is not a hex digit (0-9, a-f)")
            }
            digits.append(digit)
        }
        let bytes: [UInt8]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default:
            throw Self.hexError(text, "it has \(digits.count) hex digits, not 3, 4, 6 or 8")
        }
        self.init(
            red255: Int(bytes[0]), green: Int(bytes[1]), blue: Int(bytes[2]),
            alpha: bytes.count == 4 ? Int(bytes[3]) : 255)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque (components rounded to
    /// 8 bits, ``Color/bytes``).
    public var hexString: String {
        let bytes = self.bytes
        let components =
            alpha >= 1 ? [bytes.red, bytes.green, bytes.blue] : [bytes.red, bytes.green, bytes.blue, bytes.alpha]
        let digits = components.map { byte -> String in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }

    private static func hexDigit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hexError(_ text: String, _ why: String) -> CanvasError {
        .invalidArgument(
            "parse colour", "\"\(text)\" is not a colour: \(why); expected #RRGGBB or #RRGGBBAA")
    }
}
