import CollectionLayout
import Foundation

/// Samples one pane's track: resolves `start` and `end` against the pane's content-offset
/// range and turns the motion into one offset per frame (through ``TrackResolver``).
struct TrackSampler {
    let view: CollectionView
    let spec: SamplingSpec
    let fps: Double

    /// The axis the track moves along: the spec's, or `x` when the content only scrolls
    /// horizontally, otherwise `y`.
    var axis: ScrollAxis {
        if let axis = spec.axis { return axis }
        let range = view.contentOffsetRange
        return range.max.x > range.min.x && range.max.y <= range.min.y ? .x : .y
    }

    /// One content offset per frame.
    func points() throws -> [CGPoint] {
        view.layoutIfNeeded()
        let range = view.contentOffsetRange
        let axis = self.axis
        let cross = axis == .x ? range.min.y : range.min.x
        let resolver = TrackResolver(
            low: axis == .x ? range.min.x : range.min.y, high: axis == .x ? range.max.x : range.max.y,
            pageSize: axis == .x ? view.bounds.width : view.bounds.height, fps: fps)
        let positions = try resolver.positions(
            spec.motion, along: { axis == .x ? Double($0.x) : Double($0.y) },
            fling: { from, velocity in fling(from: from, velocity: velocity, axis: axis, cross: cross) })
        return positions.map { axis == .x ? CGPoint(x: $0, y: cross) : CGPoint(x: cross, y: $0) }
    }
}
