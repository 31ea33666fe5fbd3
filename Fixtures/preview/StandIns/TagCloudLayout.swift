import UIKit

/// Sizes the tags of a tag cloud: only their widths, as the text decides them.
protocol TagCloudSizing: AnyObject {
    func tagCloudLayout(_ layout: TagCloudLayout, widthForTagAt index: Int) -> CGFloat
}

/// Tags left-aligned in rows that wrap when the next tag does not fit.
final class TagCloudLayout: UICollectionViewLayout {
    weak var sizing: TagCloudSizing?
    var tagHeight: CGFloat = 32
    var spacing: CGFloat = 8
    var inset: CGFloat = 12

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, let sizing = sizing else {
            print("TagCloudLayout: set `sizing` before laying out")
            return
        }
        let maxX = collectionView.bounds.width - inset
        var x = inset
        var y = inset
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let width = min(sizing.tagCloudLayout(self, widthForTagAt: item), maxX - inset)
            if x + width > maxX {
                x = inset
                y += tagHeight + spacing
            }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: x, y: y, width: width, height: tagHeight)
            cache.append(attributes)
            x += width + spacing
        }
        contentHeight = y + tagHeight + inset
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}
