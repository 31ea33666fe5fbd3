import Foundation

#if !canImport(Darwin)
    /// UIKit's `NSValue` geometry boxes (`UIGeometry.h`) over Foundation's point, size and rect
    /// values: `NSValue(cgPoint:)` and `cgPointValue` hold the same value as `NSValue(point:)`
    /// and `pointValue`, so either spelling reads a box made with the other.
    extension NSValue {
        /// A box holding `point` (UIKit's `NSValue(cgPoint:)`).
        public convenience init(cgPoint point: CGPoint) {
            self.init(point: point)
        }

        /// The point a box made with ``init(cgPoint:)`` holds.
        public var cgPointValue: CGPoint { pointValue }

        /// A box holding `size` (UIKit's `NSValue(cgSize:)`).
        public convenience init(cgSize size: CGSize) {
            self.init(size: size)
        }

        /// The size a box made with ``init(cgSize:)`` holds.
        public var cgSizeValue: CGSize { sizeValue }

        /// A box holding `rect` (UIKit's `NSValue(cgRect:)`).
        public convenience init(cgRect rect: CGRect) {
            self.init(rect: rect)
        }

        /// The rectangle a box made with ``init(cgRect:)`` holds.
        public var cgRectValue: CGRect { rectValue }
    }
#endif
