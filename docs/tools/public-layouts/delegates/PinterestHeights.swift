// swift-format-ignore-file
// The delegate an app gives RWPinterest's PinterestLayout: photo and caption heights that vary
// by item (written for preview.sh; compiled with the layout's files).
import UIKit

final class PinterestHeights: NSObject, PinterestLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
                        withWidth: CGFloat) -> CGFloat {
        withWidth * [1.2, 0.8, 1.5, 1.0][indexPath.item % 4]
    }

    func collectionView(_ collectionView: UICollectionView,
                        heightForAnnotationAtIndexPath indexPath: IndexPath, withWidth width: CGFloat) -> CGFloat {
        [40, 60][indexPath.item % 2]
    }
}
