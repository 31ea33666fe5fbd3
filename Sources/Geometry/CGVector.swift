import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// A two-dimensional vector, with the shape of CoreGraphics' `CGVector` (Linux Foundation
    /// has none).
    public struct CGVector: Hashable, Sendable, Codable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// A vector from its components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// A vector from integer components.
        public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        /// A vector from `Double` components.
        public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        /// The zero vector.
        public init() { self.init(dx: 0, dy: 0) }

        /// The zero vector.
        public static let zero = CGVector()
    }
#endif
