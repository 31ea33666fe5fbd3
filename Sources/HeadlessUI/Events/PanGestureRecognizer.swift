import Foundation

/// UIKit's `UIPanGestureRecognizer`, headless: it exists and never fires; the translation is
/// what was set last and the velocity is zero. A scroll view's
/// ``ScrollView/panGestureRecognizer`` is one.
open class PanGestureRecognizer: GestureRecognizer {
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
