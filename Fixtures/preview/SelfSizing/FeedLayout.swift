import UIKit

/// A feed of full-width rows whose heights come from their cells (self-sizing).
final class FeedLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        minimumLineSpacing = 8
        sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
