// swift-format-ignore-file
// The collection view delegate an app gives UICollectionViewSplitLayout: even sections on the
// left, odd ones on the right, square items (written for preview.sh; compiled with the layout).
import UIKit

final class SplitColumns: NSObject, UICollectionViewDelegateSectionSplitLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sideForSection section: Int) -> UICollectionViewSplitLayoutSide {
        section % 2 == 0 ? .left : .right
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat,
                        side: UICollectionViewSplitLayoutSide) -> CGSize {
        CGSize(width: width / 2, height: width / 2)
    }
}
