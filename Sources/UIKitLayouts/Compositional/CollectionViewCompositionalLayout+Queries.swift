import CollectionLayout
import Foundation

extension CollectionViewCompositionalLayout {
    /// The attributes of every element meeting `rect`: sections found by binary search, groups
    /// by division, then the visible-items handlers of the sections on screen.
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let scroll = geometry.scroll
        let visible = visibleRect
        var result: [CollectionViewLayoutAttributes] = []
        result.reserveCapacity(64)
        for placement in geometry.boundaries {
            let attributes = boundaryAttributes(placement, visible: visible)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        let range = scroll.mainRange(rect)
        var index = firstSection(endingAfter: range.min)
        while index < geometry.sections.count, geometry.sections[index].range.min <= range.max {
            let section = geometry.sections[index]
            index += 1
            guard let model = section.section else { continue }
            let start = result.count
            appendElements(of: section, in: rect, visible: visible, to: &result)
            if let handler = model.visibleItemsInvalidationHandler {
                applyHandler(handler, section: section, elements: result[start...], visible: visible)
            }
        }
        return result
    }

    /// The attributes of the cell at `indexPath` (before any visible-items handler).
    func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        guard section.section != nil, (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return cellAttributes(section, item: indexPath.item)
    }

    /// The attributes of a header, footer or badge of `elementKind` at `indexPath`.
    func supplementary(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let visible = visibleRect
        if let placement = geometry.boundaries.first(where: {
            $0.item.elementKind == elementKind && $0.indexPath == indexPath
        }) {
            return boundaryAttributes(placement, visible: visible)
        }
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        if let placement = section.boundaries.first(where: {
            $0.item.elementKind == elementKind && $0.indexPath == indexPath
        }) {
            return boundaryAttributes(placement, visible: visible)
        }
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        let group = section.group(ofItem: indexPath.item)
        let template = section.template(ofGroup: group)
        let leafIndex = indexPath.item - section.firstItem(ofGroup: group)
        let leaf = template.leaves[leafIndex]
        let frame = section.itemFrame(indexPath.item, scroll: geometry.scroll, offset: offset(of: section))
        if let item = leaf.supplementaryItems.first(where: { $0.elementKind == elementKind }) {
            return supplementaryAttributes(item, on: frame, indexPath: indexPath)
        }
        for supplement in template.supplements where supplement.firstLeaf == leafIndex {
            guard let item = supplement.items.first(where: { $0.elementKind == elementKind }) else { continue }
            let origin = section.groupOrigin(group, scroll: geometry.scroll, offset: offset(of: section))
            return supplementaryAttributes(
                item, on: supplement.frame.offsetBy(dx: origin.x, dy: origin.y), indexPath: indexPath)
        }
        return nil
    }

    /// The attributes of the decoration of `elementKind` at `indexPath`.
    func decoration(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        return geometry.sections[indexPath.section].decorations.first {
            $0.item.elementKind == elementKind && $0.indexPath == indexPath
        }.map(decorationAttributes)
    }

    // MARK: Building attributes

    /// The collection view's visible rectangle, inset by its adjusted content insets (what
    /// pinned items stay within and the handlers see).
    var visibleRect: CGRect? {
        guard let view = collectionView else { return nil }
        let insets = view.adjustedContentInset
        return CGRect(
            x: view.bounds.minX + insets.left, y: view.bounds.minY + insets.top,
            width: view.bounds.width - insets.left - insets.right,
            height: view.bounds.height - insets.top - insets.bottom)
    }

    private func firstSection(endingAfter position: CGFloat) -> Int {
        var low = 0
        var high = geometry.sections.count
        while low < high {
            let middle = (low + high) / 2
            if geometry.sections[middle].range.max < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func offset(of section: SectionGeometry) -> CGFloat {
        section.isOrthogonal ? orthogonalOffset(forSection: section.index) : 0
    }

    private func appendElements(
        of section: SectionGeometry, in rect: CGRect, visible: CGRect?,
        to result: inout [CollectionViewLayoutAttributes]
    ) {
        for placement in section.decorations where placement.frame.intersects(rect) {
            result.append(decorationAttributes(placement))
        }
        let scroll = geometry.scroll
        let offset = offset(of: section)
        if let groups = section.groups(meeting: rect, scroll: scroll, offset: offset) {
            let first = section.firstItem(ofGroup: groups.lowerBound)
            let last =
                min(
                    section.itemCount,
                    groups.upperBound + 1 < section.groupCount
                        ? section.firstItem(ofGroup: groups.upperBound + 1) : section.itemCount) - 1
            // A self-sizing section's cells come from their own group instances and carry
            // their estimated axes; the others come from the shared template.
            let isSelfSizing = section.instances != nil
            if first <= last {
                for item in first...last {
                    let frame = section.itemFrame(item, scroll: scroll, offset: offset)
                    let leaf =
                        isSelfSizing ? section.leaf(ofItem: item) : section.template.leaves[item % section.perGroup]
                    let indexPath = IndexPath(item: item, section: section.index)
                    if frame.intersects(rect) {
                        result.append(
                            cellAttributes(
                                frame: frame, indexPath: indexPath, zIndex: leaf.zIndex,
                                estimatedAxes: isSelfSizing ? section.estimatedAxes(ofItem: item) : nil))
                    }
                    // Frames are checked before attributes are made: the extra groups each side
                    // (for badges that reach out of their cells) mostly stay off screen.
                    for supplementary in leaf.supplementaryItems {
                        let badge = supplementary.frame(in: frame)
                        guard badge.intersects(rect) else { continue }
                        result.append(supplementaryAttributes(supplementary, at: badge, indexPath: indexPath))
                    }
                }
            }
            if section.instances != nil || !section.template.supplements.isEmpty {
                for group in groups {
                    let origin = section.groupOrigin(group, scroll: scroll, offset: offset)
                    let firstItem = section.firstItem(ofGroup: group)
                    for supplement in section.template(ofGroup: group).supplements {
                        let item = firstItem + supplement.firstLeaf
                        guard item < section.itemCount else { continue }
                        let frame = supplement.frame.offsetBy(dx: origin.x, dy: origin.y)
                        let indexPath = IndexPath(item: item, section: section.index)
                        for supplementary in supplement.items {
                            let placed = supplementary.frame(in: frame)
                            guard placed.intersects(rect) else { continue }
                            result.append(supplementaryAttributes(supplementary, at: placed, indexPath: indexPath))
                        }
                    }
                }
            }
        }
        for placement in section.boundaries {
            let attributes = boundaryAttributes(placement, visible: visible)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
    }

    func cellAttributes(_ section: SectionGeometry, item: Int) -> CollectionViewLayoutAttributes {
        let frame = section.itemFrame(item, scroll: geometry.scroll, offset: offset(of: section))
        return cellAttributes(
            frame: frame, indexPath: IndexPath(item: item, section: section.index),
            zIndex: section.leaf(ofItem: item).zIndex,
            estimatedAxes: section.instances == nil ? nil : section.estimatedAxes(ofItem: item))
    }

    /// A cell's attributes; while its view has not been asked, they name its estimated axes.
    private func cellAttributes(
        frame: CGRect, indexPath: IndexPath, zIndex: Int, estimatedAxes: SelfSizingAxes?
    ) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.zIndex = zIndex
        // `rawValue`, not `isEmpty`: the option set's algebra is not specialised across modules.
        if let estimatedAxes, estimatedAxes.rawValue != 0, preferredSizes.items[indexPath] == nil {
            attributes.selfSizingAxes = estimatedAxes
        }
        return attributes
    }

    private func supplementaryAttributes(
        _ item: CollectionLayoutSupplementaryItem, on frame: CGRect, indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes {
        supplementaryAttributes(item, at: item.frame(in: frame), indexPath: indexPath)
    }

    /// The attributes of `item` already placed at `frame`.
    private func supplementaryAttributes(
        _ item: CollectionLayoutSupplementaryItem, at frame: CGRect, indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        return attributes
    }

    private func decorationAttributes(_ placement: DecorationPlacement) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(forDecorationViewOfKind: placement.item.elementKind, with: placement.indexPath)
        attributes.frame = placement.frame
        attributes.zIndex = placement.item.zIndex
        return attributes
    }

    /// A boundary item's attributes: at its natural place, or, when it pins, kept within the
    /// visible rectangle and the range of its section.
    func boundaryAttributes(_ placement: BoundaryPlacement, visible: CGRect?) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            forSupplementaryViewOfKind: placement.item.elementKind, with: placement.indexPath)
        var frame = placement.frame
        if placement.item.pinToVisibleBounds, let visible {
            let scroll = geometry.scroll
            let length = scroll.main(frame.size)
            let natural = scroll.main(frame.origin)
            let window = scroll.mainRange(visible)
            let pinned =
                placement.leads
                ? max(natural, min(window.min, placement.pinRange.max - length))
                : min(natural, max(window.max - length, placement.pinRange.min))
            frame = scroll.rect(
                main: pinned, cross: scroll.cross(frame.origin), mainLength: length,
                crossLength: scroll.cross(frame.size))
        }
        attributes.frame = frame
        attributes.zIndex = placement.item.zIndex
        if placement.estimatedAxes.rawValue != 0,
            preferredSizes.supplementary(ofKind: placement.item.elementKind, at: placement.indexPath) == nil
        {
            attributes.selfSizingAxes = placement.estimatedAxes
        }
        return attributes
    }

    /// The attributes class the layout makes (a subclass may return its own).
    private var attributesType: CollectionViewLayoutAttributes.Type {
        Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self
    }

    private func makeAttributes(forCellWith indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        attributesType.init(forCellWith: indexPath)
    }

    private func makeAttributes(
        forSupplementaryViewOfKind kind: String, with indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes {
        attributesType.init(forSupplementaryViewOfKind: kind, with: indexPath)
    }

    private func makeAttributes(
        forDecorationViewOfKind kind: String, with indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes {
        attributesType.init(forDecorationViewOfKind: kind, with: indexPath)
    }
}
