import CollectionLayout
import HeadlessUI
import UIKitLayouts

#if !canImport(Darwin)
    /// UIKit's `UICollectionViewLayout`: the open layout base class.
    public typealias UICollectionViewLayout = CollectionViewLayout
    /// UIKit's `UICollectionViewLayoutAttributes`.
    public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
    /// UIKit's `UICollectionView`, headless: bounds, offsets, item counts, cells of visible items.
    public typealias UICollectionView = CollectionView
    /// UIKit's `UIScrollView`, headless.
    public typealias UIScrollView = ScrollView
    /// UIKit's `UIRefreshControl`, headless: `isRefreshing` between `beginRefreshing()` and
    /// `endRefreshing()`; no pull arrives.
    public typealias UIRefreshControl = RefreshControl
    /// UIKit's `UIEdgeInsets`.
    public typealias UIEdgeInsets = EdgeInsets
    /// UIKit's `UICollectionViewDataSource`: item counts, and cells when `cellForItem(at:)` or
    /// `visibleCells` asks for them.
    public typealias UICollectionViewDataSource = CollectionViewDataSource
    /// UIKit's `UICollectionViewDelegate`: the base protocol richer delegate protocols refine.
    public typealias UICollectionViewDelegate = CollectionViewDelegate

    /// UIKit's `UICollectionViewFlowLayout`.
    public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
    /// UIKit's `UICollectionViewDelegateFlowLayout`.
    public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

    /// UIKit's `UIView`, headless.
    public typealias UIView = View
    /// UIKit's `UICollectionReusableView`, headless.
    public typealias UICollectionReusableView = CollectionReusableView
    /// UIKit's `UICollectionViewCell`, headless.
    public typealias UICollectionViewCell = CollectionViewCell
    /// UIKit's `UIColor` (sRGB components; dynamic colours resolve with `resolvedColor(with:)`).
    public typealias UIColor = ViewColor
    /// UIKit's `UIScreen`: `UIScreen.main.bounds`, `scale`, `nativeScale`.
    public typealias UIScreen = Screen
    /// UIKit's `UIApplication`: `UIApplication.shared.userInterfaceLayoutDirection`.
    public typealias UIApplication = Application
    /// UIKit's `UITraitCollection`.
    public typealias UITraitCollection = TraitCollection
    /// UIKit's `UIUserInterfaceLayoutDirection`.
    public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
    /// UIKit's `UIUserInterfaceSizeClass`.
    public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
    /// UIKit's `UIUserInterfaceIdiom`.
    public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
    /// UIKit's `UIUserInterfaceStyle`.
    public typealias UIUserInterfaceStyle = UserInterfaceStyle
    /// UIKit's `UIContentSizeCategory` (Dynamic Type).
    public typealias UIContentSizeCategory = ContentSizeCategory
    /// UIKit's `UISemanticContentAttribute`.
    public typealias UISemanticContentAttribute = SemanticContentAttribute
    /// UIKit's `NSDirectionalEdgeInsets`.
    public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
    /// UIKit's `UIGestureRecognizer`: exists, never fires.
    public typealias UIGestureRecognizer = GestureRecognizer
    /// UIKit's `UIGestureRecognizerDelegate`: every requirement optional; never asked headlessly.
    public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
    /// Foundation's `NSKeyValueObservingOptions` (Linux Foundation has no key-value observing).
    public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
    /// Foundation's `NSKeyValueObservedChange`.
    public typealias NSKeyValueObservedChange = KeyValueObservedChange
    /// Foundation's `NSKeyValueObservation`.
    public typealias NSKeyValueObservation = KeyValueObservation
    /// Foundation's `NSKeyValueChangeKey`: the keys of string-keyed KVO's change dictionary.
    public typealias NSKeyValueChangeKey = KeyValueChangeKey
#endif
