import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// An RGBA colour with the shape of CoreGraphics' `CGColor`, for code that sets layer colours
    /// (`layer.shadowColor = UIColor.black.cgColor`). Components are sRGB, 0…1.
    ///
    /// A thin wrapper over the package's one colour value, ``Color`` (``color``): the components
    /// are that colour's, as `CGFloat`s.
    ///
    /// On Apple platforms CoreGraphics provides this type and this declaration is compiled out.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// The colour.
        public let color: Color

        /// Red, green, blue and alpha, in that order (CoreGraphics' `components` for RGB colours).
        public var components: [CGFloat]? {
            [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
        }
        /// The number of components (4).
        public var numberOfComponents: Int { 4 }
        /// The alpha component.
        public var alpha: CGFloat { CGFloat(color.alpha) }

        /// The CoreGraphics form of `color`.
        public init(_ color: Color) {
            self.color = color
        }

        /// A colour from sRGB components.
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
        }

        /// A grey from a white level.
        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(red: gray, green: gray, blue: gray, alpha: alpha)
        }

        /// Opaque black.
        public static let black = CGColor(gray: 0, alpha: 1)
        /// Opaque white.
        public static let white = CGColor(gray: 1, alpha: 1)
        /// Transparent black.
        public static let clear = CGColor(gray: 0, alpha: 0)

        /// The same colour with another alpha (CoreGraphics' `copy(alpha:)`).
        public func copy(alpha: CGFloat) -> CGColor? {
            CGColor(color.withAlpha(Double(alpha)))
        }

        /// Equal when the components are equal.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) { hasher.combine(color) }

        /// `CGColor(r g b a)`.
        public var description: String {
            "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: " ") + ")"
        }
    }
#else
    import CoreGraphics

    extension CGColor {
        /// The colour as the package's one colour value, from its first four components (red,
        /// green, blue, alpha; a grey and its alpha for a two-component colour).
        public var color: Color {
            let c = components ?? [0, 0, 0, 1]
            if c.count >= 4 { return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
            return Color(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
        }
    }
#endif
