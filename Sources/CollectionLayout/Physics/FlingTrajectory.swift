import Foundation

/// The motion of a scroll view after the finger lifts: exponential deceleration from `start`
/// that comes to rest exactly at `target`. Times are milliseconds, velocities points per
/// millisecond (UIKit's units for release velocities).
///
/// The model is UIScrollView's deceleration in continuous form. With the deceleration rate `r`
/// (the fraction of velocity kept per millisecond, 0.998 for `.normal`) and release velocity
/// `v₀`:
///
///     velocity(t) = v₀ · rᵗ
///     offset(t)   = start + v₀ · (rᵗ − 1) / ln r
///     rest        = start − v₀ / ln r          (the projection; −1/ln 0.998 ≈ 499.5 ms)
///
/// (WWDC's discrete projection `v₀ · r / (1 − r)` ≈ 499 ms differs by half a millisecond of
/// travel; this type uses the continuous form everywhere.)
///
/// The rest point can be corrected afterwards (the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, paging, clamping to
/// the content). The motion is then re-solved so that the same decay lands on `target`: the
/// initial velocity is scaled to `(target − start) · (−ln r)` (see ``initialVelocity``), so
///
///     offset(t) = start + (target − start) · (1 − rᵗ)
///
/// which moves monotonically from `start` to `target` on each axis. `duration` is the time
/// at which less than ``restThreshold`` points remain, `ln(0.5 / |target − start|) / ln r`,
/// capped at ``maximumDuration``; `offset(at:)` returns `target` exactly from then on.
public struct FlingTrajectory: Hashable, Sendable {
    /// The content offset where the finger lifted.
    public var start: CGPoint
    /// The release velocity, points per millisecond, as given to the fling.
    public var velocity: CGPoint
    /// The rest offset after the layout's correction, paging and clamping.
    public var target: CGPoint
    /// Milliseconds from release until the motion is at rest at `target`.
    public var duration: Double
    /// The fraction of velocity kept per millisecond, already limited to ``rateRange``.
    public var decelerationRate: CGFloat

    /// The distance, in points, below which the motion counts as at rest.
    public static let restThreshold: CGFloat = 0.5
    /// The longest motion, in milliseconds; a slower decay jumps to `target` at this time.
    public static let maximumDuration: Double = 10_000
    /// Deceleration rates are limited to this range so that every motion comes to rest.
    public static let rateRange: ClosedRange<CGFloat> = 0.001...0.99999

    /// A trajectory from `start` to `target` at `decelerationRate`, with the duration the
    /// rest threshold gives.
    public init(start: CGPoint, velocity: CGPoint, target: CGPoint, decelerationRate: CGFloat) {
        let rate = Self.limitedRate(decelerationRate)
        self.start = start
        self.velocity = velocity
        self.target = target
        self.decelerationRate = rate
        let distance = hypot(target.x - start.x, target.y - start.y)
        if distance < Self.restThreshold || !distance.isFinite {
            self.duration = 0
        } else {
            let time = log(Self.restThreshold / distance) / log(rate)
            self.duration = min(Double(time), Self.maximumDuration)
        }
    }

    /// The velocity the motion actually starts with, `(target − start) · (−ln r)`: equal to
    /// `velocity` when nothing corrected the rest point.
    public var initialVelocity: CGPoint {
        let k = -log(decelerationRate)
        return CGPoint(x: (target.x - start.x) * k, y: (target.y - start.y) * k)
    }

    /// The content offset `timeMs` milliseconds after release: `start` before 0, `target` from
    /// `duration` on, the re-solved decay in between.
    public func offset(at timeMs: Double) -> CGPoint {
        if timeMs >= duration { return target }
        if timeMs <= 0 { return start }
        let remaining = pow(decelerationRate, CGFloat(timeMs))
        return CGPoint(
            x: target.x - (target.x - start.x) * remaining,
            y: target.y - (target.y - start.y) * remaining
        )
    }

    /// Where a free decay from `offset` at `velocity` comes to rest: `offset − velocity / ln r`.
    public static func projectedOffset(from offset: CGPoint, velocity: CGPoint, decelerationRate: CGFloat) -> CGPoint {
        let logRate = log(limitedRate(decelerationRate))
        return CGPoint(x: offset.x - velocity.x / logRate, y: offset.y - velocity.y / logRate)
    }

    /// `rate` limited to ``rateRange``; a non-finite rate counts as the fastest stop.
    static func limitedRate(_ rate: CGFloat) -> CGFloat {
        guard rate.isFinite else { return rateRange.lowerBound }
        return min(max(rate, rateRange.lowerBound), rateRange.upperBound)
    }
}
