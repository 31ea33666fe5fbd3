import Foundation
import Geometry

/// A colour with the shape of UIKit's `UIColor` (`UIKit` names it so): enough for layout and
/// cell code that sets `backgroundColor`, `layer.shadowColor = UIColor.black.cgColor` or
/// `withAlphaComponent(_:)`. Components are sRGB, 0…1.
///
/// A thin wrapper over the package's one colour value, ``Color`` (``color``), as ``CGColor`` is:
/// `cgColor` and `init(cgColor:)` pass the same ``Color`` along. A dynamic colour
/// (``init(dynamicProvider:)``, and the system colours such as ``label`` and
/// ``systemBackground``) resolves for a trait collection's light or dark appearance with
/// ``resolvedColor(with:)``; its ``color`` and `cgColor` are its light appearance, as UIKit's
/// are when nothing asks for dark.
public final class ViewColor: NSObject, Sendable {
    /// The colour (a dynamic colour's light appearance).
    public let color: Color
    /// The dynamic colour's provider (UIKit's closure is not `@Sendable`; it is called only on
    /// the task that resolves the colour, as UIKit calls it on the main thread).
    nonisolated(unsafe) private let provider: ((TraitCollection) -> ViewColor)?

    /// Red, 0…1.
    public var red: CGFloat { CGFloat(color.red) }
    /// Green, 0…1.
    public var green: CGFloat { CGFloat(color.green) }
    /// Blue, 0…1.
    public var blue: CGFloat { CGFloat(color.blue) }
    /// Alpha, 0…1.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// The UIKit form of `color`.
    public init(_ color: Color) {
        self.color = color
        provider = nil
        super.init()
    }

    /// A colour that `provider` gives for each trait collection (UIKit's dynamic colours): its
    /// ``color`` is what the provider gives for the light appearance.
    public init(dynamicProvider provider: @escaping (TraitCollection) -> ViewColor) {
        self.color = provider(TraitCollection(userInterfaceStyle: .light)).color
        self.provider = provider
        super.init()
    }

    /// Whether the colour depends on the trait collection.
    public var isDynamic: Bool { provider != nil }

    /// The colour for `traitCollection` (UIKit's `resolvedColor(with:)`): a dynamic colour's
    /// provider's answer (an unspecified appearance counts as light), any other colour itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> ViewColor {
        guard let provider else { return self }
        let traits =
            traitCollection.userInterfaceStyle == .unspecified
            ? TraitCollection(traitsFrom: [traitCollection], userInterfaceStyle: .light) : traitCollection
        let resolved = provider(traits)
        return resolved.isDynamic ? ViewColor(resolved.color) : resolved
    }

    /// A colour from sRGB components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey from a white level.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB, as UIKit converts it).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = WholeNumber.clamped(h, .down, to: 0...6) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from a CoreGraphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
    }

    /// A colour from Display P3 components, converted to (extended) sRGB: the P3 values are
    /// linearised with the sRGB transfer curve (P3 uses it too), taken through the P3-to-sRGB
    /// matrix (D65 white in both) and encoded again. Colours outside sRGB get components below 0
    /// or above 1, as UIKit's extended sRGB does.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat {
            let m = abs(c)
            let v = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return c < 0 ? -v : v
        }
        func encoded(_ c: CGFloat) -> CGFloat {
            let m = abs(c)
            let v = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
            return c < 0 ? -v : v
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(
            red: encoded(1.2249401 * r - 0.2249404 * g),
            green: encoded(-0.0420569 * r + 1.0420571 * g),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
            alpha: alpha)
    }

    /// The CoreGraphics form of this colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> ViewColor {
        guard isDynamic else { return ViewColor(color.withAlpha(Double(alpha))) }
        return ViewColor { traits in ViewColor(self.resolvedColor(with: traits).color.withAlpha(Double(alpha))) }
    }

    /// Equal when the components are equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ViewColor else { return false }
        return color == other.color
    }

    /// A hash of the components.
    public override var hash: Int { color.hashValue }

    /// UIKit's `UIColor.black`.
    public static let black = ViewColor(white: 0, alpha: 1)
    /// UIKit's `UIColor.white`.
    public static let white = ViewColor(white: 1, alpha: 1)
    /// UIKit's `UIColor.clear`.
    public static let clear = ViewColor(white: 0, alpha: 0)
    /// UIKit's `UIColor.gray` (white 0.5).
    public static let gray = ViewColor(white: 0.5, alpha: 1)
    /// UIKit's `UIColor.lightGray` (white 2/3).
    public static let lightGray = ViewColor(white: 2.0 / 3.0, alpha: 1)
    /// UIKit's `UIColor.darkGray` (white 1/3).
    public static let darkGray = ViewColor(white: 1.0 / 3.0, alpha: 1)
    /// UIKit's `UIColor.red`.
    public static let red = ViewColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's `UIColor.green`.
    public static let green = ViewColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's `UIColor.blue`.
    public static let blue = ViewColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's `UIColor.cyan`.
    public static let cyan = ViewColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's `UIColor.yellow`.
    public static let yellow = ViewColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's `UIColor.magenta`.
    public static let magenta = ViewColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's `UIColor.orange` (1, 0.5, 0).
    public static let orange = ViewColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's `UIColor.purple` (0.5, 0, 0.5).
    public static let purple = ViewColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's `UIColor.brown` (0.6, 0.4, 0.2).
    public static let brown = ViewColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit's `UIColor.systemBackground`, light (white), dark (0, 0, 0).
    public static let systemBackground = ViewColor.dynamic(light: ViewColor.white, dark: ViewColor(sRGB: 0, 0, 0))
    /// UIKit's `UIColor.label`, light (black), dark (255, 255, 255).
    public static let label = ViewColor.dynamic(light: ViewColor.black, dark: ViewColor(sRGB: 255, 255, 255))
    /// UIKit's `UIColor.secondaryLabel`, light (60, 60, 67 at 60 %), dark (235, 235, 245 at 60 %).
    public static let secondaryLabel = ViewColor.dynamic(
        light: ViewColor(sRGB: 60, 60, 67, alpha: 0.6), dark: ViewColor(sRGB: 235, 235, 245, alpha: 0.6))
    /// UIKit's `UIColor.systemRed`, light (255, 59, 48), dark (255, 69, 58).
    public static let systemRed = ViewColor.dynamic(
        light: ViewColor(sRGB: 255, 59, 48), dark: ViewColor(sRGB: 255, 69, 58))
    /// UIKit's `UIColor.systemOrange`, light (255, 149, 0), dark (255, 159, 10).
    public static let systemOrange = ViewColor.dynamic(
        light: ViewColor(sRGB: 255, 149, 0), dark: ViewColor(sRGB: 255, 159, 10))
    /// UIKit's `UIColor.systemYellow`, light (255, 204, 0), dark (255, 214, 10).
    public static let systemYellow = ViewColor.dynamic(
        light: ViewColor(sRGB: 255, 204, 0), dark: ViewColor(sRGB: 255, 214, 10))
    /// UIKit's `UIColor.systemGreen`, light (52, 199, 89), dark (48, 209, 88).
    public static let systemGreen = ViewColor.dynamic(
        light: ViewColor(sRGB: 52, 199, 89), dark: ViewColor(sRGB: 48, 209, 88))
    /// UIKit's `UIColor.systemTeal`, light (90, 200, 250), dark (100, 210, 255).
    public static let systemTeal = ViewColor.dynamic(
        light: ViewColor(sRGB: 90, 200, 250), dark: ViewColor(sRGB: 100, 210, 255))
    /// UIKit's `UIColor.systemBlue`, light (0, 122, 255), dark (10, 132, 255).
    public static let systemBlue = ViewColor.dynamic(
        light: ViewColor(sRGB: 0, 122, 255), dark: ViewColor(sRGB: 10, 132, 255))
    /// UIKit's `UIColor.systemIndigo`, light (88, 86, 214), dark (94, 92, 230).
    public static let systemIndigo = ViewColor.dynamic(
        light: ViewColor(sRGB: 88, 86, 214), dark: ViewColor(sRGB: 94, 92, 230))
    /// UIKit's `UIColor.systemPurple`, light (175, 82, 222), dark (191, 90, 242).
    public static let systemPurple = ViewColor.dynamic(
        light: ViewColor(sRGB: 175, 82, 222), dark: ViewColor(sRGB: 191, 90, 242))
    /// UIKit's `UIColor.systemPink`, light (255, 45, 85), dark (255, 55, 95).
    public static let systemPink = ViewColor.dynamic(
        light: ViewColor(sRGB: 255, 45, 85), dark: ViewColor(sRGB: 255, 55, 95))
    /// UIKit's `UIColor.systemGray`, light (142, 142, 147), dark (142, 142, 147).
    public static let systemGray = ViewColor.dynamic(
        light: ViewColor(sRGB: 142, 142, 147), dark: ViewColor(sRGB: 142, 142, 147))
    /// UIKit's `UIColor.secondarySystemBackground`, light (242, 242, 247), dark (28, 28, 30).
    public static let secondarySystemBackground = ViewColor.dynamic(
        light: ViewColor(sRGB: 242, 242, 247), dark: ViewColor(sRGB: 28, 28, 30))
    /// UIKit's `UIColor.tertiaryLabel`, light (60, 60, 67 at 30 %), dark (235, 235, 245 at 30 %).
    public static let tertiaryLabel = ViewColor.dynamic(
        light: ViewColor(sRGB: 60, 60, 67, alpha: 0.3), dark: ViewColor(sRGB: 235, 235, 245, alpha: 0.3))
    /// UIKit's `UIColor.quaternaryLabel`, light (60, 60, 67 at 18 %), dark (235, 235, 245 at 18 %).
    public static let quaternaryLabel = ViewColor.dynamic(
        light: ViewColor(sRGB: 60, 60, 67, alpha: 0.18), dark: ViewColor(sRGB: 235, 235, 245, alpha: 0.18))
    /// UIKit's `UIColor.placeholderText`, light (60, 60, 67 at 30 %), dark (235, 235, 245 at 30 %).
    public static let placeholderText = ViewColor.dynamic(
        light: ViewColor(sRGB: 60, 60, 67, alpha: 0.3), dark: ViewColor(sRGB: 235, 235, 245, alpha: 0.3))
    /// UIKit's `UIColor.separator`, light (60, 60, 67 at 29 %), dark (84, 84, 88 at 60 %).
    public static let separator = ViewColor.dynamic(
        light: ViewColor(sRGB: 60, 60, 67, alpha: 0.29), dark: ViewColor(sRGB: 84, 84, 88, alpha: 0.6))
    /// UIKit's `UIColor.opaqueSeparator`, light (198, 198, 200), dark (56, 56, 58).
    public static let opaqueSeparator = ViewColor.dynamic(
        light: ViewColor(sRGB: 198, 198, 200), dark: ViewColor(sRGB: 56, 56, 58))
    /// UIKit's `UIColor.link`, light (0, 122, 255), dark (9, 132, 255).
    public static let link = ViewColor.dynamic(light: ViewColor(sRGB: 0, 122, 255), dark: ViewColor(sRGB: 9, 132, 255))
    /// UIKit's `UIColor.systemFill`, light (120, 120, 128 at 20 %), dark (120, 120, 128 at 36 %).
    public static let systemFill = ViewColor.dynamic(
        light: ViewColor(sRGB: 120, 120, 128, alpha: 0.2), dark: ViewColor(sRGB: 120, 120, 128, alpha: 0.36))
    /// UIKit's `UIColor.secondarySystemFill`, light (120, 120, 128 at 16 %), dark (120, 120, 128 at 32 %).
    public static let secondarySystemFill = ViewColor.dynamic(
        light: ViewColor(sRGB: 120, 120, 128, alpha: 0.16), dark: ViewColor(sRGB: 120, 120, 128, alpha: 0.32))
    /// UIKit's `UIColor.tertiarySystemFill`, light (118, 118, 128 at 12 %), dark (118, 118, 128 at 24 %).
    public static let tertiarySystemFill = ViewColor.dynamic(
        light: ViewColor(sRGB: 118, 118, 128, alpha: 0.12), dark: ViewColor(sRGB: 118, 118, 128, alpha: 0.24))
    /// UIKit's `UIColor.quaternarySystemFill`, light (116, 116, 128 at 8 %), dark (118, 118, 128 at 18 %).
    public static let quaternarySystemFill = ViewColor.dynamic(
        light: ViewColor(sRGB: 116, 116, 128, alpha: 0.08), dark: ViewColor(sRGB: 118, 118, 128, alpha: 0.18))
    /// UIKit's `UIColor.tertiarySystemBackground`, light (255, 255, 255), dark (44, 44, 46).
    public static let tertiarySystemBackground = ViewColor.dynamic(
        light: ViewColor(sRGB: 255, 255, 255), dark: ViewColor(sRGB: 44, 44, 46))
    /// UIKit's `UIColor.systemGroupedBackground`, light (242, 242, 247), dark (0, 0, 0).
    public static let systemGroupedBackground = ViewColor.dynamic(
        light: ViewColor(sRGB: 242, 242, 247), dark: ViewColor(sRGB: 0, 0, 0))
    /// UIKit's `UIColor.secondarySystemGroupedBackground`, light (255, 255, 255), dark (28, 28, 30).
    public static let secondarySystemGroupedBackground = ViewColor.dynamic(
        light: ViewColor(sRGB: 255, 255, 255), dark: ViewColor(sRGB: 28, 28, 30))
    /// UIKit's `UIColor.tertiarySystemGroupedBackground`, light (242, 242, 247), dark (44, 44, 46).
    public static let tertiarySystemGroupedBackground = ViewColor.dynamic(
        light: ViewColor(sRGB: 242, 242, 247), dark: ViewColor(sRGB: 44, 44, 46))
    /// UIKit's `UIColor.systemGray2`, light (174, 174, 178), dark (99, 99, 102).
    public static let systemGray2 = ViewColor.dynamic(
        light: ViewColor(sRGB: 174, 174, 178), dark: ViewColor(sRGB: 99, 99, 102))
    /// UIKit's `UIColor.systemGray3`, light (199, 199, 204), dark (72, 72, 74).
    public static let systemGray3 = ViewColor.dynamic(
        light: ViewColor(sRGB: 199, 199, 204), dark: ViewColor(sRGB: 72, 72, 74))
    /// UIKit's `UIColor.systemGray4`, light (209, 209, 214), dark (58, 58, 60).
    public static let systemGray4 = ViewColor.dynamic(
        light: ViewColor(sRGB: 209, 209, 214), dark: ViewColor(sRGB: 58, 58, 60))
    /// UIKit's `UIColor.systemGray5`, light (229, 229, 234), dark (44, 44, 46).
    public static let systemGray5 = ViewColor.dynamic(
        light: ViewColor(sRGB: 229, 229, 234), dark: ViewColor(sRGB: 44, 44, 46))
    /// UIKit's `UIColor.systemGray6`, light (242, 242, 247), dark (28, 28, 30).
    public static let systemGray6 = ViewColor.dynamic(
        light: ViewColor(sRGB: 242, 242, 247), dark: ViewColor(sRGB: 28, 28, 30))
    /// UIKit's `UIColor.systemMint`, light (0, 199, 190), dark (99, 230, 226).
    public static let systemMint = ViewColor.dynamic(
        light: ViewColor(sRGB: 0, 199, 190), dark: ViewColor(sRGB: 99, 230, 226))
    /// UIKit's `UIColor.systemCyan`, light (50, 173, 230), dark (100, 210, 255).
    public static let systemCyan = ViewColor.dynamic(
        light: ViewColor(sRGB: 50, 173, 230), dark: ViewColor(sRGB: 100, 210, 255))
    /// UIKit's `UIColor.systemBrown`, light (162, 132, 94), dark (172, 142, 104).
    public static let systemBrown = ViewColor.dynamic(
        light: ViewColor(sRGB: 162, 132, 94), dark: ViewColor(sRGB: 172, 142, 104))
    /// UIKit's `UIColor.darkText` (black).
    public static let darkText = ViewColor.black
    /// UIKit's `UIColor.lightText` (white at 60 %).
    public static let lightText = ViewColor(white: 1, alpha: 0.6)

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    private static func dynamic(light: ViewColor, dark: ViewColor) -> ViewColor {
        ViewColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A colour from 0…255 sRGB components (``Color/init(red255:green:blue:alpha:)``).
    private convenience init(sRGB red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(Color(red255: red, green: green, blue: blue).withAlpha(Double(alpha)))
    }
}
