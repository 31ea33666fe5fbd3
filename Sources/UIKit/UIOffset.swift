import Foundation

#if !canImport(Darwin)
    /// UIKit's `UIOffset`: a horizontal and a vertical offset.
    public struct UIOffset: Hashable, Sendable {
        /// The horizontal offset.
        public var horizontal: CGFloat
        /// The vertical offset.
        public var vertical: CGFloat

        /// An offset from its two components.
        public init(horizontal: CGFloat, vertical: CGFloat) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// No offset.
        public init() { self.init(horizontal: 0, vertical: 0) }

        /// No offset.
        public static let zero = UIOffset()
    }
#endif
