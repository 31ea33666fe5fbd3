import CollectionLayout
import Foundation
import HeadlessUI

/// The resolved geometry of one section, cached by `prepare()`: the group's template and where
/// group `g` starts, so item `i` is placed by arithmetic and a visible range by division. A
/// self-sizing section (``instances`` set) keeps every group instance instead, found by binary
/// search.
struct SectionGeometry {
    /// The section's index.
    var index: Int
    /// The section (nil when the provider returned none or it could not be resolved).
    var section: CollectionLayoutSection?
    /// The number of items.
    var itemCount: Int
    /// The group every repetition shares.
    var template: GroupTemplate
    /// Whether groups line up across the scroll axis (an orthogonal section).
    var isOrthogonal: Bool
    /// The origin of group 0, before any orthogonal offset.
    var groupsOrigin: CGPoint
    /// The distance from one group's origin to the next's, along the axis the groups stack on.
    var pitch: CGFloat
    /// The section's range along the scroll axis, boundary items included.
    var range: (min: CGFloat, max: CGFloat)
    /// The section's length across the scroll axis (an orthogonal section's scrollable length).
    var orthogonalLength: CGFloat
    /// The section's leading content inset across the scroll axis.
    var orthogonalLeadingInset: CGFloat
    /// Headers and footers.
    var boundaries: [BoundaryPlacement]
    /// Backgrounds.
    var decorations: [DecorationPlacement]
    /// The group instances of a section with dimensions its content decides, each resolved on
    /// its own; nil when every repetition shares ``template``.
    var instances: GroupInstances?

    /// Cells per group (of the shared template).
    var perGroup: Int { template.leaves.count }
    /// Groups in the section.
    var groupCount: Int {
        if let instances { return instances.templates.count }
        return perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
    }

    /// The group instance that holds item `item`.
    func group(ofItem item: Int) -> Int {
        instances?.instance(ofItem: item) ?? item / perGroup
    }

    /// The first item of group `group`.
    func firstItem(ofGroup group: Int) -> Int {
        instances?.firstItems[group] ?? group * perGroup
    }

    /// The geometry of group `group`.
    func template(ofGroup group: Int) -> GroupTemplate {
        guard let instances else { return template }
        return instances.templates.indices.contains(group) ? instances.templates[group] : template
    }

    /// The cell of item `item`, relative to its group.
    func leaf(ofItem item: Int) -> GroupLeaf {
        guard let instances else { return template.leaves[item % perGroup] }
        let group = instances.instance(ofItem: item)
        return instances.templates[group].leaves[item - instances.firstItems[group]]
    }

    /// The axes along which item `item`'s size is an estimate (self-sizing sections only).
    func estimatedAxes(ofItem item: Int) -> SelfSizingAxes {
        guard let instances else { return SelfSizingAxes(rawValue: 0) }
        let group = instances.instance(ofItem: item)
        return instances.templates[group].estimatedAxes(ofLeaf: item - instances.firstItems[group])
    }

    /// The origin of group `g`, shifted by `offset` along the orthogonal axis.
    func groupOrigin(_ group: Int, scroll: Axis, offset: CGFloat) -> CGPoint {
        let along = instances?.offsets[group] ?? CGFloat(group) * pitch
        if isOrthogonal {
            return scroll.point(main: scroll.main(groupsOrigin), cross: scroll.cross(groupsOrigin) + along - offset)
        }
        return scroll.point(main: scroll.main(groupsOrigin) + along, cross: scroll.cross(groupsOrigin))
    }

    /// The frame of item `item`, shifted by `offset` along the orthogonal axis.
    func itemFrame(_ item: Int, scroll: Axis, offset: CGFloat) -> CGRect {
        if instances != nil {
            let group = group(ofItem: item)
            let origin = groupOrigin(group, scroll: scroll, offset: offset)
            return leaf(ofItem: item).frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        let origin = groupOrigin(item / perGroup, scroll: scroll, offset: offset)
        return template.leaves[item % perGroup].frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The groups that may meet `rect` (content coordinates), one extra each side for badges.
    func groups(meeting rect: CGRect, scroll: Axis, offset: CGFloat) -> ClosedRange<Int>? {
        guard groupCount > 0 else { return nil }
        let low: CGFloat
        let high: CGFloat
        if isOrthogonal {
            let range = scroll.crossRange(rect)
            low = range.min + offset - scroll.cross(groupsOrigin)
            high = range.max + offset - scroll.cross(groupsOrigin)
        } else {
            let range = scroll.mainRange(rect)
            low = range.min - scroll.main(groupsOrigin)
            high = range.max - scroll.main(groupsOrigin)
        }
        if let instances { return instances.instances(meeting: low, high) }
        guard pitch > 0 else { return 0...(groupCount - 1) }
        let first = max(0, WholeNumber.clamped(low / pitch, .down, to: -1...groupCount) - 1)
        let last = min(groupCount - 1, WholeNumber.clamped(high / pitch, .down, to: -1...groupCount) + 1)
        return first <= last ? first...last : nil
    }
}

/// The group instances of a self-sizing section, in order: each instance's first item, its
/// offset from group 0's origin along the axis the groups stack on, and its geometry. A class,
/// so that a section's geometry stays cheap to copy on the query path; built once by
/// `prepare()` and not changed afterwards.
final class GroupInstances {
    /// The first item of each instance (ascending).
    private(set) var firstItems: [Int] = []
    /// Each instance's start, relative to group 0's (ascending).
    private(set) var offsets: [CGFloat] = []
    /// Each instance's end along the same axis (ascending).
    private(set) var ends: [CGFloat] = []
    /// Each instance's geometry.
    private(set) var templates: [GroupTemplate] = []

    /// Adds an instance that starts at `offset` and is `length` long.
    func append(_ template: GroupTemplate, firstItem: Int, offset: CGFloat, length: CGFloat) {
        firstItems.append(firstItem)
        offsets.append(offset)
        ends.append(offset + length)
        templates.append(template)
    }

    /// The instance whose items include `item`: the last whose first item is at most `item`.
    func instance(ofItem item: Int) -> Int {
        var low = 0
        var high = firstItems.count
        while low < high {
            let middle = (low + high) / 2
            if firstItems[middle] <= item { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The instances whose range meets `low…high` (relative to group 0's origin), one extra
    /// each side for badges.
    func instances(meeting low: CGFloat, _ high: CGFloat) -> ClosedRange<Int>? {
        guard !templates.isEmpty else { return nil }
        var first = 0
        var end = ends.count
        while first < end {
            let middle = (first + end) / 2
            if ends[middle] < low { first = middle + 1 } else { end = middle }
        }
        var last = first
        var upper = offsets.count
        while last < upper {
            let middle = (last + upper) / 2
            if offsets[middle] <= high { last = middle + 1 } else { upper = middle }
        }
        let lower = max(0, first - 1)
        let top = min(templates.count - 1, last)
        return lower <= top ? lower...top : nil
    }
}

extension CGFloat {
    /// The value limited to `low…high`.
    func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(Swift.max(self, low), high) }
}
