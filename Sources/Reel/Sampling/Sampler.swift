import CollectionLayout
import Foundation

/// Samples a scene's tracks into frames.
public enum Sampler {
    /// The most frames one track may produce; more is almost certainly a mistake (a tiny `step`).
    public static let maximumFrames = 100_000

    /// The frames of `scene`: for each frame its index, time and every pane's content offset.
    ///
    /// Each pane follows its own track or the scene's shared one; a pane's section tracks move
    /// its compositional sections' own offsets (``FrameSample/sectionOffsets``). A track's axis positions come
    /// from its motion; the other axis stays at the low end of the pane's `contentOffsetRange`.
    /// With tracks of different lengths the longest decides the frame count and shorter tracks
    /// hold their last offset. Frame `i` is at time `i / fps`.
    ///
    /// - Parameters:
    ///   - scene: The scene whose tracks to sample.
    ///   - collectionViews: One collection view per pane, in pane order, with its layout installed
    ///     and configured; `start`, `end` and page sizes are read from them after `layoutIfNeeded()`.
    /// - Returns: At least one frame.
    /// - Throws: ``SceneError`` at the track's location when a track cannot be sampled.
    public static func samples(for scene: Scene, collectionViews: [CollectionView]) throws -> [FrameSample] {
        let file = scene.sourceFile ?? scene.name
        guard collectionViews.count == scene.panes.count else {
            throw SceneError(
                file: file,
                message:
                    "the scene has \(scene.panes.count) panes but \(collectionViews.count) collection views were given")
        }
        guard scene.fps.isFinite, scene.fps > 0 else {
            throw SceneError(file: file, message: "'fps' must be a finite number greater than 0, found \(scene.fps)")
        }
        var tracks: [[CGPoint]] = []
        for (index, view) in collectionViews.enumerated() {
            let spec = scene.track(forPane: index)
            do {
                tracks.append(try TrackSampler(view: view, spec: spec, fps: scene.fps).points())
            } catch let problem as TrackProblem {
                let pane = scene.panes[index].name
                throw SceneError(at: spec.location, file: file, message: "track of pane '\(pane)': \(problem.message)")
            }
        }
        var sectionTracks: [[(section: Int, positions: [Double])]] = []
        for (index, view) in collectionViews.enumerated() {
            sectionTracks.append(
                try scene.panes[index].sectionTracks.map { spec in
                    do {
                        return (
                            spec.section, try SectionTrackSampler(view: view, spec: spec, fps: scene.fps).positions()
                        )
                    } catch let problem as TrackProblem {
                        let pane = scene.panes[index].name
                        throw SceneError(
                            at: spec.sectionLocation ?? spec.track.location, file: file,
                            message: "section track of section \(spec.section) in pane '\(pane)': \(problem.message)")
                    }
                })
        }
        let hasSectionTracks = sectionTracks.contains { !$0.isEmpty }
        let count = max(
            1, tracks.map(\.count).max() ?? 1, sectionTracks.flatMap { $0.map(\.positions.count) }.max() ?? 1)
        return (0..<count).map { index in
            FrameSample(
                index: index, time: Double(index) / scene.fps,
                offsets: tracks.map { track in track.isEmpty ? .zero : track[min(index, track.count - 1)] },
                sectionOffsets: hasSectionTracks
                    ? sectionTracks.map { pane in
                        Dictionary(
                            uniqueKeysWithValues: pane.map {
                                ($0.section, $0.positions[min(index, $0.positions.count - 1)])
                            })
                    } : nil)
        }
    }
}

/// The frames of `scene`; see ``Sampler/samples(for:collectionViews:)``.
public func samples(for scene: Scene, collectionViews: [CollectionView]) throws -> [FrameSample] {
    try Sampler.samples(for: scene, collectionViews: collectionViews)
}

/// Why a track cannot be sampled; the sampler adds the place.
struct TrackProblem: Error {
    var message: String
}
