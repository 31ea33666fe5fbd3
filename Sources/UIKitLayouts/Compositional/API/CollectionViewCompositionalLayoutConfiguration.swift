import CollectionLayout
import Foundation

/// What applies to every section of a compositional layout, with the shape of UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
open class CollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The axis the layout scrolls along (UIKit's default `.vertical`).
    open var scrollDirection: CollectionViewScrollDirection = .vertical
    /// Space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The boundary sections measure their content insets from when theirs is `.automatic`
    /// (iOS 14; default `.automatic`: the container, the collection view's adjusted content insets).
    open var contentInsetsReference: ContentInsetsReference = .automatic

    /// The default configuration: vertical, no spacing, no boundary items.
    public override init() {
        super.init()
    }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
