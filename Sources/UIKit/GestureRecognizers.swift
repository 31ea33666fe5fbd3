import CollectionLayout
import Foundation

#if !canImport(Darwin)
    /// UIKit's `UIPanGestureRecognizer`: exists, never fires; translation and velocity are zero.
    open class UIPanGestureRecognizer: GestureRecognizer {
        /// The minimum number of touches.
        open var minimumNumberOfTouches = 1
        /// The maximum number of touches.
        open var maximumNumberOfTouches = Int.max
        private var translation = CGPoint.zero

        /// The translation set last (zero: no pan ever happens).
        open func translation(in view: View?) -> CGPoint { translation }

        /// Sets the translation.
        open func setTranslation(_ translation: CGPoint, in view: View?) { self.translation = translation }

        /// The velocity, zero.
        open func velocity(in view: View?) -> CGPoint { .zero }
    }

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
