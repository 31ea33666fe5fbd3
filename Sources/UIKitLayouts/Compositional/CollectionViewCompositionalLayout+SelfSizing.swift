import CollectionLayout
import Foundation

extension CollectionViewCompositionalLayout: EstimatingLayout {
    /// The items and boundary items with estimated dimensions whose views have not been asked
    /// yet, in layout order: the layout's headers, then section by section its headers, its
    /// items and its footers, then the layout's footers. Boundary items are given at their
    /// natural (unpinned) frames.
    package func elementsAwaitingSizing() -> [CollectionViewLayoutAttributes] {
        var pending: [CollectionViewLayoutAttributes] = []
        func appendBoundaries(_ placements: [BoundaryPlacement], leading: Bool) {
            for placement in placements where placement.leads == leading && !placement.estimatedAxes.isEmpty {
                let attributes = boundaryAttributes(placement, visible: nil)
                if !attributes.selfSizingAxes.isEmpty { pending.append(attributes) }
            }
        }
        appendBoundaries(geometry.boundaries, leading: true)
        for section in geometry.sections {
            appendBoundaries(section.boundaries, leading: true)
            if section.instances != nil {
                for item in 0..<section.itemCount where !section.estimatedAxes(ofItem: item).isEmpty {
                    let attributes = cellAttributes(section, item: item)
                    if !attributes.selfSizingAxes.isEmpty { pending.append(attributes) }
                }
            }
            appendBoundaries(section.boundaries, leading: false)
        }
        appendBoundaries(geometry.boundaries, leading: false)
        return pending
    }
}
