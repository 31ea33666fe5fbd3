import CollectionLayout
import Foundation
import HeadlessUI

/// One cell of a group, relative to the group's origin.
struct GroupLeaf {
    /// The cell's frame, after its content insets.
    var frame: CGRect
    /// The z-index of the cell (custom items set it).
    var zIndex: Int
    /// The supplementary items attached to the cell.
    var supplementaryItems: [CollectionLayoutSupplementaryItem]
}

/// Supplementary items anchored to a group (the top one or a nested one) of a template.
struct GroupSupplement {
    /// The group's frame, relative to the template's origin.
    var frame: CGRect
    /// The template's leaf of the group's first item (its index path's item, mod the template's).
    var firstLeaf: Int
    /// The supplementary items.
    var items: [CollectionLayoutSupplementaryItem]
}

/// The resolved geometry of one group instance: its size and its cells, relative to its
/// origin. Every repetition of a group in a section without estimated dimensions has the same
/// geometry, so such a section resolves it once and places item `i` by arithmetic; a
/// self-sizing section resolves one per instance (``GroupTemplate/resolveInstance(_:container:cursor:traits:fixedLength:)``).
package struct GroupTemplate {
    /// The group's size.
    var size: CGSize
    /// The cells, in item order.
    var leaves: [GroupLeaf]
    /// The supplementary items of the group and its nested groups.
    var supplements: [GroupSupplement] = []
    /// The axes along which each leaf's size is an estimate its view replaces, by leaf; empty
    /// when no leaf has one (kept beside the leaves so that the fast path's leaves stay small).
    var leafAxes: [SelfSizingAxes] = []

    /// The estimated axes of leaf `index`.
    func estimatedAxes(ofLeaf index: Int) -> SelfSizingAxes {
        index < leafAxes.count ? leafAxes[index] : SelfSizingAxes(rawValue: 0)
    }

    /// Records `axes` in `leafAxes` for the leaf about to be appended at `index`.
    fileprivate static func record(_ axes: SelfSizingAxes, ofLeaf index: Int, in leafAxes: inout [SelfSizingAxes]) {
        guard axes.rawValue != 0 else { return }
        while leafAxes.count < index { leafAxes.append(SelfSizingAxes(rawValue: 0)) }
        leafAxes.append(axes)
    }
}

/// One subitem placed along a group's axis, before flexible spacing is shared out.
struct Slot {
    var item: CollectionLayoutItem
    var size: CGSize
    var leading: CollectionLayoutSpacing?
    var trailing: CollectionLayoutSpacing?
    var crossBefore: CollectionLayoutSpacing?
    var crossAfter: CollectionLayoutSpacing?
}

extension GroupTemplate {
    /// The most cells one group instance may hold (a guard against subitems that repeat
    /// without end).
    static let maximumLeaves = 10_000

    /// Resolves `group`, whose size is `size`, with `traits` for custom groups.
    static func resolve(
        _ group: CollectionLayoutGroup, size: CGSize, traits: TraitCollection
    ) throws(GeometryProblem) -> GroupTemplate {
        var template = try arrange(group, size: size, traits: traits)
        if !group.supplementaryItems.isEmpty {
            template.supplements.insert(
                GroupSupplement(
                    frame: CGRect(origin: .zero, size: size), firstLeaf: 0, items: group.supplementaryItems),
                at: 0)
        }
        return template
    }

    /// A repeating group's subitem and each copy's length along the axis: `count` copies with
    /// `gap` between them share `mainLength`. Shared by the template and the per-instance
    /// (self-sizing) geometry.
    static func repeatingSubitem(
        of group: CollectionLayoutGroup, count: Int, mainLength: CGFloat, gap gapPoints: CGFloat
    ) throws(GeometryProblem) -> (subitem: CollectionLayoutItem, each: CGFloat) {
        guard count >= 1 else {
            throw GeometryProblem(message: "a repeating group needs a count of at least 1, not \(count)")
        }
        guard let subitem = group.subitems.first else {
            throw GeometryProblem(message: "a repeating group needs a subitem")
        }
        let each = (mainLength - gapPoints * CGFloat(count - 1)) / CGFloat(count)
        guard each >= 0 else {
            throw GeometryProblem(
                message: "\(count) items with \(format(gapPoints))-point spacing do not fit in the group's "
                    + "\(format(mainLength)) points")
        }
        return (subitem, each)
    }

    private static func arrange(
        _ group: CollectionLayoutGroup, size: CGSize, traits: TraitCollection
    ) throws(GeometryProblem) -> GroupTemplate {
        try checkSize(size, of: "group", dimensions: group.layoutSize)
        let area = CGRect(origin: .zero, size: size).inset(by: group.contentInsets)
        guard area.width >= 0, area.height >= 0 else {
            throw GeometryProblem(
                message: "the group's content insets (\(describe(group.contentInsets))) are larger than the group "
                    + "(\(format(size.width)) × \(format(size.height)) points)")
        }
        switch group.arrangement {
        case .custom(let provider):
            let container = LayoutContainer(contentSize: size, contentInsets: .zero)
            let items = provider(LayoutEnvironment(container: container, traitCollection: traits))
            guard !items.isEmpty else {
                throw GeometryProblem(message: "the custom group's item provider returned no items")
            }
            for item in items where !isFinite(item.frame) {
                throw GeometryProblem(message: "a custom group item's frame is not a number (\(item.frame))")
            }
            let leaves = items.map { GroupLeaf(frame: $0.frame, zIndex: $0.zIndex, supplementaryItems: []) }
            return GroupTemplate(size: size, leaves: leaves)
        case .horizontal:
            return try linear(group, size: size, area: area, horizontal: true, traits: traits)
        case .vertical:
            return try linear(group, size: size, area: area, horizontal: false, traits: traits)
        }
    }

    private static func linear(
        _ group: CollectionLayoutGroup, size: CGSize, area: CGRect, horizontal: Bool, traits: TraitCollection
    ) throws(GeometryProblem) -> GroupTemplate {
        let axis = Axis(horizontal: horizontal)
        let mainLength = axis.main(area.size)
        let gap = group.interItemSpacing
        let gapPoints = gap?.spacing ?? 0
        guard gapPoints.isFinite else { throw GeometryProblem(message: "the group's interItemSpacing is not a number") }
        var slots: [Slot] = []
        if let count = group.count {
            let (subitem, each) = try repeatingSubitem(of: group, count: count, mainLength: mainLength, gap: gapPoints)
            var itemSize = try resolvedSize(of: subitem, in: area.size)
            itemSize = axis.size(main: each, cross: axis.cross(itemSize))
            slots = Array(repeating: slot(subitem, itemSize, axis), count: count)
        } else {
            guard !group.subitems.isEmpty else { throw GeometryProblem(message: "a group needs at least one subitem") }
            let sizes = try group.subitems.map { (item) throws(GeometryProblem) in
                try resolvedSize(of: item, in: area.size)
            }
            var used: CGFloat = 0
            var index = 0
            while slots.count < maximumLeaves {
                let item = group.subitems[index % sizes.count]
                let next = slot(item, sizes[index % sizes.count], axis)
                let length = axis.main(next.size) + (next.leading?.spacing ?? 0) + (next.trailing?.spacing ?? 0)
                guard length > 0 else {
                    throw GeometryProblem(
                        message: "subitem \(index % sizes.count) is 0 points long along the group's axis, "
                            + "so it would repeat without end")
                }
                let needed = (slots.isEmpty ? 0 : gapPoints) + length
                if used + needed > mainLength + 0.001 { break }
                slots.append(next)
                used += needed
                index += 1
            }
            guard !slots.isEmpty else {
                let first = axis.main(sizes[0])
                throw GeometryProblem(
                    message: "the group cannot fit its first subitem (\(format(first)) points) in its "
                        + "\(format(mainLength)) points")
            }
        }
        return try place(slots, in: area, size: size, axis: axis, gap: gap, traits: traits)
    }

    /// Places `slots` in `area`. A self-sizing instance passes its nested groups already
    /// resolved (`nested`, by slot; otherwise a nested group is resolved at its slot's size) and
    /// the estimated axes of its items (`slotAxes`, by slot).
    static func place(
        _ slots: [Slot], in area: CGRect, size: CGSize, axis: Axis, gap: CollectionLayoutSpacing?,
        traits: TraitCollection, nested: [GroupTemplate?] = [], slotAxes: [SelfSizingAxes] = []
    ) throws(GeometryProblem) -> GroupTemplate {
        let gapPoints = gap?.spacing ?? 0
        var used = gapPoints * CGFloat(slots.count - 1)
        var flexible = (gap?.isFlexibleSpacing ?? false) ? slots.count - 1 : 0
        for slot in slots {
            used += axis.main(slot.size) + (slot.leading?.spacing ?? 0) + (slot.trailing?.spacing ?? 0)
            flexible +=
                (slot.leading?.isFlexibleSpacing ?? false ? 1 : 0) + (slot.trailing?.isFlexibleSpacing ?? false ? 1 : 0)
        }
        let leftover = axis.main(area.size) - used
        let share = flexible > 0 && leftover > 0 ? leftover / CGFloat(flexible) : 0
        func points(_ spacing: CollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        var leaves: [GroupLeaf] = []
        var supplements: [GroupSupplement] = []
        var leafAxes: [SelfSizingAxes] = []
        var position = axis.main(area.origin)
        for (index, slot) in slots.enumerated() {
            if index > 0 { position += points(gap) }
            position += points(slot.leading)
            let crossSpace = axis.cross(area.size) - axis.cross(slot.size)
            let before = slot.crossBefore?.spacing ?? 0
            let after = slot.crossAfter?.spacing ?? 0
            let crossLeft = max(0, crossSpace - before - after)
            var crossOffset = before
            switch (slot.crossBefore?.isFlexibleSpacing ?? false, slot.crossAfter?.isFlexibleSpacing ?? false) {
            case (true, true): crossOffset += crossLeft / 2
            case (true, false): crossOffset += crossLeft
            default: break
            }
            let frame = axis.rect(
                main: position, cross: axis.cross(area.origin) + crossOffset, mainLength: axis.main(slot.size),
                crossLength: axis.cross(slot.size))
            if let subgroup = slot.item as? CollectionLayoutGroup {
                let inner: GroupTemplate
                if index < nested.count, let resolved = nested[index] {
                    inner = resolved
                } else {
                    inner = try resolve(subgroup, size: frame.size, traits: traits)
                }
                supplements += inner.supplements.map {
                    GroupSupplement(
                        frame: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY),
                        firstLeaf: leaves.count + $0.firstLeaf,
                        items: $0.items)
                }
                for (offset, axes) in inner.leafAxes.enumerated() {
                    record(axes, ofLeaf: leaves.count + offset, in: &leafAxes)
                }
                leaves += inner.leaves.map {
                    GroupLeaf(
                        frame: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY), zIndex: $0.zIndex,
                        supplementaryItems: $0.supplementaryItems)
                }
            } else {
                let inset = frame.inset(by: effectiveInsets(of: slot.item))
                guard inset.width >= 0, inset.height >= 0 else {
                    throw GeometryProblem(
                        message: "an item's content insets (\(describe(slot.item.contentInsets))) are larger than "
                            + "the item (\(format(frame.width)) × \(format(frame.height)) points)")
                }
                if index < slotAxes.count { record(slotAxes[index], ofLeaf: leaves.count, in: &leafAxes) }
                leaves.append(GroupLeaf(frame: inset, zIndex: 0, supplementaryItems: slot.item.supplementaryItems))
            }
            position += axis.main(slot.size) + points(slot.trailing)
        }
        return GroupTemplate(size: size, leaves: leaves, supplements: supplements, leafAxes: leafAxes)
    }

    /// An item's content insets, without those along an axis whose dimension is estimated
    /// (UIKit ignores them there; a dimension uniform across siblings is an estimate too).
    static func effectiveInsets(of item: CollectionLayoutItem) -> DirectionalEdgeInsets {
        var insets = item.contentInsets
        if item.layoutSize.widthDimension.isSizedByContent {
            insets.leading = 0
            insets.trailing = 0
        }
        if item.layoutSize.heightDimension.isSizedByContent {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }

    static func slot(_ item: CollectionLayoutItem, _ size: CGSize, _ axis: Axis) -> Slot {
        let spacing = item.edgeSpacing
        return axis.horizontal
            ? Slot(
                item: item, size: size, leading: spacing?.leading, trailing: spacing?.trailing,
                crossBefore: spacing?.top, crossAfter: spacing?.bottom)
            : Slot(
                item: item, size: size, leading: spacing?.top, trailing: spacing?.bottom,
                crossBefore: spacing?.leading, crossAfter: spacing?.trailing)
    }

    /// The size of `item` in a container of `container` size, checked.
    static func resolvedSize(of item: CollectionLayoutItem, in container: CGSize) throws(GeometryProblem) -> CGSize {
        let size = item.layoutSize.resolved(in: container)
        let what = item is CollectionLayoutGroup ? "group" : "item"
        try checkSize(size, of: what, dimensions: item.layoutSize)
        return size
    }

    /// Throws when `size` is not a number or negative.
    static func checkSize(
        _ size: CGSize, of what: String, dimensions: CollectionLayoutSize
    ) throws(GeometryProblem) {
        for (name, value, dimension) in [
            ("width", size.width, dimensions.widthDimension), ("height", size.height, dimensions.heightDimension),
        ] {
            guard value.isFinite else {
                throw GeometryProblem(message: "the \(what)'s \(name) \(dimension) is not a number")
            }
            guard value >= 0 else {
                throw GeometryProblem(
                    message: "the \(what)'s \(name) \(dimension) resolves to a negative size (\(format(value)) points)")
            }
        }
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    }

    package static func format(_ value: CGFloat) -> String {
        abs(value) < 1e15
            ? WholeNumber.exactly(value).map { String($0) } ?? String(Double(value)) : String(Double(value))
    }

    static func describe(_ insets: DirectionalEdgeInsets) -> String {
        "top \(format(insets.top)), leading \(format(insets.leading)), bottom \(format(insets.bottom)), "
            + "trailing \(format(insets.trailing))"
    }
}

extension CGRect {
    /// The rectangle inset by directional insets (leading is left: layouts are laid out
    /// left to right and mirrored by the collection view).
    func inset(by insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
    }
}
