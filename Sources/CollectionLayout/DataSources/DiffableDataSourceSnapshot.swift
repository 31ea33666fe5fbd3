import Foundation

/// The state of a diffable data source's data with the shape of UIKit's
/// `NSDiffableDataSourceSnapshot`: ordered section identifiers, each with ordered item
/// identifiers, all unique.
///
/// As in UIKit, identifiers must be unique across the snapshot and items are appended to an
/// existing section; breaking either rule is a programming error that UIKit raises for, and
/// this snapshot stops the program with UIKit's message.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked by `reloadItems(_:)`.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked by `reconfigureItems(_:)`.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked by `reloadSections(_:)`.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[identifier]?.count ?? 0
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }

    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items (section by section), nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The position of `identifier` among the sections, nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Appends `identifiers` to `sectionIdentifier`'s section, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else {
            preconditionFailure("There are currently no sections in the data source. Please add a section first.")
        }
        guard itemsBySection[section] != nil else {
            preconditionFailure("Invalid parameter not satisfying: section exists (\(section))")
        }
        claim(identifiers, in: section)
        itemsBySection[section, default: []] += identifiers
    }

    /// Inserts `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Deletes `identifiers` (absent ones are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            itemsBySection[section]?.removeAll { $0 == identifier }
        }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks `identifiers` to be reloaded when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }

    /// Marks `identifiers` to be reconfigured when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    /// Appends empty sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        claimSections(identifiers)
        sections += identifiers
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sections.firstIndex(of: toIdentifier) else {
            preconditionFailure("Invalid parameter not satisfying: section exists (\(toIdentifier))")
        }
        claimSections(identifiers)
        sections.insert(contentsOf: identifiers, at: index)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sections.firstIndex(of: toIdentifier) else {
            preconditionFailure("Invalid parameter not satisfying: section exists (\(toIdentifier))")
        }
        claimSections(identifiers)
        sections.insert(contentsOf: identifiers, at: index + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            for item in itemsBySection.removeValue(forKey: identifier) ?? [] { sectionOfItem[item] = nil }
            sections.removeAll { $0 == identifier }
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Helpers

    private mutating func claim(_ identifiers: [ItemIdentifierType], in section: SectionIdentifierType) {
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil else {
                preconditionFailure(
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
            }
            sectionOfItem[identifier] = section
        }
    }

    private mutating func claimSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sections)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            preconditionFailure(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
        }
        for identifier in identifiers { itemsBySection[identifier] = [] }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            preconditionFailure("Invalid parameter not satisfying: item exists (\(anchor))")
        }
        claim(identifiers, in: section)
        itemsBySection[section]?.insert(contentsOf: identifiers, at: after ? index + 1 : index)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
    ) {
        guard sections.contains(identifier), identifier != anchor else { return }
        sections.removeAll { $0 == identifier }
        guard let index = sections.firstIndex(of: anchor) else {
            preconditionFailure("Invalid parameter not satisfying: section exists (\(anchor))")
        }
        sections.insert(identifier, at: after ? index + 1 : index)
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
