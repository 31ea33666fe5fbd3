import CollectionLayout
import Foundation

extension TrackSampler {
    /// The trajectory of a fling of the pane's collection view from `from` (the other axis at
    /// `cross`) with `velocity` points per millisecond along the axis, using its own deceleration
    /// rate, paging and the layout's `targetContentOffset` (`CollectionView.fling(from:velocity:)`).
    ///
    /// A fling moves the view; it is left where it was, so sampling has no side effect.
    func fling(from: Double, velocity: Double, axis: ScrollAxis, cross: Double) -> FlingTrajectory {
        let before = view.contentOffset
        defer { view.contentOffset = before }
        let start = axis == .x ? CGPoint(x: from, y: cross) : CGPoint(x: cross, y: from)
        let release = axis == .x ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
        return view.fling(from: start, velocity: release)
    }
}
