import CollectionLayout
import Foundation

/// A fling's trajectory as values that travel between processes (the live page asks the preview
/// child, where a Swift layout's `targetContentOffset` runs): where it starts and rests, how long
/// it takes and the deceleration rate. ``trajectory`` gives back the engine's
/// `FlingTrajectory`, whose `offset(at:)` samples it.
public struct FlingPath: Hashable, Sendable, Codable {
    /// The content offset where the finger lifted.
    public var start: CGPoint
    /// The release velocity, points per millisecond.
    public var velocity: CGPoint
    /// The rest offset after the layout's `targetContentOffset`, paging and clamping.
    public var target: CGPoint
    /// Milliseconds from release until the motion rests at `target`.
    public var duration: Double
    /// The fraction of velocity kept per millisecond (0.998 for UIKit's `.normal`).
    public var decelerationRate: Double

    /// The values of `trajectory`.
    public init(_ trajectory: FlingTrajectory) {
        start = trajectory.start
        velocity = trajectory.velocity
        target = trajectory.target
        duration = trajectory.duration
        decelerationRate = Double(trajectory.decelerationRate)
    }

    /// The engine's trajectory with these values.
    public var trajectory: FlingTrajectory {
        var trajectory = FlingTrajectory(
            start: start, velocity: velocity, target: target, decelerationRate: CGFloat(decelerationRate))
        trajectory.duration = duration
        return trajectory
    }
}
