// swift-format-ignore-file
// The delegate an app gives HorizontalStickyHeaderLayout: item, header and inset sizes (written
// for preview.sh; compiled with the layout's files).
import UIKit

final class StickyHeaderSizes: NSObject, HorizontalStickyHeaderLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, hshlSizeForItemAtIndexPath indexPath: IndexPath) -> CGSize {
        CGSize(width: 120, height: 120)
    }

    func collectionView(_ collectionView: UICollectionView, hshlSectionInsetsAtSection section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 60, left: 10, bottom: 10, right: 10)
    }

    func collectionView(_ collectionView: UICollectionView, hshlMinSpacingForCellsAtSection section: Int) -> CGFloat {
        10
    }

    func collectionView(_ collectionView: UICollectionView, hshlSizeForHeaderAtSection section: Int) -> CGSize {
        CGSize(width: 200, height: 40)
    }

    func collectionView(_ collectionView: UICollectionView, hshlHeaderInsetsAtSection section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
}
