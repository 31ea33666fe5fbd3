// swift-format-ignore-file
import UIKit
import CoreGraphics
import QuartzCore

/// A centred carousel as iOS apps write it: it reads `collectionView!.bounds`, sizes its cards
/// from `UIScreen.main.bounds.width`, scales them with `CATransform3DMakeScale` by their distance
/// from the centre, and compares sizes with `equalTo`.
class CarouselLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: UIScreen.main.bounds.width * 0.6, height: 200)
    var spacing: CGFloat = 20
    var minimumScale: CGFloat = 0.8

    private var cache = [UICollectionViewLayoutAttributes]()
    private var preparedSize = CGSize.zero

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        if preparedSize.equalTo(collectionView.bounds.size) && !cache.isEmpty { return }
        preparedSize = collectionView.bounds.size
        cache.removeAll()
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(
                x: inset + CGFloat(item) * (itemSize.width + spacing),
                y: (collectionView.bounds.height - itemSize.height) / 2,
                width: itemSize.width, height: itemSize.height)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView, let last = cache.last else { return .zero }
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        return CGSize(width: last.frame.maxX + inset, height: collectionView.bounds.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let centerX = collectionView!.bounds.midX
        return cache.filter { $0.frame.intersects(rect) }.map { cached in
            let attributes = cached.copy() as! UICollectionViewLayoutAttributes
            let distance = abs(attributes.center.x - centerX)
            let progress = min(distance / (itemSize.width + spacing), 1)
            let scale = 1 - (1 - minimumScale) * progress
            attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
            attributes.alpha = 1 - 0.5 * progress
            attributes.zIndex = Int((1 - progress) * 10)
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let pitch = itemSize.width + spacing
        let page = (proposedContentOffset.x / pitch).rounded()
        return CGPoint(x: page * pitch, y: proposedContentOffset.y)
    }
}
