import CollectionLayout
import Foundation
import Layouts
import UIKitLayouts

/// Samples a pane's section tracks: each moves one orthogonal section's own offset of a
/// ``CollectionViewCompositionalLayout`` (docs/scene-format.md, "Section tracks").
///
/// `start` and `end` are the ends of the section's `orthogonalOffsetRange(forSection:)`, a page is
/// the container's length across the scroll axis (the bounds minus the adjusted content insets),
/// and a fling decelerates at `ScrollView.DecelerationRate.normal` and comes to rest at the layout's
/// `targetOrthogonalOffset(forProposedOffset:currentOffset:velocity:inSection:)`.
struct SectionTrackSampler {
    let view: CollectionView
    let spec: SectionTrackSpec
    let fps: Double

    /// The section's offset at every frame of its track.
    func positions() throws -> [Double] {
        view.layoutIfNeeded()
        guard let layout = view.collectionViewLayout as? CollectionViewCompositionalLayout else {
            throw TrackProblem(
                message: "section tracks move the sections of a compositional layout; this pane's layout is "
                    + "\(type(of: view.collectionViewLayout))")
        }
        let section = spec.section
        let sections = view.numberOfSections
        guard section < sections else {
            throw TrackProblem(
                message: "section \(section) does not exist: the pane has \(sections) section"
                    + (sections == 1 ? " (0)" : "s (0…\(sections - 1))"))
        }
        guard let range = layout.orthogonalOffsetRange(forSection: section) else {
            throw TrackProblem(
                message: "section \(section) does not scroll on its own; give it an orthogonalScrollingBehavior "
                    + "other than none")
        }
        let vertical = layout.configuration.scrollDirection == .vertical
        let insets = view.adjustedContentInset
        let container =
            vertical
            ? Double(view.bounds.width - insets.left - insets.right)
            : Double(view.bounds.height - insets.top - insets.bottom)
        let low = Double(range.lowerBound)
        let high = Double(range.upperBound)
        func resolve(_ position: TrackPosition) throws -> Double {
            switch position {
            case .start: return low
            case .end: return high
            case .value(let value):
                guard value.isFinite else { throw TrackProblem(message: "offsets must be finite, found \(value)") }
                return value
            }
        }
        let positions: [Double]
        switch spec.track.motion {
        case .linear(let from, let to, let spacing):
            positions = try TrackSampler.linear(from: try resolve(from), to: try resolve(to), spacing: spacing)
        case .keyframes(let keyframes, let frames):
            let resolved = try keyframes.map { (frame: $0.frame, offset: try resolve($0.offset), curve: $0.curve) }
            positions = try TrackSampler.keyframes(resolved, frames: frames)
        case .pages(let framesPerPage, let pages, let curve):
            positions = try TrackSampler.pages(
                low: low, high: high, pageSize: container, framesPerPage: framesPerPage, pages: pages, curve: curve)
        case .fling(let from, let velocity):
            positions = try fling(from: try resolve(from), velocity: velocity, layout: layout)
        }
        if let bad = positions.first(where: { !$0.isFinite }) {
            throw TrackProblem(message: "the motion produced the offset \(bad); check its numbers")
        }
        return positions
    }

    /// A released drag of the section: the free decay's rest point, corrected by the section's
    /// scrolling behaviour, reached along ``FlingTrajectory``'s re-solved decay.
    private func fling(from: Double, velocity: Double, layout: CollectionViewCompositionalLayout) throws -> [Double] {
        guard velocity.isFinite else {
            throw TrackProblem(
                message: "'velocity' must be a finite number of points per millisecond, found \(velocity)")
        }
        let rate = ScrollView.DecelerationRate.normal.rawValue
        let projected = FlingTrajectory.projectedOffset(
            from: CGPoint(x: from, y: 0), velocity: CGPoint(x: velocity, y: 0), decelerationRate: rate
        ).x
        let target = layout.targetOrthogonalOffset(
            forProposedOffset: projected, currentOffset: CGFloat(from), velocity: CGFloat(velocity),
            inSection: spec.section)
        let trajectory = FlingTrajectory(
            start: CGPoint(x: from, y: 0), velocity: CGPoint(x: velocity, y: 0), target: CGPoint(x: target, y: 0),
            decelerationRate: rate)
        let interval = 1000 / fps
        let steps = (trajectory.duration / interval).rounded(.up)
        try TrackSampler.checkCount(
            steps.isFinite && steps < Double(Sampler.maximumFrames) ? Int(steps) + 1 : Sampler.maximumFrames + 1)
        var offsets = (0..<Int(steps)).map { Double(trajectory.offset(at: Double($0) * interval).x) }
        offsets.append(Double(trajectory.target.x))
        return offsets
    }
}
