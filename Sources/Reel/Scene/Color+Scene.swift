import Canvas
import Foundation

extension Color {
    /// A colour as a scene writes it: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` or one of
    /// ``sceneNames`` (case-insensitive), with surrounding spaces ignored; nil for anything else.
    ///
    /// The hex forms are read by ``Color/init(hex:)``. Its short `#RGBA` form is not one of the
    /// scene format's colours and gives nil here too, so the scene's error message (which names
    /// the accepted forms) stays true.
    public init?(sceneText text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = Self.sceneNames[trimmed.lowercased()] {
            self = named
            return
        }
        let isShortWithAlpha = trimmed.utf8.count == 5
        guard !isShortWithAlpha, let color = try? Color(hex: trimmed) else { return nil }
        self = color
    }

    /// The CSS colour names scenes may use, lower-case.
    public static let sceneNames: [String: Color] = [
        "black": Color(red255: 0, green: 0, blue: 0),
        "white": Color(red255: 255, green: 255, blue: 255),
        "red": Color(red255: 255, green: 0, blue: 0),
        "green": Color(red255: 0, green: 128, blue: 0),
        "blue": Color(red255: 0, green: 0, blue: 255),
        "yellow": Color(red255: 255, green: 255, blue: 0),
        "orange": Color(red255: 255, green: 165, blue: 0),
        "purple": Color(red255: 128, green: 0, blue: 128),
        "gray": Color(red255: 128, green: 128, blue: 128),
        "grey": Color(red255: 128, green: 128, blue: 128),
        "lightgray": Color(red255: 211, green: 211, blue: 211),
        "darkgray": Color(red255: 169, green: 169, blue: 169),
        "transparent": Color(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
