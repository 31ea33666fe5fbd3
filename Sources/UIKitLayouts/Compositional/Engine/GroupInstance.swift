import CollectionLayout
import Foundation
import HeadlessUI

/// Where a self-sizing section stands while its group instances are resolved: the next item
/// to place and the sizes the views preferred.
struct SizingCursor {
    /// The section's index.
    let section: Int
    /// The section's item count.
    let itemCount: Int
    /// The sizes the views preferred.
    let preferred: CompositionalPreferredSizes
    /// The next item to place.
    var next = 0

    /// Whether the next slot holds an item of the section (rather than one past its end).
    var hasItem: Bool { next < itemCount }

    /// The size the next item's view preferred, if it has been asked.
    var preferredSize: CGSize? {
        hasItem ? preferred.items[IndexPath(item: next, section: section)] : nil
    }
}

/// A slot of a self-sizing group instance, and whether it holds an item of the section.
private struct SizedSlot {
    var slot: Slot
    /// False for slots past the section's last item: they are placed at their estimates and
    /// do not count towards the group's extent.
    var holdsItem: Bool
    /// Whether the slot is an item whose width, or height, is uniform across siblings.
    var uniform: (width: Bool, height: Bool)
    /// A nested group, resolved for this instance.
    var nested: GroupTemplate?
    /// The axes along which an item's size is an estimate.
    var estimatedAxes = SelfSizingAxes(rawValue: 0)
}

extension GroupTemplate {
    /// Whether `group` or anything in it has a dimension its content decides (estimated, or
    /// uniform across siblings): its instances may then differ and are resolved one by one.
    static func isSizedByContent(_ group: CollectionLayoutGroup) -> Bool {
        if group.layoutSize.isSizedByContent { return true }
        return group.subitems.contains { subitem in
            if let subgroup = subitem as? CollectionLayoutGroup { return isSizedByContent(subgroup) }
            return subitem.layoutSize.isSizedByContent
        }
    }

    /// Resolves one instance of a self-sizing `group` in `container`, from the cursor's next
    /// item on, and moves the cursor past the items it holds.
    ///
    /// Items start at their estimates and take the sizes their views preferred on their
    /// estimated axes; a dimension that is absolute or fractional keeps its size (fractions
    /// resolve against the group's estimate). A group sized by its content along an axis takes
    /// its content's extent there: the longest subitem across its axis (subitems keep their
    /// own lengths and sit at the start, as UIKit does not stretch them), the sum of subitems and
    /// spacing along it. Along an axis its content decides, a group holds each subitem once (or
    /// `count` copies); along another it repeats them while the next one fits, as a group of
    /// fixed size does, the first always placed. `fixedLength` gives the group a length along
    /// one axis (a counted group's share), whatever its dimension there.
    static func resolveInstance(
        _ group: CollectionLayoutGroup, container: CGSize, cursor: inout SizingCursor, traits: TraitCollection,
        fixedLength: (horizontal: Bool, length: CGFloat)? = nil
    ) throws(GeometryProblem) -> GroupTemplate {
        var estimate = try resolvedSize(of: group, in: container)
        var byContent = group.layoutSize.axesSizedByContent
        if let fixedLength {
            estimate = Axis(horizontal: fixedLength.horizontal).size(
                main: fixedLength.length, cross: Axis(horizontal: fixedLength.horizontal).cross(estimate))
            byContent.remove(fixedLength.horizontal ? .horizontal : .vertical)
        }
        let axis: Axis
        switch group.arrangement {
        case .custom:
            // Custom items have frames of their own: laid out as written, at the estimate.
            let template = try resolve(group, size: estimate, traits: traits)
            cursor.next += template.leaves.count
            return template
        case .horizontal:
            axis = Axis(horizontal: true)
        case .vertical:
            axis = Axis(horizontal: false)
        }
        let insets = group.contentInsets
        let estimatedArea = CGRect(origin: .zero, size: estimate).inset(by: insets)
        guard estimatedArea.width >= 0, estimatedArea.height >= 0 else {
            throw GeometryProblem(
                message: "the group's content insets (\(describe(insets))) are larger than the group "
                    + "(\(format(estimate.width)) × \(format(estimate.height)) points)")
        }
        let gap = group.interItemSpacing
        let gapPoints = gap?.spacing ?? 0
        guard gapPoints.isFinite else { throw GeometryProblem(message: "the group's interItemSpacing is not a number") }
        let mainByContent = byContent.contains(axis.horizontal ? .horizontal : .vertical)
        var slots = try sizedSlots(
            group, area: estimatedArea.size, axis: axis, gapPoints: gapPoints, mainByContent: mainByContent,
            cursor: &cursor, traits: traits)
        shareUniformSizes(&slots)
        var size = estimate
        if !byContent.isEmpty {
            let extent = contentExtent(of: slots, axis: axis, gapPoints: gapPoints)
            let main = axis.mainInsets(insets)
            let cross = axis.crossInsets(insets)
            size = axis.size(
                main: mainByContent ? extent.main + main.before + main.after : axis.main(estimate),
                cross: byContent.contains(axis.horizontal ? .vertical : .horizontal)
                    ? extent.cross + cross.before + cross.after : axis.cross(estimate))
        }
        let area = CGRect(origin: .zero, size: size).inset(by: insets)
        var template = try place(
            slots.map(\.slot), in: area, size: size, axis: axis, gap: gap, traits: traits, nested: slots.map(\.nested),
            slotAxes: slots.map(\.estimatedAxes))
        if !group.supplementaryItems.isEmpty {
            template.supplements.insert(
                GroupSupplement(
                    frame: CGRect(origin: .zero, size: size), firstLeaf: 0, items: group.supplementaryItems),
                at: 0)
        }
        return template
    }

    private static func sizedSlots(
        _ group: CollectionLayoutGroup, area: CGSize, axis: Axis, gapPoints: CGFloat, mainByContent: Bool,
        cursor: inout SizingCursor, traits: TraitCollection
    ) throws(GeometryProblem) -> [SizedSlot] {
        let mainLength = axis.main(area)
        let mainAxis: SelfSizingAxes = axis.horizontal ? .horizontal : .vertical
        var slots: [SizedSlot] = []
        if let count = group.count {
            let (subitem, each) = try GroupTemplate.repeatingSubitem(
                of: group, count: count, mainLength: mainLength, gap: gapPoints)
            // The count sets the items' length, unless the group and the item are both sized by
            // their content along the axis (a column of rows that size themselves).
            let keepsOwnLength = mainByContent && subitem.layoutSize.axesSizedByContent.contains(mainAxis)
            for _ in 0..<count {
                var sized = try sizedSlot(
                    subitem, area: area, axis: axis, cursor: &cursor, traits: traits,
                    fixedLength: keepsOwnLength ? nil : (axis.horizontal, each))
                if !keepsOwnLength {
                    sized.slot.size = axis.size(main: each, cross: axis.cross(sized.slot.size))
                    sized.estimatedAxes.remove(mainAxis)
                }
                slots.append(sized)
            }
            return slots
        }
        guard !group.subitems.isEmpty else { throw GeometryProblem(message: "a group needs at least one subitem") }
        if mainByContent {
            for subitem in group.subitems {
                slots.append(try sizedSlot(subitem, area: area, axis: axis, cursor: &cursor, traits: traits))
            }
            return slots
        }
        var used: CGFloat = 0
        var index = 0
        while slots.count < maximumLeaves {
            let subitem = group.subitems[index % group.subitems.count]
            var trial = cursor
            let next = try sizedSlot(subitem, area: area, axis: axis, cursor: &trial, traits: traits)
            let length =
                axis.main(next.slot.size) + (next.slot.leading?.spacing ?? 0) + (next.slot.trailing?.spacing ?? 0)
            guard length > 0 else {
                throw GeometryProblem(
                    message: "subitem \(index % group.subitems.count) is 0 points long along the group's axis, "
                        + "so it would repeat without end")
            }
            let needed = (slots.isEmpty ? 0 : gapPoints) + length
            // A cell that prefers to be longer than the group still gets a group of its own.
            let overflows = used + needed > mainLength + 0.001
            if overflows, !(slots.isEmpty && next.estimatedAxes.contains(mainAxis)) { break }
            slots.append(next)
            cursor = trial
            used += needed
            index += 1
            if overflows { break }
        }
        guard !slots.isEmpty else {
            let first = try resolvedSize(of: group.subitems[0], in: area)
            throw GeometryProblem(
                message: "the group cannot fit its first subitem (\(format(axis.main(first))) points) in its "
                    + "\(format(mainLength)) points")
        }
        return slots
    }

    /// The slot of `item` at the cursor: a nested group resolved as an instance of its own, or
    /// an item at its estimate replaced by its view's preferred size on its estimated axes.
    private static func sizedSlot(
        _ item: CollectionLayoutItem, area: CGSize, axis: Axis, cursor: inout SizingCursor, traits: TraitCollection,
        fixedLength: (horizontal: Bool, length: CGFloat)? = nil
    ) throws(GeometryProblem) -> SizedSlot {
        let holdsItem = cursor.hasItem
        if let subgroup = item as? CollectionLayoutGroup {
            let nested = try resolveInstance(
                subgroup, container: area, cursor: &cursor, traits: traits, fixedLength: fixedLength)
            return SizedSlot(
                slot: slot(subgroup, nested.size, axis), holdsItem: holdsItem, uniform: (false, false), nested: nested)
        }
        let estimatedAxes = item.layoutSize.axesSizedByContent
        let size = CollectionLayoutSize.replacing(
            estimatedAxes, of: try resolvedSize(of: item, in: area), with: cursor.preferredSize)
        cursor.next += 1
        return SizedSlot(
            slot: slot(item, size, axis), holdsItem: holdsItem,
            uniform: (
                item.layoutSize.widthDimension.isUniformAcrossSiblings,
                item.layoutSize.heightDimension.isUniformAcrossSiblings
            ), estimatedAxes: estimatedAxes)
    }

    /// Gives every item whose width (height) is uniform across siblings the largest width
    /// (height) of those siblings that hold items.
    private static func shareUniformSizes(_ slots: inout [SizedSlot]) {
        let widths = slots.filter { $0.uniform.width && $0.holdsItem }.map(\.slot.size.width)
        let heights = slots.filter { $0.uniform.height && $0.holdsItem }.map(\.slot.size.height)
        guard !widths.isEmpty || !heights.isEmpty else { return }
        for index in slots.indices {
            if slots[index].uniform.width, let widest = widths.max() { slots[index].slot.size.width = widest }
            if slots[index].uniform.height, let tallest = heights.max() { slots[index].slot.size.height = tallest }
        }
    }

    /// The extent of the slots that hold items: along the axis, from the first slot's start to
    /// the last such slot's end (minimum spacings); across it, the longest with its spacings.
    private static func contentExtent(
        of slots: [SizedSlot], axis: Axis, gapPoints: CGFloat
    ) -> (main: CGFloat, cross: CGFloat) {
        guard let last = slots.lastIndex(where: \.holdsItem) else { return (0, 0) }
        var main: CGFloat = gapPoints * CGFloat(last)
        var cross: CGFloat = 0
        for sized in slots[...last] {
            let slot = sized.slot
            main += axis.main(slot.size) + (slot.leading?.spacing ?? 0) + (slot.trailing?.spacing ?? 0)
            guard sized.holdsItem else { continue }
            cross = max(
                cross, axis.cross(slot.size) + (slot.crossBefore?.spacing ?? 0) + (slot.crossAfter?.spacing ?? 0))
        }
        return (main, cross)
    }
}
