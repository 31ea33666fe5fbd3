// swift-format-ignore-file
import QuartzCore
import UIKit

/// A vertical strip of slanted cards, written as apps write such layouts for UIKit: each
/// card overlaps the next by `slantingSize`, and its attributes carry a `CAShapeLayer` whose
/// path cuts the card into a parallelogram; the cell installs it as its layer's mask and
/// hit-tests through the mask's path.
final class SlantedStripAttributes: UICollectionViewLayoutAttributes {
    var maskLayer: CAShapeLayer?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! SlantedStripAttributes
        copy.maskLayer = maskLayer
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SlantedStripAttributes else { return false }
        return super.isEqual(other) && other.maskLayer?.path == maskLayer?.path
    }
}

final class SlantedStripLayout: UICollectionViewLayout {
    var itemHeight: CGFloat = 200
    var slantingSize: CGFloat = 40

    private var cache: [SlantedStripAttributes] = []
    private var contentHeight: CGFloat = 0

    override class var layoutAttributesClass: AnyClass { SlantedStripAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let width = collectionView.bounds.width
        let count = collectionView.numberOfItems(inSection: 0)
        var y: CGFloat = 0
        for item in 0..<count {
            let attributes = SlantedStripAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: y, width: width, height: itemHeight)
            attributes.zIndex = item
            attributes.maskLayer = maskLayer(size: attributes.size, isFirst: item == 0, isLast: item == count - 1)
            cache.append(attributes)
            y += itemHeight - slantingSize
        }
        contentHeight = count > 0 ? y + slantingSize : 0
    }

    /// A parallelogram: the top edge falls by `slantingSize` from left to right, the bottom
    /// edge too; the first card keeps a straight top and the last a straight bottom.
    private func maskLayer(size: CGSize, isFirst: Bool, isLast: Bool) -> CAShapeLayer {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: size.width, y: isFirst ? 0 : slantingSize))
        path.addLine(to: CGPoint(x: size.width, y: size.height))
        path.addLine(to: CGPoint(x: 0, y: isLast ? size.height : size.height - slantingSize))
        path.close()
        let layer = CAShapeLayer()
        layer.path = path.cgPath
        return layer
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

final class SlantedStripCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? SlantedStripAttributes else { return }
        layer.mask = attributes.maskLayer
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let mask = layer.mask as? CAShapeLayer, let path = mask.path else {
            return super.point(inside: point, with: event)
        }
        let bezierPath = UIBezierPath()
        bezierPath.cgPath = path
        return bezierPath.contains(point)
    }
}
