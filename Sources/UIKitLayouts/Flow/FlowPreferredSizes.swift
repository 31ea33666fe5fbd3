import CollectionLayout
import Foundation

/// The sizes a self-sizing flow layout's views preferred: per item, and the scroll-axis length
/// per section header and footer. They replace the estimates when the sections are placed.
struct PreferredSizes: Sendable, Equatable {
    var items: [IndexPath: CGSize] = [:]
    var headerLengths: [Int: CGFloat] = [:]
    var footerLengths: [Int: CGFloat] = [:]

    /// Whether the element's view has been asked.
    func hasSize(for element: FlowElement, section: Int) -> Bool {
        switch element {
        case .item(let item): items[IndexPath(item: item, section: section)] != nil
        case .header: headerLengths[section] != nil
        case .footer: footerLengths[section] != nil
        }
    }

    /// Records `size` for the element (the scroll-axis length of a header or footer).
    mutating func record(
        _ size: CGSize, for attributes: CollectionViewLayoutAttributes, direction: CollectionViewScrollDirection
    ) {
        let indexPath = attributes.indexPath
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _):
            items[indexPath] = size
        case (.supplementaryView, ElementKind.sectionHeader?):
            headerLengths[indexPath.section] = direction.scrollLength(of: size)
        case (.supplementaryView, ElementKind.sectionFooter?):
            footerLengths[indexPath.section] = direction.scrollLength(of: size)
        default:
            break
        }
    }

    /// `metrics` with the recorded sizes in place of the estimates (unchanged when not self-sizing).
    func applied(
        to metrics: FlowSectionMetrics, section: Int, direction: CollectionViewScrollDirection, isSelfSizing: Bool
    ) -> FlowSectionMetrics {
        guard isSelfSizing, self != PreferredSizes() else { return metrics }
        var metrics = metrics
        if let length = headerLengths[section], direction.scrollLength(of: metrics.headerReferenceSize) > 0 {
            metrics.headerReferenceSize = direction.size(
                scroll: length, cross: direction.crossLength(of: metrics.headerReferenceSize))
        }
        if let length = footerLengths[section], direction.scrollLength(of: metrics.footerReferenceSize) > 0 {
            metrics.footerReferenceSize = direction.size(
                scroll: length, cross: direction.crossLength(of: metrics.footerReferenceSize))
        }
        let count = metrics.itemSizes.count
        var replaced = false
        let sizes = (0..<count).map { item -> CGSize in
            if let size = items[IndexPath(item: item, section: section)] {
                replaced = true
                return size
            }
            return metrics.itemSizes[item]
        }
        if replaced { metrics.itemSizes = FlowItemSizes(sizes) }
        return metrics
    }
}
