import CollectionLayout
import Foundation

/// A layout that behaves like a table view: full-width rows `itemSize.height` tall, one after
/// another, in section 0 (the base of Dodo Pizza's pizza-half selector).
///
/// `prepare()` rebuilds ``cache`` from `numberOfItems(inSection: 0)` and the collection view's
/// bounds width. The rectangle query returns, for each row whose frame overlaps the rectangle
/// (found by binary search), what `layoutAttributesForItem(at:)` gives, ascending row — so
/// subclasses that override the item query change the rectangle query too.
///
/// Subclass it as on iOS: override `prepare()` or `layoutAttributesForElements(in:)`, call
/// `super`, and read ``cache`` / ``defaultCellFrame(atRow:)`` for the untransformed frames.
open class TableLayout: CollectionViewLayout {
    /// The section the table lays out (private, as in the original, so that subclasses in other
    /// files may declare their own).
    private let section = 0

    /// The row size; only the height places rows (rows are the full bounds width). Setting it
    /// invalidates the layout.
    open var itemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// The frames computed by the last `prepare()`.
    open var cache: TableLayoutCache = .zero

    /// A table layout with a zero `itemSize`, to be set before use (UIKit subclasses override
    /// this initializer).
    public override init() {
        super.init()
    }

    /// A table layout with rows of `itemSize`.
    public convenience init(itemSize: CGSize) {
        self.init()
        self.itemSize = itemSize
    }

    /// UIKit's archiving initializer; nothing is decoded, `itemSize` starts at zero.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Rebuilds ``cache`` for the current item count and bounds width. A cache that is already
    /// up to date (same size, width and count) is kept: the frames would be identical.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            cache = .zero
            return
        }
        let numberOfItems = collectionView.numberOfItems(inSection: section)
        let width = collectionView.bounds.width
        if cache.itemSize == itemSize, cache.collectionWidth == width, cache.defaultFrames.count == numberOfItems {
            return
        }
        var fresh = TableLayoutCache(itemSize: itemSize, collectionWidth: width)
        fresh.recalculateDefaultFrames(numberOfItems: numberOfItems)
        cache = fresh
    }

    /// The bounds width by the bottom of the last row.
    open override var collectionViewContentSize: CGSize { cache.contentSize }

    /// Attributes for the rows whose frames overlap `rect` (edge contact does not count),
    /// ascending row.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.visibleRowRange(in: rect).compactMap { row in
            layoutAttributesForItem(at: IndexPath(item: row, section: section))
        }
    }

    /// Attributes with the row's default frame, for any row (no bounds check, as the original).
    /// The attributes are of the class's `layoutAttributesClass` when that is an attributes class.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributesClass = type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type
        let attributes = (attributesClass ?? CollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        attributes.frame = cache.defaultCellFrame(atRow: indexPath.item)
        return attributes
    }

    /// The untransformed frame of `row`.
    open func defaultCellFrame(atRow row: Int) -> CGRect {
        cache.defaultCellFrame(atRow: row)
    }

    /// The rows whose frames overlap `rect`, ascending.
    open func visibleRows(in rect: CGRect) -> [Int] {
        cache.visibleRows(in: rect)
    }
}
