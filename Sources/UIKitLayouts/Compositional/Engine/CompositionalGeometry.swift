import CollectionLayout
import Foundation
import HeadlessUI

/// Everything `prepare()` resolves: each section's geometry, the layout's own boundary items,
/// the content size, and the issues of sections that could not be laid out.
struct CompositionalGeometry {
    /// The axis the layout scrolls along.
    var scroll: Axis
    /// The sections, in order (their ranges along the scroll axis ascend).
    var sections: [SectionGeometry] = []
    /// The layout's own headers and footers.
    var boundaries: [BoundaryPlacement] = []
    /// The content size.
    var contentSize: CGSize = .zero
    /// Sections (or layout boundary items) that could not be laid out.
    var issues: [CompositionalLayoutIssue] = []
    /// The container's size minus its insets.
    var effectiveSize: CGSize = .zero
    /// The insets a content-insets reference adds to a section's, beyond the container.
    var referenceInsets: (ContentInsetsReference) -> DirectionalEdgeInsets = { _ in .zero }
    /// The configuration's reference, for sections whose own is `.automatic`.
    var defaultReference: ContentInsetsReference = .automatic
    /// The sizes the views preferred, in place of the estimates.
    var preferred = CompositionalPreferredSizes()

    /// An empty geometry.
    init(scroll: Axis) {
        self.scroll = scroll
    }

    /// Resolves every section for `environment`.
    init(
        configuration: CollectionViewCompositionalLayoutConfiguration, itemCounts: [Int],
        environment: LayoutEnvironment, provider: (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?,
        referenceInsets: @escaping (ContentInsetsReference) -> DirectionalEdgeInsets = { _ in .zero },
        preferred: CompositionalPreferredSizes = CompositionalPreferredSizes()
    ) {
        scroll = Axis(horizontal: configuration.scrollDirection == .horizontal)
        self.preferred = preferred
        effectiveSize = environment.container.effectiveContentSize
        self.referenceInsets = referenceInsets
        defaultReference = configuration.contentInsetsReference
        var cursor: CGFloat = 0
        let layoutBoundaries = configuration.boundarySupplementaryItems
        let whole = CGRect(origin: .zero, size: effectiveSize)
        do {
            boundaries = try placeBoundaries(
                layoutBoundaries.filter { leads($0) }, section: 0, area: whole, cursor: &cursor, leads: true)
        } catch {
            issues.append(CompositionalLayoutIssue(section: nil, message: error.message))
        }
        let contentStart = cursor
        for (index, count) in itemCounts.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            guard let section = provider(index, environment) else {
                sections.append(empty(index, at: cursor))
                continue
            }
            do {
                sections.append(try place(section, index: index, itemCount: count, cursor: &cursor, environment))
            } catch {
                issues.append(CompositionalLayoutIssue(section: index, message: error.message))
                sections.append(empty(index, at: cursor))
            }
        }
        do {
            let trailing = try placeBoundaries(
                layoutBoundaries.filter { !leads($0) }, section: 0, area: whole, cursor: &cursor, leads: false)
            boundaries += trailing
        } catch {
            issues.append(CompositionalLayoutIssue(section: nil, message: error.message))
        }
        for index in boundaries.indices { boundaries[index].pinRange = (contentStart, cursor) }
        contentSize = scroll.size(main: cursor, cross: scroll.cross(effectiveSize))
    }

    private func empty(_ index: Int, at cursor: CGFloat) -> SectionGeometry {
        SectionGeometry(
            index: index, section: nil, itemCount: 0, template: GroupTemplate(size: .zero, leaves: []),
            isOrthogonal: false, groupsOrigin: .zero, pitch: 0, range: (cursor, cursor), orthogonalLength: 0,
            orthogonalLeadingInset: 0, boundaries: [], decorations: [], instances: nil)
    }

    /// Whether a boundary item sits before the content along the scroll axis.
    func leads(_ item: CollectionLayoutBoundarySupplementaryItem) -> Bool {
        if scroll.horizontal {
            return !item.alignment.edges.contains(.trailing)
        }
        return !item.alignment.edges.contains(.bottom)
    }

    private func place(
        _ section: CollectionLayoutSection, index: Int, itemCount: Int, cursor: inout CGFloat,
        _ environment: LayoutEnvironment
    ) throws(GeometryProblem) -> SectionGeometry {
        var insets = section.contentInsets
        let reference =
            section.contentInsetsReference == .automatic ? defaultReference : section.contentInsetsReference
        if reference != .automatic {
            // Across the scroll axis only: the reference boundary, then the section's insets.
            let extra = referenceInsets(reference)
            if scroll.horizontal {
                insets.top += extra.top
                insets.bottom += extra.bottom
            } else {
                insets.leading += extra.leading
                insets.trailing += extra.trailing
            }
        }
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing, section.interGroupSpacing]
        where !value.isFinite {
            throw GeometryProblem(message: "the section's contentInsets or interGroupSpacing is not a number")
        }
        let container = CGRect(origin: .zero, size: effectiveSize).inset(by: insets)
        guard container.width >= 0, container.height >= 0 else {
            throw GeometryProblem(
                message: "the section's content insets (\(GroupTemplate.describe(insets))) are larger than its "
                    + "container (\(GroupTemplate.format(effectiveSize.width)) × "
                    + "\(GroupTemplate.format(effectiveSize.height)) points)")
        }
        let groupSize = try GroupTemplate.resolvedSize(of: section.group, in: container.size)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let instances =
            GroupTemplate.isSizedByContent(section.group)
            ? try resolveInstances(
                of: section, index: index, itemCount: itemCount, container: container.size, orthogonal: orthogonal,
                traits: environment.traitCollection)
            : nil
        let template: GroupTemplate
        if let first = instances?.templates.first {
            template = first
        } else {
            template = try GroupTemplate.resolve(section.group, size: groupSize, traits: environment.traitCollection)
        }
        let start = cursor
        let mainInsets = scroll.mainInsets(insets)
        let crossInsets = scroll.crossInsets(insets)
        // Boundary items span the container, or the container inset across the axis.
        let follows = section.supplementariesFollowContentInsets
        let boundaryArea = scroll.rect(
            main: 0, cross: follows ? crossInsets.before : 0, mainLength: scroll.main(effectiveSize),
            crossLength: scroll.cross(effectiveSize) - (follows ? crossInsets.before + crossInsets.after : 0))
        let items = section.boundarySupplementaryItems
        var placements = try placeBoundaries(
            items.filter { leads($0) }, section: index, area: boundaryArea, cursor: &cursor, leads: true)
        let contentStart = cursor
        let perGroup = template.leaves.count
        let groupCount = instances?.templates.count ?? (perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup)
        let stacked = groupCount == 0 ? 0 : CGFloat(groupCount - 1) * section.interGroupSpacing
        let groupsLength: CGFloat
        let orthogonalLength: CGFloat
        if let instances {
            // Instances stack `interGroupSpacing` apart; their ends hold their own lengths.
            let stackedLength = instances.ends.last ?? 0
            if orthogonal {
                groupsLength = instances.templates.map { scroll.main($0.size) }.max() ?? 0
                orthogonalLength = crossInsets.before + stackedLength + crossInsets.after
            } else {
                groupsLength = stackedLength
                orthogonalLength = scroll.cross(effectiveSize)
            }
        } else if orthogonal {
            groupsLength = groupCount == 0 ? 0 : scroll.main(template.size)
            orthogonalLength =
                crossInsets.before + CGFloat(groupCount) * scroll.cross(template.size) + stacked + crossInsets.after
        } else {
            groupsLength = CGFloat(groupCount) * scroll.main(template.size) + stacked
            orthogonalLength = scroll.cross(effectiveSize)
        }
        let groupsOrigin = scroll.point(main: contentStart + mainInsets.before, cross: crossInsets.before)
        cursor = contentStart + mainInsets.before + groupsLength + mainInsets.after
        let contentEnd = cursor
        // Headers and footers that do not extend the boundary overlap the content's edges.
        for (offset, placement) in placements.enumerated() where !placement.item.extendsBoundary {
            placements[offset].frame = moved(placement.frame, toMain: contentStart)
        }
        var trailing = try placeBoundaries(
            items.filter { !leads($0) }, section: index, area: boundaryArea, cursor: &cursor, leads: false)
        for (offset, placement) in trailing.enumerated() where !placement.item.extendsBoundary {
            let length = scroll.main(placement.frame.size)
            trailing[offset].frame = moved(placement.frame, toMain: contentEnd - length)
        }
        placements += trailing
        for offset in placements.indices { placements[offset].pinRange = (contentStart, contentEnd) }
        // A background covers the whole section, headers and footers included, inset by its
        // own content insets.
        let sectionRect = scroll.rect(
            main: start, cross: 0, mainLength: cursor - start, crossLength: scroll.cross(effectiveSize))
        let decorations = section.decorationItems.enumerated().map { offset, item in
            DecorationPlacement(
                item: item, indexPath: IndexPath(item: offset, section: index),
                frame: sectionRect.inset(by: item.contentInsets))
        }
        let pitch = (orthogonal ? scroll.cross(template.size) : scroll.main(template.size)) + section.interGroupSpacing
        return SectionGeometry(
            index: index, section: section, itemCount: itemCount, template: template, isOrthogonal: orthogonal,
            groupsOrigin: groupsOrigin, pitch: pitch, range: (start, cursor), orthogonalLength: orthogonalLength,
            orthogonalLeadingInset: crossInsets.before, boundaries: placements, decorations: decorations,
            instances: instances)
    }

    /// The group instances of a section whose dimensions its content decides: each resolved
    /// with the sizes its views preferred, stacked `interGroupSpacing` apart (along the scroll
    /// axis, or across it in an orthogonal section).
    private func resolveInstances(
        of section: CollectionLayoutSection, index: Int, itemCount: Int, container: CGSize, orthogonal: Bool,
        traits: TraitCollection
    ) throws(GeometryProblem) -> GroupInstances {
        let instances = GroupInstances()
        var sizing = SizingCursor(section: index, itemCount: itemCount, preferred: preferred)
        var along: CGFloat = 0
        while sizing.hasItem {
            let first = sizing.next
            let template = try GroupTemplate.resolveInstance(
                section.group, container: container, cursor: &sizing, traits: traits)
            guard sizing.next > first else {
                throw GeometryProblem(message: "the group holds no items, so it would repeat without end")
            }
            let length = orthogonal ? scroll.cross(template.size) : scroll.main(template.size)
            instances.append(template, firstItem: first, offset: along, length: length)
            along += length + section.interGroupSpacing
        }
        return instances
    }

    private func moved(_ frame: CGRect, toMain main: CGFloat) -> CGRect {
        scroll.rect(
            main: main, cross: scroll.cross(frame.origin), mainLength: scroll.main(frame.size),
            crossLength: scroll.cross(frame.size))
    }

    /// Places `items` one after another from `cursor` along the scroll axis, sized against
    /// `area`, aligned across it; items that extend the boundary advance the cursor.
    private func placeBoundaries(
        _ items: [CollectionLayoutBoundarySupplementaryItem], section: Int, area: CGRect, cursor: inout CGFloat,
        leads: Bool
    ) throws(GeometryProblem) -> [BoundaryPlacement] {
        var placements: [BoundaryPlacement] = []
        var kinds: [String: Int] = [:]
        for item in items {
            let number = kinds[item.elementKind, default: 0]
            kinds[item.elementKind] = number + 1
            let indexPath = IndexPath(item: number, section: section)
            // An estimated dimension takes the length the item's view preferred.
            let estimatedAxes = item.layoutSize.axesSizedByContent
            var size = item.layoutSize.resolved(in: area.size)
            try GroupTemplate.checkSize(size, of: "boundary item \(item.elementKind)", dimensions: item.layoutSize)
            if estimatedAxes.rawValue != 0 {
                size = CollectionLayoutSize.replacing(
                    estimatedAxes, of: size, with: preferred.supplementary(ofKind: item.elementKind, at: indexPath))
            }
            let crossSpace = scroll.cross(area.size) - scroll.cross(size)
            let edges = item.alignment.edges
            let crossBefore: DirectionalRectEdge = scroll.horizontal ? .top : .leading
            let crossAfter: DirectionalRectEdge = scroll.horizontal ? .bottom : .trailing
            let crossShift =
                edges.contains(crossBefore) ? 0 : edges.contains(crossAfter) ? crossSpace : crossSpace / 2
            let frame = scroll.rect(
                main: cursor, cross: scroll.cross(area.origin) + crossShift, mainLength: scroll.main(size),
                crossLength: scroll.cross(size)
            ).offsetBy(dx: item.offset.x, dy: item.offset.y)
            if item.extendsBoundary { cursor += scroll.main(size) }
            placements.append(
                BoundaryPlacement(
                    item: item, indexPath: indexPath, frame: frame, leads: leads, pinRange: (0, 0)))
        }
        return placements
    }
}
