import Foundation
import Geometry

/// A colour with the shape of UIKit's `UIColor` (`UIKit` names it so): enough for layout and
/// cell code that sets `backgroundColor`, `layer.shadowColor = UIColor.black.cgColor` or
/// `withAlphaComponent(_:)`. Components are sRGB, 0…1; dynamic (light/dark) colours are not
/// modelled.
///
/// A thin wrapper over the package's one colour value, ``Color`` (``color``), as ``CGColor`` is:
/// `cgColor` and `init(cgColor:)` pass the same ``Color`` along.
public final class ViewColor: NSObject, Sendable {
    /// The colour.
    public let color: Color

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
        super.init()
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
        ViewColor(color.withAlpha(Double(alpha)))
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
    /// UIKit's `UIColor.systemBackground`, in its light appearance (white).
    public static let systemBackground = ViewColor.white
    /// UIKit's `UIColor.label`, in its light appearance (black).
    public static let label = ViewColor.black
    /// UIKit's `UIColor.secondaryLabel`, in its light appearance (60, 60, 67 at 60 %).
    public static let secondaryLabel = ViewColor(sRGB: 60, 60, 67, alpha: 0.6)
    /// UIKit's `UIColor.systemRed`, in its light appearance (255, 59, 48).
    public static let systemRed = ViewColor(sRGB: 255, 59, 48)
    /// UIKit's `UIColor.systemOrange`, in its light appearance (255, 149, 0).
    public static let systemOrange = ViewColor(sRGB: 255, 149, 0)
    /// UIKit's `UIColor.systemYellow`, in its light appearance (255, 204, 0).
    public static let systemYellow = ViewColor(sRGB: 255, 204, 0)
    /// UIKit's `UIColor.systemGreen`, in its light appearance (52, 199, 89).
    public static let systemGreen = ViewColor(sRGB: 52, 199, 89)
    /// UIKit's `UIColor.systemTeal`, in its light appearance (90, 200, 250).
    public static let systemTeal = ViewColor(sRGB: 90, 200, 250)
    /// UIKit's `UIColor.systemBlue`, in its light appearance (0, 122, 255).
    public static let systemBlue = ViewColor(sRGB: 0, 122, 255)
    /// UIKit's `UIColor.systemIndigo`, in its light appearance (88, 86, 214).
    public static let systemIndigo = ViewColor(sRGB: 88, 86, 214)
    /// UIKit's `UIColor.systemPurple`, in its light appearance (175, 82, 222).
    public static let systemPurple = ViewColor(sRGB: 175, 82, 222)
    /// UIKit's `UIColor.systemPink`, in its light appearance (255, 45, 85).
    public static let systemPink = ViewColor(sRGB: 255, 45, 85)
    /// UIKit's `UIColor.systemGray`, in its light appearance (142, 142, 147).
    public static let systemGray = ViewColor(sRGB: 142, 142, 147)
    /// UIKit's `UIColor.secondarySystemBackground`, in its light appearance (242, 242, 247).
    public static let secondarySystemBackground = ViewColor(sRGB: 242, 242, 247)
    /// UIKit's `UIColor.tertiaryLabel`, in its light appearance (60, 60, 67 at 30 %).
    public static let tertiaryLabel = ViewColor(sRGB: 60, 60, 67, alpha: 0.3)
    /// UIKit's `UIColor.quaternaryLabel`, in its light appearance (60, 60, 67 at 18 %).
    public static let quaternaryLabel = ViewColor(sRGB: 60, 60, 67, alpha: 0.18)
    /// UIKit's `UIColor.placeholderText`, in its light appearance (60, 60, 67 at 30 %).
    public static let placeholderText = ViewColor(sRGB: 60, 60, 67, alpha: 0.3)
    /// UIKit's `UIColor.separator`, in its light appearance (60, 60, 67 at 29 %).
    public static let separator = ViewColor(sRGB: 60, 60, 67, alpha: 0.29)
    /// UIKit's `UIColor.opaqueSeparator`, in its light appearance (198, 198, 200).
    public static let opaqueSeparator = ViewColor(sRGB: 198, 198, 200)
    /// UIKit's `UIColor.link`, in its light appearance (0, 122, 255).
    public static let link = ViewColor(sRGB: 0, 122, 255)
    /// UIKit's `UIColor.systemFill`, in its light appearance (120, 120, 128 at 20 %).
    public static let systemFill = ViewColor(sRGB: 120, 120, 128, alpha: 0.2)
    /// UIKit's `UIColor.secondarySystemFill`, in its light appearance (120, 120, 128 at 16 %).
    public static let secondarySystemFill = ViewColor(sRGB: 120, 120, 128, alpha: 0.16)
    /// UIKit's `UIColor.tertiarySystemFill`, in its light appearance (118, 118, 128 at 12 %).
    public static let tertiarySystemFill = ViewColor(sRGB: 118, 118, 128, alpha: 0.12)
    /// UIKit's `UIColor.quaternarySystemFill`, in its light appearance (116, 116, 128 at 8 %).
    public static let quaternarySystemFill = ViewColor(sRGB: 116, 116, 128, alpha: 0.08)
    /// UIKit's `UIColor.tertiarySystemBackground`, in its light appearance (255, 255, 255).
    public static let tertiarySystemBackground = ViewColor(sRGB: 255, 255, 255)
    /// UIKit's `UIColor.systemGroupedBackground`, in its light appearance (242, 242, 247).
    public static let systemGroupedBackground = ViewColor(sRGB: 242, 242, 247)
    /// UIKit's `UIColor.secondarySystemGroupedBackground`, in its light appearance (255, 255, 255).
    public static let secondarySystemGroupedBackground = ViewColor(sRGB: 255, 255, 255)
    /// UIKit's `UIColor.tertiarySystemGroupedBackground`, in its light appearance (242, 242, 247).
    public static let tertiarySystemGroupedBackground = ViewColor(sRGB: 242, 242, 247)
    /// UIKit's `UIColor.systemGray2`, in its light appearance (174, 174, 178).
    public static let systemGray2 = ViewColor(sRGB: 174, 174, 178)
    /// UIKit's `UIColor.systemGray3`, in its light appearance (199, 199, 204).
    public static let systemGray3 = ViewColor(sRGB: 199, 199, 204)
    /// UIKit's `UIColor.systemGray4`, in its light appearance (209, 209, 214).
    public static let systemGray4 = ViewColor(sRGB: 209, 209, 214)
    /// UIKit's `UIColor.systemGray5`, in its light appearance (229, 229, 234).
    public static let systemGray5 = ViewColor(sRGB: 229, 229, 234)
    /// UIKit's `UIColor.systemGray6`, in its light appearance (242, 242, 247).
    public static let systemGray6 = ViewColor(sRGB: 242, 242, 247)
    /// UIKit's `UIColor.systemMint`, in its light appearance (0, 199, 190).
    public static let systemMint = ViewColor(sRGB: 0, 199, 190)
    /// UIKit's `UIColor.systemCyan`, in its light appearance (50, 173, 230).
    public static let systemCyan = ViewColor(sRGB: 50, 173, 230)
    /// UIKit's `UIColor.systemBrown`, in its light appearance (162, 132, 94).
    public static let systemBrown = ViewColor(sRGB: 162, 132, 94)
    /// UIKit's `UIColor.darkText` (black).
    public static let darkText = ViewColor.black
    /// UIKit's `UIColor.lightText` (white at 60 %).
    public static let lightText = ViewColor(white: 1, alpha: 0.6)

    /// A colour from 0…255 sRGB components (``Color/init(red255:green:blue:alpha:)``).
    private convenience init(sRGB red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(Color(red255: red, green: green, blue: blue).withAlpha(Double(alpha)))
    }
}
