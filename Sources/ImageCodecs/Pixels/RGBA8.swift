import Geometry
/// One pixel: 8-bit red, green, blue and straight (not premultiplied) alpha.
public struct RGBA8: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// A pixel from its 0…255 components, opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The nearest 8-bit pixel to `color` (components clamped to 0…1).
    public init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((Color.clamped(value) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }
}

extension RGBA8: CustomStringConvertible {
    /// `"(r, g, b, a)"`.
    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}
