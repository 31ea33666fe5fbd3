/// A waterfall layout as iOS developers write it (after the Pinterest tutorial layouts): an
/// `@objc` delegate protocol with a required and two optional requirements, `@IBInspectable`
/// settings, `@objc dynamic` state, and call sites that fall back to the layout's own property.
enum PinterestLayoutSource {
    static let fileName = "Sources/Waterfall/PinterestLayout.swift"

    static let text = #"""
        import UIKit

        @objc protocol PinterestLayoutDelegate: AnyObject {
            func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
            @objc optional func collectionView(_ collectionView: UICollectionView, columnCountForSection section: Int) -> Int
            @objc optional var cellPadding: CGFloat { get }
        }

        class PinterestLayout: UICollectionViewLayout {
            weak var delegate: PinterestLayoutDelegate?

            @IBInspectable var numberOfColumns: Int = 2
            @IBInspectable var itemSpacing: CGFloat = 6
            @objc dynamic var contentHeight: CGFloat = 0

            private var cache: [UICollectionViewLayoutAttributes] = []

            private var contentWidth: CGFloat {
                guard let collectionView = collectionView else { return 0 }
                let insets = collectionView.contentInset
                return collectionView.bounds.width - (insets.left + insets.right)
            }

            override var collectionViewContentSize: CGSize {
                return CGSize(width: contentWidth, height: contentHeight)
            }

            override func prepare() {
                guard cache.isEmpty, let collectionView = collectionView else { return }
                let columns = delegate?.collectionView?(collectionView, columnCountForSection: 0) ?? numberOfColumns
                let padding = delegate?.cellPadding ?? itemSpacing
                let columnWidth = contentWidth / CGFloat(columns)
                var xOffset: [CGFloat] = []
                for column in 0..<columns {
                    xOffset.append(CGFloat(column) * columnWidth)
                }
                var column = 0
                var yOffset: [CGFloat] = .init(repeating: 0, count: columns)
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let indexPath = IndexPath(item: item, section: 0)
                    let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180
                    let height = padding * 2 + photoHeight
                    let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = frame.insetBy(dx: padding, dy: padding)
                    cache.append(attributes)
                    contentHeight = max(contentHeight, frame.maxY)
                    yOffset[column] = yOffset[column] + height
                    column = column < (columns - 1) ? (column + 1) : 0
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                return cache.filter { $0.frame.intersects(rect) }
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                return cache[indexPath.item]
            }
        }
        """#
}
