import CollectionLayout
import Foundation

/// A decoration behind a section, with the shape of UIKit's `NSCollectionLayoutDecorationItem`:
/// `background(elementKind:)` covers the section's frame, inset by its `contentInsets`.
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The element kind the attributes carry.
    public let elementKind: String
    /// The z-index of the attributes. Here −1 by default, so the background draws behind the
    /// section's cells, as it does in UIKit (the engine orders by z-index first).
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background of `elementKind` covering its section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
