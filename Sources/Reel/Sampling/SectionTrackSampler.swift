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
        let resolver = TrackResolver(
            low: Double(range.lowerBound), high: Double(range.upperBound), pageSize: container, fps: fps)
        return try resolver.positions(
            spec.track.motion, along: { Double($0.x) },
            fling: { from, velocity in fling(from: from, velocity: velocity, layout: layout) })
    }

    /// A released drag of the section: the free decay's rest point, corrected by the section's
    /// scrolling behaviour, reached along ``FlingTrajectory``'s re-solved decay (on the x axis).
    private func fling(from: Double, velocity: Double, layout: CollectionViewCompositionalLayout) -> FlingTrajectory {
        let rate = ScrollView.DecelerationRate.normal.rawValue
        let projected = FlingTrajectory.projectedOffset(
            from: CGPoint(x: from, y: 0), velocity: CGPoint(x: velocity, y: 0), decelerationRate: rate
        ).x
        let target = layout.targetOrthogonalOffset(
            forProposedOffset: projected, currentOffset: CGFloat(from), velocity: CGFloat(velocity),
            inSection: spec.section)
        return FlingTrajectory(
            start: CGPoint(x: from, y: 0), velocity: CGPoint(x: velocity, y: 0), target: CGPoint(x: target, y: 0),
            decelerationRate: rate)
    }
}
