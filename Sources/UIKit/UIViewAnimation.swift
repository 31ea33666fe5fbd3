import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's animation API, headless: animations have no duration. Every block runs at once,
    /// in the order UIKit would have started them, and completions are called with `true`
    /// (finished) or, for a property animator, with `.end`. A layout preview shows the state a
    /// layout and its cells settle in, which is where these animations end.
    extension View {
        /// UIKit's `UIView.AnimationCurve`.
        public enum AnimationCurve: Int, Sendable {
            /// Slow at the start and the end.
            case easeInOut
            /// Slow at the start.
            case easeIn
            /// Slow at the end.
            case easeOut
            /// Even throughout.
            case linear
        }

        /// UIKit's `UIView.AnimationOptions` (the bits as UIKit defines them).
        public struct AnimationOptions: OptionSet, Sendable {
            public let rawValue: UInt
            /// Options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Lay out subviews in the animation.
            public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
            /// Let the user interact while animating.
            public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
            /// Start from the presentation layer's state.
            public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
            /// Repeat for ever.
            public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
            /// Run backwards and forwards.
            public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
            /// Keep an enclosing animation's duration.
            public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
            /// Keep an enclosing animation's curve.
            public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
            /// Redraw the content while animating.
            public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
            /// Hide and show instead of adding and removing in a transition.
            public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
            /// Keep an enclosing animation's options.
            public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
            /// Ease in and out (the default curve).
            public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
            /// Ease in.
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            /// Ease out.
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            /// Linear.
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
            /// No transition.
            public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
            /// Flip from the left.
            public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
            /// Flip from the right.
            public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
            /// Curl up.
            public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
            /// Curl down.
            public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
            /// Cross-dissolve.
            public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
            /// Flip from the top.
            public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
            /// Flip from the bottom.
            public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        }

        /// UIKit's `UIView.KeyframeAnimationOptions` (stored bits only).
        public struct KeyframeAnimationOptions: OptionSet, Sendable {
            public let rawValue: UInt
            /// Options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Lay out subviews in the animation.
            public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
            /// Let the user interact while animating.
            public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
            /// Start from the presentation layer's state.
            public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
            /// Repeat for ever.
            public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
            /// Run backwards and forwards.
            public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
            /// Linear interpolation between keyframes.
            public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
            /// Cubic interpolation between keyframes.
            public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        }

        /// Runs `animations` at once, then `completion` with `true`.
        public class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            animations()
            completion?(true)
        }

        /// Runs `animations` at once (a spring settles where it ends), then `completion` with `true`.
        public class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            animations()
            completion?(true)
        }

        /// Runs `animations` (the keyframes it adds) at once, then `completion` with `true`.
        public class func animateKeyframes(
            withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            animations()
            completion?(true)
        }

        /// Runs a keyframe's `animations` at once.
        public class func addKeyframe(
            withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
            animations: @escaping () -> Void
        ) {
            animations()
        }

        /// Runs a transition's `animations` at once, then `completion` with `true`.
        public class func transition(
            with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
            completion: ((Bool) -> Void)? = nil
        ) {
            animations?()
            completion?(true)
        }

        /// Replaces `fromView` with `toView` in its superview at once, then calls `completion`.
        public class func transition(
            from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
            completion: ((Bool) -> Void)? = nil
        ) {
            if !options.contains(.showHideTransitionViews), let superview = fromView.superview {
                superview.addSubview(toView)
                fromView.removeFromSuperview()
            } else {
                fromView.isHidden = true
                toView.isHidden = false
            }
            completion?(true)
        }
    }

    /// UIKit's `UITimingCurveType`.
    public enum UITimingCurveType: Int, Sendable {
        /// A built-in curve.
        case builtin
        /// A cubic Bézier curve.
        case cubic
        /// A spring.
        case spring
        /// Cubic and spring together.
        case composed
    }

    /// UIKit's `UITimingCurveProvider`: what a property animator's timing comes from.
    public protocol UITimingCurveProvider: AnyObject {
        /// The kind of curve.
        var timingCurveType: UITimingCurveType { get }
        /// The cubic part, if any.
        var cubicTimingParameters: UICubicTimingParameters? { get }
        /// The spring part, if any.
        var springTimingParameters: UISpringTimingParameters? { get }
    }

    /// UIKit's `UICubicTimingParameters`: a cubic Bézier timing curve from (0, 0) to (1, 1)
    /// through two control points; the built-in curves have Core Animation's control points.
    open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
        /// The built-in curve it was made from (`.easeInOut` for the default and custom curves).
        public let animationCurve: View.AnimationCurve
        /// The first control point.
        public let controlPoint1: CGPoint
        /// The second control point.
        public let controlPoint2: CGPoint

        /// The default curve, ease in and out.
        public override convenience init() {
            self.init(animationCurve: .easeInOut)
        }

        /// A built-in curve, with Core Animation's control points for it.
        public init(animationCurve curve: View.AnimationCurve) {
            animationCurve = curve
            switch curve {
            case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
            super.init()
        }

        /// A custom curve through two control points.
        public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
            animationCurve = .easeInOut
            controlPoint1 = point1
            controlPoint2 = point2
            super.init()
        }

        /// `.cubic`.
        open var timingCurveType: UITimingCurveType { .cubic }
        /// Itself.
        open var cubicTimingParameters: UICubicTimingParameters? { self }
        /// None.
        open var springTimingParameters: UISpringTimingParameters? { nil }
    }

    /// UIKit's `UISpringTimingParameters`: a spring by damping ratio, or by mass, stiffness and
    /// damping, with an initial velocity. Stored only: headless animations end at once.
    open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
        /// The damping ratio (1 when made from mass, stiffness and damping).
        public let dampingRatio: CGFloat
        /// The mass (1 when made from a damping ratio).
        public let mass: CGFloat
        /// The stiffness (100 when made from a damping ratio).
        public let stiffness: CGFloat
        /// The damping (made from the ratio: 2 × ratio × √(stiffness × mass)).
        public let damping: CGFloat
        /// The initial velocity, relative to the distance.
        public let initialVelocity: CGVector

        /// A critically damped spring.
        public override convenience init() {
            self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
        }

        /// A spring of `ratio` (1 is critically damped), at rest.
        public convenience init(dampingRatio ratio: CGFloat) {
            self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
        }

        /// A spring of `ratio` starting at `velocity`.
        public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
            dampingRatio = ratio
            mass = 1
            stiffness = 100
            damping = 2 * ratio * (100 as CGFloat).squareRoot()
            initialVelocity = velocity
            super.init()
        }

        /// A spring of `mass`, `stiffness` and `damping` starting at `velocity`.
        public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
            self.mass = mass
            self.stiffness = stiffness
            self.damping = damping
            let critical = 2 * (stiffness * mass).squareRoot()
            dampingRatio = critical > 0 ? damping / critical : 1
            initialVelocity = velocity
            super.init()
        }

        /// `.spring`.
        open var timingCurveType: UITimingCurveType { .spring }
        /// None.
        open var cubicTimingParameters: UICubicTimingParameters? { nil }
        /// Itself.
        open var springTimingParameters: UISpringTimingParameters? { self }
    }

    /// UIKit's `UIViewAnimatingState`.
    public enum UIViewAnimatingState: Int, Sendable {
        /// Not started, or finished.
        case inactive
        /// Started or paused.
        case active
        /// Stopped without finishing.
        case stopped
    }

    /// UIKit's `UIViewAnimatingPosition`.
    public enum UIViewAnimatingPosition: Int, Sendable {
        /// At the end.
        case end
        /// At the start.
        case start
        /// Where it was.
        case current
    }

    /// UIKit's `UIViewPropertyAnimator`, headless: `startAnimation()` runs the animation blocks
    /// at once and calls the completions with `.end`, as if the duration had passed. A paused
    /// animator keeps its blocks until it starts or finishes; `fractionComplete` is stored.
    open class UIViewPropertyAnimator: NSObject {
        /// The duration it was made with.
        public let duration: TimeInterval
        /// Its timing.
        public let timingParameters: UITimingCurveProvider?
        /// Where it stands.
        open private(set) var state: UIViewAnimatingState = .inactive
        /// Whether it is running.
        open private(set) var isRunning = false
        /// Whether it runs backwards.
        open var isReversed = false
        /// How far along it is, 0…1.
        open var fractionComplete: CGFloat = 0
        /// Whether a paused animator may be interrupted.
        open var isInterruptible = true
        /// Whether the user may interact with its views.
        open var isUserInteractionEnabled = true
        /// Whether it scrubs linearly while paused.
        open var scrubsLinearly = true
        /// Whether it pauses when it completes.
        open var pausesOnCompletion = false
        private var animations: [() -> Void] = []
        private var completions: [(UIViewAnimatingPosition) -> Void] = []

        /// An animator with `parameters`.
        public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
            self.duration = duration
            timingParameters = parameters
            super.init()
        }

        /// An animator along a built-in curve.
        public convenience init(
            duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
        ) {
            self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
            if let animations { addAnimations(animations) }
        }

        /// An animator along a cubic curve through two control points.
        public convenience init(
            duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
            animations: (() -> Void)? = nil
        ) {
            self.init(
                duration: duration,
                timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
            if let animations { addAnimations(animations) }
        }

        /// An animator on a spring of `ratio`.
        public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
            self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
            if let animations { addAnimations(animations) }
        }

        /// Runs `animations` at once and calls `completion` with `.end`; returns the finished animator.
        @discardableResult
        open class func runningPropertyAnimator(
            withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
        ) -> UIViewPropertyAnimator {
            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
            if let completion { animator.addCompletion(completion) }
            animator.startAnimation()
            return animator
        }

        /// Adds an animation block (run at once when the animator is already running).
        open func addAnimations(_ animation: @escaping () -> Void) {
            if isRunning { animation() } else { animations.append(animation) }
        }

        /// Adds an animation block with a delay factor (ignored headlessly).
        open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
            addAnimations(animation)
        }

        /// Adds a completion block.
        open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
            completions.append(completion)
        }

        /// Runs the animations and completes at the end.
        open func startAnimation() {
            isRunning = true
            state = .active
            let blocks = animations
            animations = []
            for block in blocks { block() }
            finish(at: isReversed ? .start : .end)
        }

        /// As ``startAnimation()``: the delay passes at once.
        open func startAnimation(afterDelay delay: TimeInterval) {
            startAnimation()
        }

        /// Pauses: the animations wait until it starts or finishes.
        open func pauseAnimation() {
            isRunning = false
            state = .active
        }

        /// Stops where it is; without finishing actions, the animator becomes inactive.
        open func stopAnimation(_ withoutFinishing: Bool) {
            isRunning = false
            state = withoutFinishing ? .inactive : .stopped
        }

        /// Finishes a stopped animator at `position`, calling the completions.
        open func finishAnimation(at position: UIViewAnimatingPosition) {
            let blocks = animations
            animations = []
            if position == .end { for block in blocks { block() } }
            finish(at: position)
        }

        /// Continues with new timing: runs the animations and completes.
        open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
            startAnimation()
        }

        private func finish(at position: UIViewAnimatingPosition) {
            isRunning = false
            state = .inactive
            fractionComplete = position == .start ? 0 : 1
            let blocks = completions
            completions = []
            for block in blocks { block(position) }
        }
    }
#endif
