#if !canImport(UIKit)
    /// UIKit's `UICollectionViewLayout`: the open layout base class.
    public typealias UICollectionViewLayout = CollectionViewLayout
    /// UIKit's `UICollectionViewLayoutAttributes`.
    public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
    /// UIKit's `UICollectionView`, headless: bounds, offsets, item counts, no cells.
    public typealias UICollectionView = CollectionView
    /// UIKit's `UIScrollView`, headless.
    public typealias UIScrollView = ScrollView
    /// UIKit's `UIEdgeInsets`.
    public typealias UIEdgeInsets = EdgeInsets
    /// UIKit's `UICollectionViewDataSource`, reduced to item counts (no cells are made headlessly;
    /// a ported data source's `cellForItemAt` is simply never called).
    public typealias UICollectionViewDataSource = CollectionViewDataSource
    /// UIKit's `UICollectionViewDelegate`: the base protocol richer delegate protocols refine.
    public typealias UICollectionViewDelegate = CollectionViewDelegate

    /// UIKit's `UICollectionViewFlowLayout`.
    public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
    /// UIKit's `UICollectionViewDelegateFlowLayout`.
    public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
#endif
