import Foundation

/// Which parts of a layout need updating, with the shape of UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// The collection view makes one for every invalidation and hands it to the layout's
/// ``CollectionViewLayout/invalidateLayout(with:)``: on a bounds change the layout makes it
/// (``CollectionViewLayout/invalidationContext(forBoundsChange:)``); `reloadData()`, a new layout
/// and `invalidateLayout()` set ``invalidateEverything``; `reloadData()` and batch updates set
/// ``invalidateDataSourceCounts``. Layouts subclass it to carry their own flags and return the
/// subclass from ``CollectionViewLayout/invalidationContextClass``.
open class CollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the layout must recompute everything. Set by the collection view (after
    /// `reloadData()`, a layout change, a data-source change) and by `invalidateLayout()`.
    open internal(set) var invalidateEverything = false

    /// Whether the section and item counts may have changed (after `reloadData()` and updates).
    open internal(set) var invalidateDataSourceCounts = false

    /// The items marked with ``invalidateItems(at:)``, or nil when none were.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views marked with ``invalidateSupplementaryElements(ofKind:at:)``, by
    /// kind, or nil when none were.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views marked with ``invalidateDecorationElements(ofKind:at:)``, by kind, or
    /// nil when none were.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Points added to the collection view's content offset when the invalidation is processed.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Points added to the collection view's content size when the invalidation is processed.
    open var contentSizeAdjustment: CGSize = .zero

    /// An empty context: nothing marked, no adjustments.
    public required override init() {
        super.init()
    }

    /// Marks the items at `indexPaths` as needing new attributes.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(
            indexPaths, of: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Marks the decoration views of `elementKind` at `indexPaths`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, of: elementKind, to: invalidatedDecorationIndexPaths)
    }

    /// Marks the element of `attributes` — an item, or a supplementary view of its kind — as
    /// needing new attributes (what a self-sizing layout's context names for a view whose size
    /// changed); decoration views are not named.
    package func invalidateElement(of attributes: CollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell:
            invalidateItems(at: [attributes.indexPath])
        case .supplementaryView:
            invalidateSupplementaryElements(ofKind: attributes.representedElementKind ?? "", at: [attributes.indexPath])
        case .decorationView:
            break
        }
    }

    private static func adding(
        _ indexPaths: [IndexPath], of kind: String, to table: [String: [IndexPath]]?
    ) -> [String: [IndexPath]] {
        var table = table ?? [:]
        table[kind, default: []].append(contentsOf: indexPaths)
        return table
    }
}
