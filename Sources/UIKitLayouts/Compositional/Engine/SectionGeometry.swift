import CollectionLayout
import Foundation
import HeadlessUI

/// The resolved geometry of one section, cached by `prepare()`: the group's template and where
/// group `g` starts, so item `i` is placed by arithmetic and a visible range by division.
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

    /// Cells per group.
    var perGroup: Int { template.leaves.count }
    /// Groups in the section.
    var groupCount: Int { perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup }

    /// The origin of group `g`, shifted by `offset` along the orthogonal axis.
    func groupOrigin(_ group: Int, scroll: Axis, offset: CGFloat) -> CGPoint {
        let along = CGFloat(group) * pitch
        if isOrthogonal {
            return scroll.point(main: scroll.main(groupsOrigin), cross: scroll.cross(groupsOrigin) + along - offset)
        }
        return scroll.point(main: scroll.main(groupsOrigin) + along, cross: scroll.cross(groupsOrigin))
    }

    /// The frame of item `item`, shifted by `offset` along the orthogonal axis.
    func itemFrame(_ item: Int, scroll: Axis, offset: CGFloat) -> CGRect {
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
        guard pitch > 0 else { return 0...(groupCount - 1) }
        let first = max(0, WholeNumber.clamped(low / pitch, .down, to: -1...groupCount) - 1)
        let last = min(groupCount - 1, WholeNumber.clamped(high / pitch, .down, to: -1...groupCount) + 1)
        return first <= last ? first...last : nil
    }
}

extension CGFloat {
    /// The value limited to `low…high`.
    func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(Swift.max(self, low), high) }
}
