import CollectionLayout
import UIKitLayouts
import Foundation

/// A flow delegate that gives items sizes from a list, repeating it: item `k` of every section
/// gets `sizes[k % sizes.count]`. The registry's `itemSizes` parameter installs one.
final class FlowItemSizeList: CollectionViewDelegateFlowLayout {
    let sizes: [CGSize]

    /// A list of at least one size.
    init(_ sizes: [CGSize]) {
        self.sizes = sizes
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard !sizes.isEmpty else {
            return (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize
                ?? CollectionViewFlowLayout.defaultItemSize
        }
        return sizes[indexPath.item % sizes.count]
    }
}
