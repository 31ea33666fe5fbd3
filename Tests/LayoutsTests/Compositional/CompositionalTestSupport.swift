import CollectionLayout
import Foundation
import Layouts
import UIKitLayouts

/// A 400 × 800 collection view (no insets) with `layout` installed and `counts` items.
func compositionalView(
    _ layout: CollectionViewCompositionalLayout, counts: [Int], size: CGSize = CGSize(width: 400, height: 800)
) -> CollectionView {
    let view = CollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, itemCounts: counts)
    view.layoutIfNeeded()
    return view
}

/// The frame of item `item` in `section`.
func itemFrame(_ layout: CollectionViewCompositionalLayout, _ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// A size of two dimensions.
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section repeating a horizontal group of `subitems`.
func rowSection(
    group groupSize: CollectionLayoutSize, _ subitems: [CollectionLayoutItem]
) -> CollectionLayoutSection {
    CollectionLayoutSection(group: .horizontal(layoutSize: groupSize, subitems: subitems))
}
