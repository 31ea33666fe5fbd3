import Foundation

extension CollectionView {
    // MARK: Registration and dequeuing

    /// Stores a cell class under `identifier`.
    func storeCellClass(_ cellClass: AnyClass?, identifier: String) {
        registeredCells.removeAll { $0.identifier == identifier }
        registeredCells.append((identifier, cellClass))
    }

    /// Stores a supplementary view class for `elementKind` under `identifier`.
    func storeSupplementaryViewClass(_ viewClass: AnyClass?, kind elementKind: String, identifier: String) {
        registeredSupplementaryViews[elementKind, default: [:]][identifier] = viewClass
    }

    /// A cell of the class stored under `identifier`, recycled when one is available.
    func makeReusableCell(identifier: String) -> CollectionViewCell {
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

    /// A supplementary view of the class stored for `elementKind` and `identifier`.
    func makeSupplementaryView(kind elementKind: String, identifier: String) -> CollectionReusableView {
        let registered: AnyClass? = registeredSupplementaryViews[elementKind]?[identifier] ?? nil
        let viewType = (registered as? CollectionReusableView.Type) ?? CollectionReusableView.self
        let view = viewType.init(dequeuedWithFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Registers every cell and supplementary view class `other` has registered, under the same
    /// identifiers (a preview gives its collection view the registrations a user's view
    /// controller made on its own in `viewDidLoad`).
    package func adoptRegistrations(from other: CollectionView) {
        for (identifier, cellClass): (String, AnyClass?) in other.registeredCells {
            storeCellClass(cellClass, identifier: identifier)
        }
        for (kind, classes) in other.registeredSupplementaryViews {
            for (identifier, viewClass): (String, AnyClass?) in classes {
                storeSupplementaryViewClass(viewClass, kind: kind, identifier: identifier)
            }
        }
    }

    /// The data source's default supplementary view: one of the class registered for `kind`
    /// under the first identifier registered for it (a plain ``CollectionReusableView`` when none is).
    public func makeDefaultSupplementaryView(ofKind kind: String) -> CollectionReusableView {
        let identifier = registeredSupplementaryViews[kind]?.keys.sorted().first ?? ""
        return makeSupplementaryView(kind: kind, identifier: identifier)
    }

    /// The data source's default cell: one dequeued under the first registered identifier.
    public func makeDefaultCell(for indexPath: IndexPath) -> CollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: registeredCells.first?.identifier ?? "", for: indexPath)
    }

    // MARK: Cells of visible items

    /// The cell of a visible item, with its attributes applied.
    func visibleCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard indexPathsForVisibleItems.contains(indexPath) else { return nil }
        return cell(at: indexPath)
    }

    /// The cells of the visible items.
    var currentVisibleCells: [CollectionViewCell] {
        let visible = indexPathsForVisibleItems
        recycleCells(notIn: Set(visible))
        return visible.compactMap { cell(at: $0) }
    }

    /// The index path of the topmost visible item at `point`.
    func topmostItem(at point: CGPoint) -> IndexPath? {
        layoutAttributesForVisibleElements()
            .last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?
            .indexPath
    }

    /// The index path of a visible cell.
    func indexPathOfVisibleCell(_ cell: CollectionViewCell) -> IndexPath? {
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
