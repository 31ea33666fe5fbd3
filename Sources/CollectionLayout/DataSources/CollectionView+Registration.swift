import Foundation

extension CollectionView {
    /// A cell class and the code that configures its cells for an item, with the shape of
    /// UIKit's `UICollectionView.CellRegistration`; use it with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration registers its class under.
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration.\(String(reflecting: Cell.self)).\(RegistrationCounter.next())"
            self.handler = handler
        }
    }

    /// A supplementary view class and the code that configures its views, with the shape of
    /// UIKit's `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view of an element kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The element kind the registration is for.
        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier =
                "SupplementaryRegistration.\(String(reflecting: Supplementary.self)).\(RegistrationCounter.next())"
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `item` — recycled when one is available —
    /// configured by the registration's handler (UIKit's `dequeueConfiguredReusableCell`).
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !registeredCells.contains(where: { $0.identifier == registration.reuseIdentifier }) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? Cell(dequeuedWithFrame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registeredSupplementaryViews[registration.elementKind]?[registration.reuseIdentifier] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = (dequeued as? Supplementary) ?? Supplementary(dequeuedWithFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Numbers registrations so that each gets its own reuse identifier (deterministic: the n-th
/// registration made in the process).
enum RegistrationCounter {
    nonisolated(unsafe) private static var count = 0
    private static let lock = NSLock()

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
