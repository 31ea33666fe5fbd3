// swift-format-ignore-file
// The collection view delegate an app gives CHTCollectionViewWaterfallLayout: item sizes whose
// heights vary (written for preview.sh; compiled with the layout's files).
import UIKit

final class WaterfallSizes: NSObject, CHTCollectionViewDelegateWaterfallLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: [120, 180, 90, 150][indexPath.item % 4])
    }
}
