import Foundation

/// One element of a layout: its category, kind (nil for cells) and index path — how the update
/// machinery matches an element before and after an update.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary view or decoration view.
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var kind: String?
    /// The element's index path.
    public var indexPath: IndexPath

    /// A key for an element of `category`.
    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// A key for a supplementary view of `kind`.
    init(kind: String, indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    /// The key of the element `attributes` describe.
    public init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory,
            kind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    /// `cell [0, 3]`, `header [1, 0]`.
    public var description: String {
        "\(kind ?? "cell") \(Array(indexPath))"
    }
}
