import Foundation

/// A gesture recognizer that exists and never fires, with the shape of UIKit's
/// `UIGestureRecognizer`: layouts and cells that attach one (a pan to reorder, a long press)
/// compile and run; headlessly no touch ever arrives, so no action is ever sent.
///
/// The action is kept as given: UIKit's `#selector(…)` is adapted to a `Selector` value (a
/// name) or a closure.
open class GestureRecognizer: NSObject {
    /// The states of UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not yet recognised (the only state headlessly).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A gesture ended.
        case ended
        /// A gesture was cancelled.
        case cancelled
        /// A gesture failed.
        case failed
    }

    /// The targets and actions added, in order.
    public private(set) var targets: [(target: AnyObject?, action: Selector?)] = []
    /// The view the recognizer is attached to.
    open internal(set) weak var view: View?
    /// Always `.possible` headlessly.
    open var state: State = .possible
    /// Whether the recognizer is enabled.
    open var isEnabled = true
    /// Whether touches are cancelled in the view when the gesture is recognised.
    open var cancelsTouchesInView = true
    /// An optional delegate (any object; it is never asked anything headlessly).
    open weak var delegate: AnyObject?

    /// A recognizer with a target and an action (UIKit's `init(target:action:)`).
    public init(target: Any?, action: Selector?) {
        super.init()
        addTarget(target, action: action)
    }

    /// A recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and an action.
    open func addTarget(_ target: Any, action: Selector) {
        addTarget(Optional(target), action: Optional(action))
    }

    private func addTarget(_ target: Any?, action: Selector?) {
        guard target != nil || action != nil else { return }
        targets.append((target as AnyObject?, action))
    }

    /// Removes a target (and its action), or every target when `target` is nil.
    open func removeTarget(_ target: Any?, action: Selector?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.target === target as AnyObject && (action == nil || $0.action == action) }
    }

    /// Where the gesture is in `view`'s coordinates: the origin, as no touch ever happens.
    open func location(in view: View?) -> CGPoint { .zero }

    /// The number of touches (always 0).
    open var numberOfTouches: Int { 0 }
}

/// UIKit's `UIGestureRecognizerDelegate`: every requirement optional (defaults as UIKit
/// behaves without a delegate). Headlessly no touch arrives, so nothing asks it; a view or a
/// controller that conforms compiles and runs.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin (default `true`).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether two recognizers may recognise at once (default `false`).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer waits for the other to fail (default `false`).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the other waits for this one to fail (default `false`).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`, as without a delegate.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `false`, as without a delegate.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `false`, as without a delegate.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `false`, as without a delegate.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}
