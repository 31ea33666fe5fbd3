// swift-format-ignore-file
import UIKit

/// Pages of 250 points centred by the content inset, set up from `invalidateLayout(with:)` when
/// the collection view's size changes — the way ExpandingCollection's layout does it.
final class CenteringPageLayout: UICollectionViewFlowLayout {
    private var lastSize = CGSize.zero
    private(set) var invalidations = 0

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 250, height: 400)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        invalidations += 1
        guard let collectionView = collectionView else { return }
        if collectionView.bounds.size != lastSize {
            let inset = collectionView.bounds.width / 2 - itemSize.width / 2
            collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
            collectionView.contentOffset = CGPoint(x: -inset, y: 0)
            lastSize = collectionView.bounds.size
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
