import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// An RGBA colour with the shape of CoreGraphics' `CGColor`, for code that sets layer colours
    /// (`layer.shadowColor = UIColor.black.cgColor`). Components are sRGB, 0…1.
    ///
    /// On Apple platforms CoreGraphics provides this type and this declaration is compiled out.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// Red, green, blue and alpha, in that order (CoreGraphics' `components` for RGB colours).
        public let components: [CGFloat]?
        /// The number of components (4).
        public var numberOfComponents: Int { components?.count ?? 0 }
        /// The alpha component.
        public var alpha: CGFloat { components?.last ?? 1 }

        /// A colour from sRGB components.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
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
            guard let components, components.count == 4 else { return nil }
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }

        /// Equal when the components are equal.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) { hasher.combine(components) }

        /// `CGColor(r g b a)`.
        public var description: String {
            "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: " ") + ")"
        }
    }
#endif
