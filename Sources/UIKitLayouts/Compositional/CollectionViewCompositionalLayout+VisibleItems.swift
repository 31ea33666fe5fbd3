import CollectionLayout
import Foundation

extension CollectionViewCompositionalLayout {
    /// Calls a section's visible-items handler with the section's elements that meet the
    /// visible rectangle. The offset is the section's own offset for an orthogonal section
    /// (x for a vertical layout), else the collection view's content offset; item frames are
    /// given before the orthogonal offset, as in UIKit.
    func applyHandler(
        _ handler: CollectionLayoutSectionVisibleItemsInvalidationHandler, section: SectionGeometry,
        elements: ArraySlice<CollectionViewLayoutAttributes>, visible: CGRect?
    ) {
        guard let view = collectionView, let visible else { return }
        let scroll = geometry.scroll
        let offset = offset(of: section)
        let shift = section.isOrthogonal ? scroll.point(main: 0, cross: offset) : .zero
        let items = elements.filter { $0.frame.intersects(visible) }.map {
            CompositionalVisibleItem(attributes: $0, shift: shift)
        }
        guard !items.isEmpty else { return }
        let reported = section.isOrthogonal ? shift : view.contentOffset
        handler(items, reported, environment)
    }
}
