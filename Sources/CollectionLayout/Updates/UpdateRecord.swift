import Foundation

/// The changes of one update (a `performBatchUpdates` block, or one `insertItems`-style call):
/// what was inserted, deleted, moved and reloaded, the item counts before and after, and the
/// attributes of the elements that were visible before — enough to map every item's index path
/// across the update and to give the layout's update hooks UIKit's defaults.
struct UpdateRecord {
    /// Item deletions, index paths before the update.
    var deletedItems: [IndexPath] = []
    /// Item insertions, index paths after the update.
    var insertedItems: [IndexPath] = []
    /// Item reloads (a delete and an insert at the same place).
    var reloadedItems: [IndexPath] = []
    /// Item moves, before → after.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Section deletions (before), insertions (after), reloads and moves.
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    /// Item counts per section before and after the update.
    var countsBefore: [Int] = []
    var countsAfter: [Int] = []

    /// The layout's attributes of the elements visible before the update (layout coordinates).
    var attributesBefore: [ElementKey: CollectionViewLayoutAttributes] = [:]

    /// Whether nothing was recorded.
    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty
    }

    /// The update items in UIKit's order: deletions, then insertions, then moves, then reloads;
    /// section changes before item changes within each group.
    var updateItems: [CollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [CollectionViewUpdateItem] = []
        items += deletedSections.map { CollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        items += deletedItems.map { CollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += insertedSections.map { CollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        items += insertedItems.map { CollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += movedSections.map {
            CollectionViewUpdateItem(action: .move, before: section($0.from), after: section($0.to))
        }
        items += movedItems.map { CollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        items += reloadedSections.map {
            CollectionViewUpdateItem(action: .reload, before: section($0), after: section($0))
        }
        items += reloadedItems.map { CollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        return items
    }

    func isInsertedSection(_ section: Int) -> Bool {
        insertedSections.contains(section) || reloadedSections.contains(section)
    }

    func isDeletedSection(_ section: Int) -> Bool {
        deletedSections.contains(section) || reloadedSections.contains(section)
    }

    /// Whether the item at `indexPath` (after the update) is new: inserted, reloaded, or in an
    /// inserted section.
    func isInsertedItem(_ indexPath: IndexPath) -> Bool {
        indexPathBeforeUpdate(forItemAt: indexPath) == nil
    }

    /// The index path before the update of the item at `indexPath` after it; nil for a new item.
    func indexPathBeforeUpdate(forItemAt indexPath: IndexPath) -> IndexPath? {
        mapping.beforeByAfter[indexPath]
    }

    /// The index path after the update of the item at `indexPath` before it; nil for a deleted item.
    func indexPathAfterUpdate(forItemAt indexPath: IndexPath) -> IndexPath? {
        mapping.afterByBefore[indexPath]
    }

    /// Both directions of the item mapping; set by ``resolveMapping()`` once the counts after
    /// the update are known.
    private(set) var mapping: (beforeByAfter: [IndexPath: IndexPath], afterByBefore: [IndexPath: IndexPath]) = (
        [:], [:]
    )

    /// Computes ``mapping`` from the recorded changes and counts.
    mutating func resolveMapping() {
        mapping = computeMapping()
    }

    /// Fills every section and item slot after the update: inserted and move-destination slots
    /// are fixed, the remaining slots take the surviving elements from before in order (UIKit's
    /// rule: deletes apply to the old indexes, inserts to the new ones).
    private func computeMapping() -> (beforeByAfter: [IndexPath: IndexPath], afterByBefore: [IndexPath: IndexPath]) {
        let sectionMoves = Dictionary(movedSections.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        let movedAwaySections = Set(movedSections.map(\.from))
        var survivingSections = (0..<countsBefore.count).filter {
            !deletedSections.contains($0) && !reloadedSections.contains($0) && !movedAwaySections.contains($0)
        }[...]
        var oldSectionByNew: [Int: Int] = [:]
        for newSection in 0..<countsAfter.count {
            if let from = sectionMoves[newSection] {
                oldSectionByNew[newSection] = from
            } else if insertedSections.contains(newSection) || reloadedSections.contains(newSection) {
                continue
            } else if let old = survivingSections.popFirst() {
                oldSectionByNew[newSection] = old
            }
        }
        let itemMoves = Dictionary(movedItems.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        let vacated = Set(deletedItems + reloadedItems + movedItems.map(\.from))
        let fixed = Set(insertedItems + reloadedItems)
        var beforeByAfter: [IndexPath: IndexPath] = [:]
        for newSection in 0..<countsAfter.count {
            var survivors: ArraySlice<IndexPath> = []
            if let old = oldSectionByNew[newSection], old < countsBefore.count {
                survivors =
                    (0..<countsBefore[old]).map { IndexPath(item: $0, section: old) }
                    .filter { !vacated.contains($0) }[...]
            }
            for item in 0..<countsAfter[newSection] {
                let path = IndexPath(item: item, section: newSection)
                if let from = itemMoves[path] {
                    beforeByAfter[path] = from
                } else if fixed.contains(path) {
                    continue
                } else if let old = survivors.popFirst() {
                    beforeByAfter[path] = old
                }
            }
        }
        let afterByBefore = Dictionary(
            beforeByAfter.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        return (beforeByAfter, afterByBefore)
    }
}
