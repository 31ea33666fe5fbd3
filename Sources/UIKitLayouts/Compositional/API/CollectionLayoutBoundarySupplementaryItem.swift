import CollectionLayout
import Foundation

/// A header or footer of a section or of the whole layout, with the shape of UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// Its alignment says which edge it sits on: the top family (`top`, `topLeading`,
/// `topTrailing`) before the content, the bottom family after it (for vertical scrolling; for
/// horizontal scrolling leading and trailing play those roles). When it extends the boundary
/// the section grows by its height; when it pins to the visible bounds it stays on screen
/// while its section does (docs/compositional-layout.md, "Boundary items").
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// The edge (and corner) the item aligns to.
    public let alignment: RectAlignment
    /// An offset in points from the aligned position.
    public let offset: CGPoint
    /// Whether the section (or layout) grows to make room for the item (UIKit's default `true`).
    open var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section is visible.
    open var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` and `elementKind` aligned to `alignment`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item aligned to `alignment` and moved by `absoluteOffset` points.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: CollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
        zIndex = 0
    }
}
