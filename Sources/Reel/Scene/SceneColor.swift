import Foundation

/// A colour in a scene: red, green, blue and alpha, each 0…1 (sRGB, straight alpha).
///
/// Scenes write colours as `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` or one of a few CSS names
/// (see ``named``). The renderer converts it to the canvas's own colour type.
public struct SceneColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from components in 0…1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// A colour from 8-bit components.
    public init(red255 red: Int, green: Int, blue: Int, alpha: Int = 255) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
            alpha: Double(alpha) / 255)
    }

    /// Parses `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` or a CSS name (case-insensitive);
    /// nil for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = Self.named[trimmed.lowercased()] {
            self = named
            return
        }
        guard trimmed.hasPrefix("#") else { return nil }
        let digits = Array(trimmed.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        func value(_ characters: ArraySlice<Character>) -> Int { Int(String(characters), radix: 16) ?? 0 }
        switch digits.count {
        case 3:
            let parts = digits.map { value([$0, $0]) }
            self.init(red255: parts[0], green: parts[1], blue: parts[2])
        case 6, 8:
            let parts = stride(from: 0, to: digits.count, by: 2).map { value(digits[$0..<$0 + 2]) }
            self.init(red255: parts[0], green: parts[1], blue: parts[2], alpha: parts.count == 4 ? parts[3] : 255)
        default:
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#"
            + parts.map { component in
                let byte = Int((component * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }.joined()
    }

    /// The CSS names scenes may use.
    public static let named: [String: SceneColor] = [
        "black": SceneColor(red255: 0, green: 0, blue: 0),
        "white": SceneColor(red255: 255, green: 255, blue: 255),
        "red": SceneColor(red255: 255, green: 0, blue: 0),
        "green": SceneColor(red255: 0, green: 128, blue: 0),
        "blue": SceneColor(red255: 0, green: 0, blue: 255),
        "yellow": SceneColor(red255: 255, green: 255, blue: 0),
        "orange": SceneColor(red255: 255, green: 165, blue: 0),
        "purple": SceneColor(red255: 128, green: 0, blue: 128),
        "gray": SceneColor(red255: 128, green: 128, blue: 128),
        "grey": SceneColor(red255: 128, green: 128, blue: 128),
        "lightgray": SceneColor(red255: 211, green: 211, blue: 211),
        "darkgray": SceneColor(red255: 169, green: 169, blue: 169),
        "transparent": SceneColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    public static let white = SceneColor(red: 1, green: 1, blue: 1)
    public static let black = SceneColor(red: 0, green: 0, blue: 0)

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
