import UIKit

/// A layout with a typo, as one has while writing it: the compiler's error must point here.
class BrokenLayout: UICollectionViewLayout {
    var spacing: CGFloat = 8

    override var collectionViewContentSize: CGSize {
        return CGSize(width: 320, height: spacng * 10)
    }
}
