import Foundation

extension CollectionView {
    // MARK: Registration and dequeuing

    /// Registers a cell class under `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells.removeAll { $0.identifier == identifier }
        registeredCells.append((identifier, cellClass))
    }

    /// Registers a supplementary view class for `elementKind` under `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryViews[elementKind, default: [:]][identifier] = viewClass
    }

    /// A cell of the class registered under `identifier` — a recycled one when available —
    /// with `prepareForReuse()` called on a recycled cell. An unregistered identifier gives a
    /// plain ``CollectionViewCell`` (UIKit raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        let registered: AnyClass? = registeredCells.first { $0.identifier == identifier }?.cellClass ?? nil
        let cellType = (registered as? CollectionViewCell.Type) ?? CollectionViewCell.self
        let cell = cellType.init(dequeuedWithFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier` (a plain
    /// ``CollectionReusableView`` when none is).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let registered: AnyClass? = registeredSupplementaryViews[elementKind]?[identifier] ?? nil
        let viewType = (registered as? CollectionReusableView.Type) ?? CollectionReusableView.self
        let view = viewType.init(dequeuedWithFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// The data source's default cell: one dequeued under the first registered identifier.
    public func makeDefaultCell(for indexPath: IndexPath) -> CollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: registeredCells.first?.identifier ?? "", for: indexPath)
    }

    // MARK: Cells of visible items

    /// The cell of the item at `indexPath` when it is visible, with the layout's attributes
    /// applied (geometry set, then `apply(_:)` called, as UIKit does); nil when it is not.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard indexPathsForVisibleItems.contains(indexPath) else { return nil }
        return cell(at: indexPath)
    }

    /// The cells of the visible items, in index-path order, each with its attributes applied.
    public var visibleCells: [CollectionViewCell] {
        let visible = indexPathsForVisibleItems
        recycleCells(notIn: Set(visible))
        return visible.compactMap { cell(at: $0) }
    }

    /// The index path of the visible item whose frame contains `point` (content coordinates),
    /// the topmost in draw order; nil when none does.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutAttributesForVisibleElements()
            .last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?
            .indexPath
    }

    /// The index path of `cell` when it is one of the visible cells.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    private func cell(at indexPath: IndexPath) -> CollectionViewCell? {
        // Inside a layout query, the cell keeps the last finished pass's attributes (see
        // `layoutQueryDepth`): asking the layout again could recurse without end.
        let current =
            layoutQueryDepth == 0
            ? layoutAttributesForItem(at: indexPath)
            : lastVisibleAttributes.last { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
        guard let attributes = current else { return nil }
        let cell: CollectionViewCell
        if let existing = cellsByIndexPath[indexPath] {
            cell = existing
        } else if let dataSource {
            cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        } else {
            cell = makeDefaultCell(for: indexPath)
        }
        cellsByIndexPath[indexPath] = cell
        cell.applyAttributesAsUIKitDoes(attributes)
        return cell
    }

    private func recycleCells(notIn visible: Set<IndexPath>) {
        for (indexPath, cell) in cellsByIndexPath where !visible.contains(indexPath) {
            cellsByIndexPath[indexPath] = nil
            reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
        }
    }

    /// Moves every handed-out cell to the reuse pool.
    func recycleAllCells() {
        recycleCells(notIn: [])
    }
}
