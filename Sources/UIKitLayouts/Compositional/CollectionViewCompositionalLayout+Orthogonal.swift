import CollectionLayout
import Foundation

extension CollectionViewCompositionalLayout {
    /// The offset of an orthogonal section's own scrolling, in points along the axis across the
    /// layout's scroll axis (x for a vertical layout). Sections that do not scroll orthogonally
    /// report 0. A `groupPagingCentered` section starts with its first group centred
    /// (docs/compositional-layout.md, "Orthogonal sections").
    public func orthogonalOffset(forSection section: Int) -> CGFloat {
        if let offset = orthogonalOffsets[section] { return offset }
        guard geometry.sections.indices.contains(section) else { return 0 }
        let geometry = geometry.sections[section]
        guard geometry.isOrthogonal, geometry.section?.orthogonalScrollingBehavior == .groupPagingCentered else {
            return 0
        }
        return centredOffset(ofGroup: 0, in: geometry)
    }

    /// Scrolls an orthogonal section to `offset` (UIKit keeps such a section in an internal
    /// scroll view; its items' frames in the layout's coordinates move with it). Takes effect
    /// at the next query; no `prepare()` runs.
    public func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        orthogonalOffsets[section] = offset.isFinite ? offset : 0
    }

    /// The scrollable range of an orthogonal section's offset: from its rest position at the
    /// start to the offset that shows its end (nil for sections that do not scroll).
    public func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<CGFloat>? {
        guard geometry.sections.indices.contains(section) else { return nil }
        let geometry = geometry.sections[section]
        guard geometry.isOrthogonal else { return nil }
        if geometry.section?.orthogonalScrollingBehavior == .groupPagingCentered {
            let last = max(0, geometry.groupCount - 1)
            return centredOffset(ofGroup: 0, in: geometry)...centredOffset(ofGroup: last, in: geometry)
        }
        let container = self.geometry.scroll.cross(self.geometry.effectiveSize)
        return 0...max(0, geometry.orthogonalLength - container)
    }

    /// Where an orthogonal section comes to rest when a scroll from `currentOffset` would
    /// stop at `proposedOffset` with `velocity` (points per millisecond along the section's
    /// axis; its sign is the direction), by the section's behaviour:
    ///
    /// - `continuous`: the proposed offset, within the range;
    /// - `continuousGroupLeadingBoundary`: the group leading edge nearest the proposed offset;
    /// - `paging`: the next (or previous) page from the current one in the velocity's direction,
    ///   a page being the container's width; with no velocity, the page nearest the proposal;
    /// - `groupPaging`: likewise, one group (plus inter-group spacing) at a time;
    /// - `groupPagingCentered`: likewise, with the group's centre at the container's centre.
    ///
    /// Every target is kept within ``orthogonalOffsetRange(forSection:)``.
    public func targetOrthogonalOffset(
        forProposedOffset proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat, inSection section: Int
    ) -> CGFloat {
        guard let range = orthogonalOffsetRange(forSection: section),
            let behaviour = geometry.sections[section].section?.orthogonalScrollingBehavior
        else { return proposedOffset }
        let sectionGeometry = geometry.sections[section]
        let container = geometry.scroll.cross(geometry.effectiveSize)
        let target: CGFloat
        switch behaviour {
        case .none, .continuous:
            target = proposedOffset
        case .continuousGroupLeadingBoundary:
            target = snap(proposedOffset, base: 0, step: sectionGeometry.pitch, from: proposedOffset, velocity: 0)
        case .paging:
            target = snap(proposedOffset, base: 0, step: container, from: currentOffset, velocity: velocity)
        case .groupPaging:
            target = snap(proposedOffset, base: 0, step: sectionGeometry.pitch, from: currentOffset, velocity: velocity)
        case .groupPagingCentered:
            let base = centredOffset(ofGroup: 0, in: sectionGeometry)
            target = snap(
                proposedOffset, base: base, step: sectionGeometry.pitch, from: currentOffset, velocity: velocity)
        }
        return target.clamped(range.lowerBound, range.upperBound)
    }

    /// The offset that centres group `group` of an orthogonal section in the container.
    func centredOffset(ofGroup group: Int, in section: SectionGeometry) -> CGFloat {
        let scroll = geometry.scroll
        let centre =
            scroll.cross(section.groupOrigin(group, scroll: scroll, offset: 0))
            + scroll.cross(section.template(ofGroup: group).size) / 2
        return centre - scroll.cross(geometry.effectiveSize) / 2
    }

    /// The position `base + k × step` nearest `proposed` when `velocity` is 0, else the next one
    /// after (or before) `current` in the velocity's direction.
    private func snap(_ proposed: CGFloat, base: CGFloat, step: CGFloat, from current: CGFloat, velocity: CGFloat)
        -> CGFloat
    {
        guard step > 0, step.isFinite else { return proposed }
        let page: CGFloat
        if velocity > 0 {
            page = ((current - base) / step).rounded(.down) + 1
        } else if velocity < 0 {
            page = ((current - base) / step).rounded(.up) - 1
        } else {
            page = ((proposed - base) / step).rounded()
        }
        return base + page * step
    }
}
