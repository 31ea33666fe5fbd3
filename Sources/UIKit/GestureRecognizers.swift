import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIPanGestureRecognizer`: exists, never fires; translation and velocity are zero
    /// (a scroll view's ``ScrollView/panGestureRecognizer`` is one).
    public typealias UIPanGestureRecognizer = PanGestureRecognizer

    /// UIKit's `UITapGestureRecognizer`: exists, never fires.
    open class UITapGestureRecognizer: GestureRecognizer {
        /// Taps required (UIKit's default 1).
        open var numberOfTapsRequired = 1
        /// Touches required (UIKit's default 1).
        open var numberOfTouchesRequired = 1
    }

    /// UIKit's `UILongPressGestureRecognizer`: exists, never fires.
    open class UILongPressGestureRecognizer: GestureRecognizer {
        /// The press duration (UIKit's default 0.5 s).
        open var minimumPressDuration: TimeInterval = 0.5
        /// Allowed movement (UIKit's default 10 points).
        open var allowableMovement: CGFloat = 10
    }

    /// UIKit's `UISwipeGestureRecognizer`: exists, never fires.
    open class UISwipeGestureRecognizer: GestureRecognizer {
        /// UIKit's `UISwipeGestureRecognizer.Direction`.
        public struct Direction: OptionSet, Hashable, Sendable {
            /// The option bits (UIKit's values).
            public var rawValue: UInt
            /// Options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Right.
            public static let right = Direction(rawValue: 1 << 0)
            /// Left.
            public static let left = Direction(rawValue: 1 << 1)
            /// Up.
            public static let up = Direction(rawValue: 1 << 2)
            /// Down.
            public static let down = Direction(rawValue: 1 << 3)
        }
        /// The direction (UIKit's default `.right`).
        open var direction: Direction = .right
    }

    /// UIKit's `UIPinchGestureRecognizer`: exists, never fires; scale stays 1.
    open class UIPinchGestureRecognizer: GestureRecognizer {
        /// The scale (1).
        open var scale: CGFloat = 1
        /// The velocity (0).
        open var velocity: CGFloat { 0 }
    }
#endif
