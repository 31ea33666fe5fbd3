import CollectionLayout
import Foundation

extension TrackSampler {
    /// A fling's offsets along the axis, every `1000 / fps` ms from release until it rests.
    ///
    /// The pane's collection view flings from `from` (the other axis at the low end of its
    /// range) with `velocity` points per millisecond along the axis, using its own deceleration
    /// rate, paging and the layout's `targetContentOffset` (`CollectionView.fling(from:velocity:)`).
    /// The last frame is the trajectory's rest offset.
    func fling(from: Double, velocity: Double, axis: ScrollAxis, cross: Double) throws -> [Double] {
        guard velocity.isFinite else {
            throw TrackProblem(
                message: "'velocity' must be a finite number of points per millisecond, found \(velocity)")
        }
        let start = axis == .x ? CGPoint(x: from, y: cross) : CGPoint(x: cross, y: from)
        let release = axis == .x ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
        let trajectory = view.fling(from: start, velocity: release)
        let interval = 1000 / fps
        let steps = (trajectory.duration / interval).rounded(.up)
        try Self.checkCount(
            steps.isFinite && steps < Double(Sampler.maximumFrames) ? Int(steps) + 1 : Sampler.maximumFrames + 1)
        let count = Int(steps)
        let along: (CGPoint) -> Double = { axis == .x ? Double($0.x) : Double($0.y) }
        var offsets = (0..<count).map { along(trajectory.offset(at: Double($0) * interval)) }
        offsets.append(along(trajectory.target))
        return offsets
    }
}
