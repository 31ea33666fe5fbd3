import CollectionLayout
import Foundation
import HeadlessUI

/// Called while a section is visible, with its visible elements, the section's scroll offset
/// and the environment; changes to the items' alpha, transform, centre, z-index or hidden
/// state apply to the attributes the layout returns.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void

/// One section of a compositional layout, with the shape of UIKit's `NSCollectionLayoutSection`:
/// a group repeated for the section's items, insets, spacing between groups, its own scrolling
/// behaviour, headers and footers, backgrounds, and a handler for visible items.
open class CollectionLayoutSection: NSObject {
    /// The group repeated until the section's items are placed.
    public let group: CollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// The boundary ``contentInsets`` are measured from across the scroll axis (iOS 14; default
    /// `.automatic`: the configuration's).
    open var contentInsetsReference: ContentInsetsReference = .automatic
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's axis.
    open var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset by the section's leading and trailing content insets
    /// (UIKit's default `true`).
    open var supplementariesFollowContentInsets = true
    /// Backgrounds and other decorations of the section.
    open var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Called with the section's visible items whenever the layout is queried.
    open var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section that repeats `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section: full-width rows of an estimated height that their cells replace, with
    /// the configuration's appearance, header and footer (docs/compositional-layout.md, "Lists").
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        configuration.makeSection(in: layoutEnvironment)
    }
}
