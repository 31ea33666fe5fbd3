import UIKit

/// A card layout made the way many apps make theirs: with the card size passed to its
/// initializer, and no `init()`.
final class SizedCardsLayout: UICollectionViewFlowLayout {
    init(itemSize: CGSize, spacing: CGFloat = 16) {
        super.init()
        self.itemSize = itemSize
        minimumLineSpacing = spacing
        minimumInteritemSpacing = spacing
        sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
