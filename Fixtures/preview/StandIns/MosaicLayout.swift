import UIKit

/// The rows a mosaic is made of.
enum MosaicPattern {
    /// One item the whole width.
    case single
    /// Two items side by side.
    case halves
    /// Three items side by side.
    case thirds
    /// A big item on the left, two small ones stacked on the right.
    case bigAndTwoSmall
}

/// Chooses each row's pattern, as a mosaic's data source does.
protocol MosaicLayoutDataSource: AnyObject {
    func mosaicLayout(_ layout: MosaicLayout, patternForRowAt row: Int) -> MosaicPattern
}

/// Outlines the rows when they are highlighted; the preview does not need it.
protocol MosaicLayoutHighlighter: AnyObject {
    func outline(of layout: MosaicLayout, forRowAt row: Int) -> UIBezierPath
}

/// Rows of squares in the patterns the data source picks.
final class MosaicLayout: UICollectionViewLayout {
    weak var dataSource: MosaicLayoutDataSource?
    weak var highlighter: MosaicLayoutHighlighter?
    var rowHeight: CGFloat = 120
    var spacing: CGFloat = 4

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, let dataSource = dataSource else { return }
        let width = collectionView.bounds.width
        let count = collectionView.numberOfItems(inSection: 0)
        var item = 0
        var row = 0
        var y: CGFloat = 0
        func place(_ frame: CGRect) {
            guard item < count else { return }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame.insetBy(dx: spacing / 2, dy: spacing / 2)
            cache.append(attributes)
            item += 1
        }
        while item < count {
            switch dataSource.mosaicLayout(self, patternForRowAt: row) {
            case .single:
                place(CGRect(x: 0, y: y, width: width, height: rowHeight))
                y += rowHeight
            case .halves:
                for column in 0..<2 {
                    place(CGRect(x: CGFloat(column) * width / 2, y: y, width: width / 2, height: rowHeight))
                }
                y += rowHeight
            case .thirds:
                for column in 0..<3 {
                    place(CGRect(x: CGFloat(column) * width / 3, y: y, width: width / 3, height: rowHeight))
                }
                y += rowHeight
            case .bigAndTwoSmall:
                place(CGRect(x: 0, y: y, width: width * 2 / 3, height: rowHeight * 2))
                place(CGRect(x: width * 2 / 3, y: y, width: width / 3, height: rowHeight))
                place(CGRect(x: width * 2 / 3, y: y + rowHeight, width: width / 3, height: rowHeight))
                y += rowHeight * 2
            }
            row += 1
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}
