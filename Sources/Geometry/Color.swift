/// An sRGB colour with straight (not premultiplied) alpha; every component in 0…1.
///
/// The one colour value of the package: CoreGraphics' `CGColor` and UIKit's `UIColor`
/// (`ViewColor`) hold one (`.color`), scenes and draw lists carry it, and an 8-bit pixel
/// (ImageCodecs' `RGBA8`) is made from it by ``bytes`` and turned back by
/// ``init(red255:green:blue:alpha:)`` — the only two conversions between 0…1 and 0…255.
///
/// Values outside 0…1 are clamped, and NaN is taken as 0, when the colour is handed to cairo
/// (`cairo_set_source_rgba`) or made 8-bit.
public struct Color: Sendable, Hashable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components, each 0…255 (divided by 255).
    public init(red255 red: Int, green: Int, blue: Int, alpha: Int = 255) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
            alpha: Double(alpha) / 255)
    }

    /// Creates a grey from a white level in 0…1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The nearest 8-bit components: each clamped to 0…1 (``clamped(_:)``), times 255, rounded.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `value` clamped to 0…1, with NaN taken as 0.
    public static func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    /// The nearest 8-bit value of one component.
    private static func byte(_ value: Double) -> UInt8 {
        WholeNumber.clamped(clamped(value) * 255, .toNearestOrAwayFromZero, to: 0...255, as: UInt8.self)
    }
}
