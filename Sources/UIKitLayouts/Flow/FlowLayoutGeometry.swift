import CollectionLayout
import Foundation

/// A flow layout's placed sections and content size, computed in `prepare()` and queried by
/// binary search.
struct FlowLayoutGeometry: Sendable {
    var direction: CollectionViewScrollDirection
    /// The content's cross-axis extent the sections were placed in.
    var crossExtent: CGFloat
    /// Item counts per section when placed (a change means the geometry is stale).
    var itemCounts: [Int]
    var sections: [FlowSectionGeometry]
    var contentSize: CGSize
    /// Sections by the scroll-axis extent of their elements.
    private var sectionIndex: IntervalIndex

    /// Places `metrics` one section after another.
    init(direction: CollectionViewScrollDirection, crossExtent: CGFloat, metrics: [FlowSectionMetrics]) {
        let builder = FlowSectionBuilder(direction: direction, crossExtent: crossExtent)
        var cursor: CGFloat = 0
        var sections: [FlowSectionGeometry] = []
        sections.reserveCapacity(metrics.count)
        for sectionMetrics in metrics {
            let section = builder.place(sectionMetrics, from: cursor)
            sections.append(section)
            cursor = section.scrollEnd
        }
        self.direction = direction
        self.crossExtent = crossExtent
        self.itemCounts = metrics.map(\.itemSizes.count)
        self.sections = sections
        self.contentSize = direction.size(scroll: cursor, cross: crossExtent)
        self.sectionIndex = IntervalIndex(
            starts: sections.map(\.elementScrollRange.lowerBound),
            ends: sections.map(\.elementScrollRange.upperBound))
    }

    /// Calls `body` with the section, element and frame of every element intersecting `rect`:
    /// section by section, header, items, footer.
    func forEachElement(in rect: CGRect, _ body: (Int, FlowElement, CGRect) -> Void) {
        guard !rect.isNull, !rect.origin.x.isNaN, !rect.origin.y.isNaN,
            !rect.size.width.isNaN, !rect.size.height.isNaN
        else { return }
        let scroll = FlowSectionGeometry.widened(direction.scrollRange(of: rect))
        for section in sectionIndex.candidates(overlapping: scroll.lowerBound, scroll.upperBound) {
            sections[section].forEachElement(in: rect, direction: direction) { element, frame in
                body(section, element, frame)
            }
        }
    }

    /// The frame of item `indexPath`, if it exists.
    func itemFrame(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let frames = sections[indexPath.section].itemFrames
        return frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
    }
}
