import Canvas

/// The renderer's fixed colours for guides and overlays, and default layer colours by role.
enum Palette {
    static let text = Color(red: 0.11, green: 0.11, blue: 0.12)
    /// UIKit's `systemBackground` in the dark appearance: a dark pane's fill.
    static let darkBackground = Color(red: 0, green: 0, blue: 0)
    static let guide = Color(red: 0.55, green: 0.55, blue: 0.58)
    static let viewport = Color(red: 0.0, green: 0.48, blue: 1.0)
    static let outline = Color(red: 0.86, green: 0.16, blue: 0.24)
    static let badge = Color(red: 0.35, green: 0.34, blue: 0.84)

    /// The fill a layer of `role` gets when the scene does not style it; nil draws no shape.
    static func defaultFill(role: String, base: Color) -> Color? {
        switch role {
        case "overlay", "shade": Color.black
        case "image", "cover": base.mixed(with: .white, amount: 0.35)
        case "title", "subtitle", "label", "text": nil
        default: base.mixed(with: .black, amount: 0.25)
        }
    }
}

extension Color {
    /// This colour moved `amount` (0…1) of the way towards `other`.
    func mixed(with other: Color, amount: Double) -> Color {
        Color(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount, alpha: alpha)
    }
}
