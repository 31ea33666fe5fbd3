import CollectionLayout
import Foundation

extension PizzaHalfSelectorLayout {
    /// The header for a row before fade and translation: frame and zIndex.
    func headerAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader, with: indexPath)
        attributes.frame = headerFrame(in: collectionView)
        attributes.zIndex = headerZIndex
        return attributes
    }

    func headerFrame(in collectionView: CollectionView) -> CGRect {
        let margins = collectionView.layoutMargins
        let inset = max(margins.left, margins.right)
        let height = configuration.headerHeight
        let bounds = collectionView.bounds
        let top = bounds.minY + (bounds.height - itemSize.height) / 2 - height / 2 - Self.headerExtraOffset
        return CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: height)
    }

    /// alpha 1 − |uᵣ| and translation (0, 20·uᵣ).
    func updateHeader(_ header: CollectionViewLayoutAttributes) {
        let normalized = normalizedOffset(row: header.indexPath.row)
        header.alpha = 1 - abs(normalized)
        header.transform = CGAffineTransform(
            translationX: 0, y: Self.headerTranslationAmplitude * normalized)
    }
}
