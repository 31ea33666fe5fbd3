import Geometry

/// One pixel: 8-bit red, green, blue and straight (not premultiplied) alpha.
///
/// The storage form of a colour in images, codecs and diffs, not a second colour value:
/// ``init(_:)`` makes one from Geometry's ``Color`` (``Color/bytes``) and ``color`` turns it
/// back (``Color/init(red255:green:blue:alpha:)``). ``argb`` packs it into the 32-bit word the GIF
/// encoder and its C loops count colours by.
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

    /// The nearest 8-bit pixel to `color` (components clamped to 0…1; ``Color/bytes``).
    public init(_ color: Color) {
        let bytes = color.bytes
        self.init(red: bytes.red, green: bytes.green, blue: bytes.blue, alpha: bytes.alpha)
    }

    /// The pixel as a colour: each component divided by 255.
    public var color: Color {
        Color(red255: Int(red), green: Int(green), blue: Int(blue), alpha: Int(alpha))
    }

    /// The pixel packed as `alpha << 24 | red << 16 | green << 8 | blue`.
    package var argb: UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The pixel packed in `argb` as `alpha << 24 | red << 16 | green << 8 | blue`.
    package init(argb: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
            blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(truncatingIfNeeded: argb >> 24))
    }
}

extension RGBA8: CustomStringConvertible {
    /// `"(r, g, b, a)"`.
    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}
