import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    extension CGPoint {
        /// Whether the two points are equal (CoreGraphics' `CGPointEqualToPoint`).
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
        /// Whether the two sizes are equal (CoreGraphics' `CGSizeEqualToSize`).
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
        /// Whether the two rectangles are equal (CoreGraphics' `CGRectEqualToRect`): equal
        /// once standardized, or both null.
        public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
    }
#endif
