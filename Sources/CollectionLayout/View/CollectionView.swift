import Foundation

/// Supplies the item counts of a headless collection view (UIKit's data source, minus cells).
///
/// As in UIKit, only the item count per section is required; `numberOfSections(in:)` defaults
/// to one section.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; one unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
}

extension CollectionViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// The collection view's delegate. Layouts look for richer protocols that refine it
/// (the flow layout's per-item sizes, for example).
public protocol CollectionViewDelegate: AnyObject {}

/// A headless collection view with the shape of UIKit's `UICollectionView`: it owns a layout,
/// knows its item counts, and drives the layout as UIKit does when it scrolls.
open class CollectionView: ScrollView {
    /// The layout; assigning one installs it and invalidates it.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self {
                oldValue.collectionView = nil
            }
            install(collectionViewLayout)
        }
    }

    /// Item counts per section, used when no `dataSource` is set.
    open var itemCounts: [Int] {
        didSet { reloadData() }
    }

    /// An object that supplies item counts; takes precedence over `itemCounts`.
    open weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate that layouts may query.
    open weak var delegate: CollectionViewDelegate?

    /// Creates a collection view of `frame`'s size with `layout` installed and `itemCounts`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout, itemCounts: [Int] = []) {
        self.collectionViewLayout = layout
        self.itemCounts = itemCounts
        super.init(frame: frame)
        install(layout)
    }

    private func install(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    // MARK: Data

    /// The number of sections.
    open var numberOfSections: Int {
        if let dataSource { return max(0, dataSource.numberOfSections(in: self)) }
        return itemCounts.count
    }

    /// The number of items in `section`, or 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        if let dataSource { return max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) }
        return itemCounts[section]
    }

    /// Invalidates the layout after the data changed.
    open func reloadData() {
        collectionViewLayout.invalidateLayout()
    }

    // MARK: Layout pass

    /// Asks the layout about the bounds change while `bounds` still holds the old rectangle,
    /// and invalidates it when it answers `true` (UIKit's order). `prepare()` then runs lazily,
    /// once, on the next layout pass.
    open override func boundsWillChange(to newBounds: CGRect) {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Runs `prepare()` if the layout is invalid and refreshes `contentSize`, as UIKit's layout
    /// pass does.
    open func layoutIfNeeded() {
        if collectionViewLayout.needsPrepare {
            collectionViewLayout.needsPrepare = false
            collectionViewLayout.prepare()
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The attributes the layout returns for the visible rectangle, in draw order
    /// (see ``DrawOrder``).
    open func layoutAttributesForVisibleElements() -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        return DrawOrder.sorted(elements)
    }

    /// The attributes of the cell at `indexPath`, after a layout pass.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, as UIKit computes it
    /// (see ``contentOffset(forScrollingToItemAt:at:)`` for the formulas).
    ///
    /// An index path outside the data, or one the layout has no attributes for, leaves the
    /// offset unchanged (UIKit raises for the first). `animated` is accepted for UIKit
    /// compatibility; headlessly the offset changes at once — sample a ``FlingTrajectory`` to
    /// show motion.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let target = contentOffset(forScrollingToItemAt: indexPath, at: scrollPosition) else { return }
        setContentOffset(target, animated: animated)
    }

    /// The index paths of the visible, non-hidden cells, ascending.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutAttributesForVisibleElements()
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(bounds) }
            .map(\.indexPath)
            .sorted()
    }
}
