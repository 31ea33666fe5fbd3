import Foundation

/// A data source driven by snapshots, with the shape of UIKit's
/// `UICollectionViewDiffableDataSource`: it installs itself as the collection view's data
/// source, answers the section and item counts from the last applied snapshot, and makes
/// cells and supplementary views with the providers.
///
/// `apply(_:animatingDifferences:)` reloads the collection view (its layout is invalidated
/// with `invalidateDataSourceCounts`); headlessly the differences are not animated.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    CollectionViewDataSource
{
    /// Makes the cell of an item (UIKit's `CellProvider`).
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view (UIKit's `SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views when the collection view asks for one.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, installed as its `dataSource`.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the data and reloads the collection view; `completion` runs at once.
    open func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the data with a plain reload (iOS 15's `applySnapshotUsingReloadData`).
    open func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the current data.
    open func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of `itemIdentifier`, nil when it is not in the data.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = current.indexOfSection(section),
            let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The section at `index`, nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, nil when it is not in the data.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the item at `indexPath` (a plain cell when it returns nil,
    /// where UIKit would raise).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        return collectionView.makeDefaultCell(for: indexPath)
    }

    /// The supplementary view provider's view of `kind` at `indexPath`.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: indexPath)
    }
}
