import CollectionLayout
import UIKitLayouts

#if !canImport(Darwin)
    /// UIKit's `UICollectionViewCompositionalLayout`, headless (docs/compositional-layout.md).
    public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
    /// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
    public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
    /// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias UICollectionViewCompositionalLayoutSectionProvider =
        CollectionViewCompositionalLayoutSectionProvider
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
        CollectionLayoutSectionOrthogonalScrollingBehavior
    /// UIKit's `UICollectionLayoutListConfiguration` (geometry only).
    public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
    /// UIKit's `NSCollectionLayoutDimension`.
    public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
    /// UIKit's `NSCollectionLayoutSize`.
    public typealias NSCollectionLayoutSize = CollectionLayoutSize
    /// UIKit's `NSCollectionLayoutSpacing`.
    public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
    /// UIKit's `NSCollectionLayoutEdgeSpacing`.
    public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
    /// UIKit's `NSCollectionLayoutItem`.
    public typealias NSCollectionLayoutItem = CollectionLayoutItem
    /// UIKit's `NSCollectionLayoutGroup`.
    public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
    /// UIKit's `NSCollectionLayoutGroupCustomItem`.
    public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
    /// UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
    public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
    /// UIKit's `NSCollectionLayoutSection`.
    public typealias NSCollectionLayoutSection = CollectionLayoutSection
    /// UIKit's `UIContentInsetsReference`.
    public typealias UIContentInsetsReference = ContentInsetsReference
    /// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
    public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
        CollectionLayoutSectionVisibleItemsInvalidationHandler
    /// UIKit's `NSCollectionLayoutSupplementaryItem`.
    public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
    /// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
    public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
    /// UIKit's `NSCollectionLayoutDecorationItem`.
    public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
    /// UIKit's `NSCollectionLayoutAnchor`.
    public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
    /// UIKit's `NSCollectionLayoutEnvironment`.
    public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
    /// UIKit's `NSCollectionLayoutContainer`.
    public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
    /// UIKit's `NSCollectionLayoutVisibleItem`.
    public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
    /// UIKit's `NSDirectionalRectEdge`.
    public typealias NSDirectionalRectEdge = DirectionalRectEdge
    /// UIKit's `NSRectAlignment`.
    public typealias NSRectAlignment = RectAlignment
#endif
