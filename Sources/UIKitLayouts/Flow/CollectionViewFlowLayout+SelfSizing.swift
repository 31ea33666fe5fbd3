import CollectionLayout
import Foundation

extension CollectionViewFlowLayout: EstimatingLayout {
    /// The items, headers and footers whose views have not been asked yet, section by section
    /// (header, items, footer), as the subclass's `layoutAttributesForItem(at:)` and
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` return them.
    package func elementsAwaitingSizing() -> [CollectionViewLayoutAttributes] {
        guard isSelfSizing else { return [] }
        let geometry = currentGeometry()
        var pending: [CollectionViewLayoutAttributes] = []
        for (section, placed) in geometry.sections.enumerated() {
            if placed.headerFrame != nil, !preferredSizes.hasSize(for: .header, section: section) {
                pending += attributesAwaitingSizing(ofKind: ElementKind.sectionHeader, section: section)
            }
            for item in placed.itemFrames.indices where !preferredSizes.hasSize(for: .item(item), section: section) {
                if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)),
                    !attributes.selfSizingAxes.isEmpty
                {
                    pending.append(attributes)
                }
            }
            if placed.footerFrame != nil, !preferredSizes.hasSize(for: .footer, section: section) {
                pending += attributesAwaitingSizing(ofKind: ElementKind.sectionFooter, section: section)
            }
        }
        return pending
    }

    private func attributesAwaitingSizing(ofKind kind: String, section: Int) -> [CollectionViewLayoutAttributes] {
        guard
            let attributes = layoutAttributesForSupplementaryView(
                ofKind: kind, at: IndexPath(item: 0, section: section)),
            !attributes.selfSizingAxes.isEmpty
        else { return [] }
        return [attributes]
    }
}
