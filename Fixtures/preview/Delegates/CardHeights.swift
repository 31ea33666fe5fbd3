import UIKit

/// What an app's view controller answers a waterfall layout: each card's height.
final class CardHeights: NSObject, WaterfallLayoutDelegate {
    let heights: [CGFloat] = [120, 180, 90, 150]

    func collectionView(
        _ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        heights[indexPath.item % heights.count]
    }
}

/// A tag cloud's sizes, answered as a flow layout's delegate (`sizeForItemAt`): the flow
/// layout reads them from the collection view's delegate.
final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 60 + 20 * CGFloat(indexPath.item % 3), height: 40)
    }
}
