import Foundation
import HeadlessUI

/// Supplies the item counts and cells of a headless collection view (UIKit's data source).
///
/// As in UIKit, the item count per section is required; `numberOfSections(in:)` defaults to one
/// section, and `collectionView(_:cellForItemAt:)` — asked when ``CollectionView/cellForItem(at:)``
/// or ``CollectionView/visibleCells`` needs a cell — defaults to dequeuing a cell of the first
/// registered class (or a plain ``CollectionViewCell``).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; one unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` at `indexPath` (a header or footer), usually from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``;
    /// asked when a layout estimated its size (self-sizing headers and footers).
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A cell of the first registered class (a plain ``CollectionViewCell`` when none is).
    public func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        collectionView.makeDefaultCell(for: indexPath)
    }

    /// A view of the class registered for `kind` (a plain ``CollectionReusableView`` when none is).
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.makeDefaultSupplementaryView(ofKind: kind)
    }
}

/// The collection view's delegate. Layouts look for richer protocols that refine it
/// (the flow layout's per-item sizes, for example). A scroll view delegate, as in UIKit.
public protocol CollectionViewDelegate: ScrollViewDelegate {}

/// A headless collection view with the shape of UIKit's `UICollectionView`: it owns a layout,
/// knows its item counts, and drives the layout as UIKit does when it scrolls.
open class CollectionView: ScrollView {
    /// The layout; assigning one installs it and invalidates it.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.attachedCollectionView === self {
                oldValue.attachedCollectionView = nil
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

    /// A view behind the content (kept for ported code; nothing is drawn headlessly).
    open var backgroundView: View?
    /// Whether cells are prefetched (stored for ported code).
    open var isPrefetchingEnabled = true
    /// Whether items can be selected (stored for ported code; no touches arrive).
    open var allowsSelection = true
    /// Whether several items can be selected (stored for ported code).
    open var allowsMultipleSelection = false

    /// Cell classes by reuse identifier, in registration order.
    var registeredCells: [(identifier: String, cellClass: AnyClass?)] = []
    /// Supplementary view classes by kind and reuse identifier.
    var registeredSupplementaryViews: [String: [String: AnyClass?]] = [:]
    /// The cells handed out for visible items, kept while the item stays visible (as UIKit
    /// keeps its visible cells), so repeated `cellForItem(at:)` calls return the same cell.
    var cellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
    /// The supplementary views handed out for drawing (``viewForDrawing(_:)``), by kind and
    /// index path, kept while the element stays visible.
    var supplementaryViewsForDrawing: [ElementKey: CollectionReusableView] = [:]
    /// The views of ``supplementaryViewsForDrawing`` and the drawn cells that the app hid while
    /// configuring them (a badge with nothing to show): UIKit applies the attributes as it
    /// dequeues, before the app's configuration, so the app's `isHidden` wins.
    var viewsHiddenByConfiguration: Set<ObjectIdentifier> = []
    /// Cells no longer visible, by reuse identifier, for `dequeueReusableCell`.
    var reusableCells: [String: [CollectionViewCell]] = [:]
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> = []

    /// The animation of the last update (`performBatchUpdates`, `insertItems`, …): where each
    /// visible element starts and ends. Nil until an update ran.
    public internal(set) var lastUpdateAnimation: CollectionViewUpdateAnimation?
    /// The update being collected inside `performBatchUpdates` (nil outside one).
    var pendingUpdate: UpdateRecord?
    /// How deep `performBatchUpdates` calls are nested.
    var batchUpdateDepth = 0
    /// The item counts the layout saw at its last `prepare()` (the counts "before" an update).
    var itemCountsAtLastPrepare: [Int]?
    /// The content-size adjustment of the invalidation contexts processed at the last `prepare()`.
    var contentSizeAdjustmentInEffect: CGSize = .zero
    /// How many layout queries of this view are under way. A layout that asks the view for its
    /// visible cells while it answers one (`cellForItem(at:)` inside
    /// `layoutAttributesForElements(in:)`, as AnimatedCollectionViewLayout does) is given the
    /// cells of the last finished pass — UIKit's cells on screen — instead of a new query,
    /// which would ask the layout again without end.
    var layoutQueryDepth = 0
    /// The visible attributes of the last finished query of the visible rectangle, in draw order.
    var lastVisibleAttributes: [CollectionViewLayoutAttributes] = []

    /// Creates a collection view of `frame`'s size with `layout` installed and no items until
    /// a data source (or ``itemCounts``) gives some — UIKit's designated initialiser, so
    /// subclasses can override it.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        self.itemCounts = []
        super.init(frame: frame)
        install(layout)
    }

    /// Creates a collection view of `frame`'s size with `layout` installed and `itemCounts`.
    public convenience init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout, itemCounts: [Int]) {
        self.init(frame: frame, collectionViewLayout: layout)
        self.itemCounts = itemCounts
    }

    /// For ported code that keeps UIKit's archiving initialiser: a zero-size view with an
    /// empty base layout; nothing is decoded.
    public required init?(coder: NSCoder) {
        self.collectionViewLayout = CollectionViewLayout()
        self.itemCounts = []
        super.init(coder: coder)
        install(collectionViewLayout)
    }

    private func install(_ layout: CollectionViewLayout) {
        layout.attachedCollectionView = self
        layout.invalidateLayout()
    }

    /// Tells this view's key-value observers, then the installed layout's (a layout may observe
    /// `\.collectionView?.contentOffset` on itself, as ParabolicMovementLayout does).
    public override func notifyObservers() {
        super.notifyObservers()
        collectionViewLayout.notifyObservers()
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

    /// Invalidates the layout after the data changed and forgets the visible cells (they are
    /// asked for again), as UIKit's `reloadData()` does: the layout gets a context with
    /// `invalidateEverything` and `invalidateDataSourceCounts` set.
    open func reloadData() {
        recycleAllCells()
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    // MARK: Layout pass

    /// Asks the layout about the bounds change while `bounds` still holds the old rectangle (once
    /// the layout has been prepared: before its first layout pass a layout is not asked);
    /// when it answers `true`, asks it for the context (`invalidationContext(forBoundsChange:)`)
    /// and hands that to `invalidateLayout(with:)` — UIKit's order. `prepare()` then runs lazily,
    /// once, on the next layout pass.
    open override func boundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        // Before the first layout pass there is nothing to invalidate; `prepare()` comes first.
        guard layout.hasPrepared else { return }
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Runs `prepare()` if the layout is invalid and refreshes `contentSize`, as UIKit's layout
    /// pass does. The content-offset and content-size adjustments of the invalidation contexts
    /// processed since the last pass are applied after `prepare()`; the size adjustment holds
    /// until the next invalidation.
    ///
    /// After `prepare()`, the elements whose size the layout estimated are sized by their views
    /// (``resolveSelfSizing()``), and the layout prepares again for each round that changed it.
    open override func layoutIfNeeded() {
        let layout = collectionViewLayout
        var offsetAdjustment = CGPoint.zero
        if layout.needsPrepare {
            offsetAdjustment = prepareLayout()
            let sizingAdjustment = resolveSelfSizing()
            offsetAdjustment.x += sizingAdjustment.x
            offsetAdjustment.y += sizingAdjustment.y
        }
        let size = layout.collectionViewContentSize
        contentSize =
            contentSizeAdjustmentInEffect == .zero
            ? size
            : CGSize(
                width: size.width + contentSizeAdjustmentInEffect.width,
                height: size.height + contentSizeAdjustmentInEffect.height)
        if offsetAdjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + offsetAdjustment.x, y: contentOffset.y + offsetAdjustment.y)
        }
    }

    /// Runs `prepare()` and takes the invalidation contexts' adjustments; returns the offset
    /// adjustment to apply.
    func prepareLayout() -> CGPoint {
        let layout = collectionViewLayout
        layout.needsPrepare = false
        let offsetAdjustment = layout.pendingContentOffsetAdjustment
        contentSizeAdjustmentInEffect = layout.pendingContentSizeAdjustment
        layout.pendingContentOffsetAdjustment = .zero
        layout.pendingContentSizeAdjustment = .zero
        layoutQueryDepth += 1
        layout.hasPrepared = true
        layout.prepare()
        layoutQueryDepth -= 1
        itemCountsAtLastPrepare = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        return offsetAdjustment
    }

    /// The attributes the layout returns for the visible rectangle, in draw order
    /// (see ``DrawOrder``).
    ///
    /// When the layout flips in the opposite layout direction and this view's effective
    /// direction is not the layout's development direction, the layout is asked for the
    /// mirrored rectangle and copies of its attributes come back mirrored about the content
    /// width (see ``mirrorsLayoutHorizontally``), as UIKit does.
    ///
    /// Asked while a layout query of this view is under way (the layout asking for visible
    /// cells from inside its own answer), it returns the last finished pass's attributes.
    open func layoutAttributesForVisibleElements() -> [CollectionViewLayoutAttributes] {
        guard layoutQueryDepth == 0 else { return lastVisibleAttributes }
        let elements = layoutAttributesForElements(inContentRect: bounds)
        lastVisibleAttributes = elements
        return elements
    }

    /// The attributes the layout returns for `rect` (content coordinates), after a layout pass,
    /// in draw order — mirrored as ``layoutAttributesForVisibleElements()`` mirrors them (the
    /// `content` view of a scene asks for the whole content this way).
    open func layoutAttributesForElements(inContentRect rect: CGRect) -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        layoutQueryDepth += 1
        defer { layoutQueryDepth -= 1 }
        guard mirrorsLayoutHorizontally else {
            let elements = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
            return DrawOrder.sorted(elements)
        }
        let elements = collectionViewLayout.layoutAttributesForElements(in: mirrored(rect)) ?? []
        return DrawOrder.sorted(elements.map(mirrored))
    }

    /// The attributes of the cell at `indexPath`, after a layout pass (mirrored as
    /// ``layoutAttributesForVisibleElements()`` mirrors them).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        layoutQueryDepth += 1
        defer { layoutQueryDepth -= 1 }
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return nil }
        return mirrorsLayoutHorizontally ? mirrored(attributes) : attributes
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, after a layout pass
    /// (mirrored as ``layoutAttributesForVisibleElements()`` mirrors them).
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        guard
            let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        else { return nil }
        return mirrorsLayoutHorizontally ? mirrored(attributes) : attributes
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

    // MARK: Registration and cells (in the class body so that subclasses can override them)

    /// Registers a cell class under `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        storeCellClass(cellClass, identifier: identifier)
    }

    /// Registers a nib's cell under `identifier`. Nibs hold no classes headlessly, so cells
    /// dequeued under it are plain ``CollectionViewCell``s.
    open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        storeCellClass(nil, identifier: identifier)
    }

    /// Registers a supplementary view class for `elementKind` under `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        storeSupplementaryViewClass(viewClass, kind: elementKind, identifier: identifier)
    }

    /// Registers a nib's supplementary view (a plain ``CollectionReusableView`` headlessly).
    open func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        storeSupplementaryViewClass(nil, kind: kind, identifier: identifier)
    }

    /// A cell of the class registered under `identifier` — a recycled one when available —
    /// with `prepareForReuse()` called on a recycled cell. An unregistered identifier gives a
    /// plain ``CollectionViewCell`` (UIKit raises).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        makeReusableCell(identifier: identifier)
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier` (a plain
    /// ``CollectionReusableView`` when none is).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        makeSupplementaryView(kind: elementKind, identifier: identifier)
    }

    /// The cell of the item at `indexPath` when it is visible, with the layout's attributes
    /// applied (geometry set, then `apply(_:)` called, as UIKit does); nil when it is not.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleCell(at: indexPath)
    }

    /// The cells of the visible items, in index-path order, each with its attributes applied.
    open var visibleCells: [CollectionViewCell] { currentVisibleCells }

    /// The index path of the visible item whose frame contains `point` (content coordinates),
    /// the topmost in draw order; nil when none does.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { topmostItem(at: point) }

    /// The index path of `cell` when it is one of the visible cells.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? { indexPathOfVisibleCell(cell) }

    // MARK: Selection (no touches arrive headlessly; code selects)

    /// The selected items, ascending (nil when none is selected, as UIKit answers).
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` (clearing the others unless `allowsMultipleSelection`),
    /// sets its visible cell's `isSelected`, and scrolls it to `scrollPosition` when that is not
    /// empty; nothing when `allowsSelection` is false. Nil deselects everything. The delegate is
    /// not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        selectedIndexPaths.insert(indexPath)
        cellsByIndexPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` and clears its visible cell's `isSelected`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellsByIndexPath[indexPath]?.isSelected = false
    }

    // MARK: Updates and layout changes (in the class body so that subclasses can override them)

    /// Runs `updates` — which change the data and call `insertItems`, `deleteItems`, `moveItem`,
    /// `reloadItems` or their section forms — as one update, in UIKit's order, then calls
    /// `completion` with `true`.
    ///
    /// The order: the attributes of the elements visible now are kept; `updates` runs; the
    /// layout gets an invalidation context with `invalidateDataSourceCounts` set
    /// (`invalidateLayout(with:)`), then `prepare()`, then `prepare(forCollectionViewUpdates:)`
    /// with the changes ordered deletions, insertions, moves, reloads; then
    /// `targetContentOffset(forProposedContentOffset:)`; then for every element visible after
    /// the update `initialLayoutAttributesForAppearing…`, and for every element visible before
    /// `finalLayoutAttributesForDisappearing…` (with `indexPathsToInsert/DeleteFor…` asked per
    /// kind); then `finalizeCollectionViewUpdates()`. The starts and ends are kept in
    /// ``lastUpdateAnimation``; headlessly nothing else animates, and `completion` runs at once.
    /// Calls nest: only the outermost block applies the update.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    /// Inserts items (the data source already counts them), as one update unless inside
    /// ``performBatchUpdates(_:completion:)``. `indexPaths` are after the update.
    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate { $0.insertedItems += indexPaths } }

    /// Deletes items (the data source no longer counts them). `indexPaths` are before the update.
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { $0.deletedItems += indexPaths } }

    /// Reloads items: each is deleted and inserted again at the same place.
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate { $0.reloadedItems += indexPaths } }

    /// Moves an item from `indexPath` (before) to `newIndexPath` (after).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) { recordUpdate { $0.insertedSections.formUnion(sections) } }

    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) { recordUpdate { $0.deletedSections.formUnion(sections) } }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { recordUpdate { $0.reloadedSections.formUnion(sections) } }

    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Installs `layout` as UIKit does a layout change: the old layout's
    /// `prepareForTransition(to:)`, the new layout's `prepareForTransition(from:)`, the swap (the
    /// new layout is invalidated with `invalidateEverything`), a layout pass, then
    /// `finalizeLayoutTransition()` on both; `completion(true)`. Headlessly the change is
    /// immediate; `animated` is accepted for UIKit compatibility.
    open func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        installLayout(layout, completion: completion)
    }

    /// Starts an interactive transition to `layout`: installs a ``CollectionViewTransitionLayout``
    /// from the current layout at progress 0 and returns it. Set its progress, then call
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``; `completion` is
    /// then called with `(true, finished)` (UIKit's `completed`, `finished`).
    @discardableResult
    open func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
    ) -> CollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }

    /// Ends an interactive transition at its next layout.
    open func finishInteractiveTransition() { endInteractiveTransition() }

    /// Ends an interactive transition back at its current layout.
    open func cancelInteractiveTransition() { revertInteractiveTransition() }
}
