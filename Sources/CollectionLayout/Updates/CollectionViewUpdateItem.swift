import Foundation

/// One insert, delete, reload or move handed to
/// ``CollectionViewLayout/prepare(forCollectionViewUpdates:)``, with the shape of UIKit's
/// `UICollectionViewUpdateItem`.
///
/// A section-level change names the section with `item` equal to `NSNotFound`, as UIKit does.
/// An insert has only ``indexPathAfterUpdate``, a delete only ``indexPathBeforeUpdate``; a move
/// and a reload have both.
open class CollectionViewUpdateItem: NSObject {
    /// What the change does (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable, Hashable, CaseIterable {
        /// An item or section was inserted.
        case insert
        /// An item or section was deleted.
        case delete
        /// An item or section was reloaded (a delete followed by an insert at the same place).
        case reload
        /// An item or section moved.
        case move
        /// Nothing changed.
        case none
    }

    /// The element's index path before the update; nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update; nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    /// An update item; the collection view makes them for its updates.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        super.init()
    }

    /// Whether the item names a whole section (`item` is `NSNotFound`).
    public var isSectionUpdate: Bool {
        let path = indexPathAfterUpdate ?? indexPathBeforeUpdate
        return path.map { $0.count == 2 && $0.item == NSNotFound } ?? false
    }

    /// `<action before -> after>`, as UIKit's description names the action and paths.
    open override var description: String {
        func text(_ path: IndexPath?) -> String {
            guard let path else { return "nil" }
            return path.count == 2 && path.item == NSNotFound ? "section \(path.section)" : "\(Array(path))"
        }
        return "<\(updateAction) \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))>"
    }
}
