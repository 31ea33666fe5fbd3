import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// Core Foundation's `CFTimeInterval`: seconds, as `CACurrentMediaTime()` and display links
    /// give them.
    public typealias CFTimeInterval = Double

    /// Core Animation's `CACurrentMediaTime()`: the seconds since the machine started (the
    /// monotonic clock, as Apple's host time). Headless output never depends on it: LayoutReel's
    /// frames come from the scene's clock, and display links never fire.
    public func CACurrentMediaTime() -> CFTimeInterval {
        ProcessInfo.processInfo.systemUptime
    }

    /// Core Animation's `CADisplayLink`, headless: it can be made, added to a run loop, paused and
    /// invalidated, but it never calls its target — there is no screen refresh. Code that animates
    /// through one (CollectionViewPagingLayout's `DefaultViewAnimator`) compiles; its animations
    /// do not run, and a scene's frames show the layout's own attributes instead.
    public final class CADisplayLink {
        /// The object the link would call.
        public private(set) weak var target: AnyObject?
        /// The method the link would call on `target` (never called headlessly).
        public let selector: Selector
        /// Whether the link is paused.
        public var isPaused = false
        /// The frame rate the link asks for (0: the display's).
        public var preferredFramesPerSecond = 0
        /// The time of the last frame (0: no frame was shown).
        public private(set) var timestamp: CFTimeInterval = 0
        /// The time of the next frame (0: none is coming).
        public private(set) var targetTimestamp: CFTimeInterval = 0
        /// The time between frames at 60 frames per second.
        public var duration: CFTimeInterval { 1.0 / 60 }
        /// The run loops and modes the link was added to, until it is invalidated.
        public private(set) var runLoops: [(RunLoop, RunLoop.Mode)] = []

        /// A link that would call `selector` on `target` at each screen refresh.
        public init(target: Any, selector: Selector) {
            self.target = target as AnyObject
            self.selector = selector
        }

        /// Adds the link to `runLoop` for `mode` (it still never fires headlessly).
        public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
            runLoops.append((runLoop, mode))
        }

        /// Removes the link from `runLoop` for `mode`.
        public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
            runLoops.removeAll { $0.0 === runLoop && $0.1 == mode }
        }

        /// Removes the link from every run loop.
        public func invalidate() {
            runLoops = []
        }
    }
#endif
