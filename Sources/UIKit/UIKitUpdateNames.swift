import CollectionLayout
import UIKitLayouts
#if !canImport(Darwin)
    /// UIKit's `UICollectionViewLayoutInvalidationContext`.
    public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
    /// UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
    public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
    /// UIKit's `UICollectionViewUpdateItem`.
    public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
    /// UIKit's `UICollectionViewTransitionLayout`.
    public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
    /// UIKit's `UIScrollViewDelegate`.
    public typealias UIScrollViewDelegate = ScrollViewDelegate

    /// The Swift 3 name of `UICollectionViewUpdateItem.Action`.
    public typealias UICollectionUpdateAction = CollectionViewUpdateItem.Action
    /// The Swift 3 name of `UICollectionView.ScrollDirection`.
    public typealias UICollectionViewScrollDirection = CollectionViewScrollDirection
    /// The Swift 3 name of `UICollectionView.ElementCategory`.
    public typealias UICollectionElementCategory = ElementCategory
    /// The Swift 3 name of `UICollectionView.ScrollPosition`.
    public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
    /// The Swift 3 name of `UICollectionView.elementKindSectionHeader`.
    public let UICollectionElementKindSectionHeader = ElementKind.sectionHeader
    /// The Swift 3 name of `UICollectionView.elementKindSectionFooter`.
    public let UICollectionElementKindSectionFooter = ElementKind.sectionFooter
#endif
