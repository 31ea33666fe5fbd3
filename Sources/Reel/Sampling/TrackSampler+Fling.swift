import CollectionLayout
import Foundation

extension TrackSampler {
    /// A fling's offsets every `1000 / fps` ms until it rests.
    ///
    /// Needs the engine's `CollectionView.fling(from:velocity:)`; until it is part of this build
    /// a fling track is reported as unavailable.
    func fling(from: Double, velocity: Double) throws -> [Double] {
        guard velocity.isFinite else { throw TrackProblem(message: "'velocity' must be finite, found \(velocity)") }
        throw TrackProblem(message: "fling tracks need the engine's fling physics, which this build does not include yet; use linear, keyframes or pages")
    }
}
