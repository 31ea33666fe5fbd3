import CollectionLayout
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIViewController`, headless: the view loads lazily and `viewDidLoad()` runs.
    public typealias UIViewController = ViewController
    /// UIKit's `UINavigationItem` (stored; no bar is drawn).
    public typealias UINavigationItem = NavigationItem
    /// UIKit's `UIBarButtonItem` (never tapped headlessly).
    public typealias UIBarButtonItem = BarButtonItem
    /// UIKit's `UIRectEdge`.
    public typealias UIRectEdge = RectEdge
    /// UIKit's `UIModalPresentationStyle`.
    public typealias UIModalPresentationStyle = ModalPresentationStyle
    /// UIKit's `UIViewControllerTransitionCoordinator`.
    public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
    /// UIKit's `UIViewControllerTransitionCoordinatorContext`.
    public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
    /// UIKit's `UIEvent` (never delivered headlessly).
    public typealias UIEvent = Event

    /// UIKit's `UICollectionViewDiffableDataSource`.
    public typealias UICollectionViewDiffableDataSource<S: Hashable, I: Hashable> = CollectionViewDiffableDataSource<
        S, I
    >
    /// UIKit's `NSDiffableDataSourceSnapshot`.
    public typealias NSDiffableDataSourceSnapshot<S: Hashable, I: Hashable> = DiffableDataSourceSnapshot<S, I>

    /// UIKit's `NSLayoutConstraint`, solved by the headless Auto Layout engine.
    public typealias NSLayoutConstraint = LayoutConstraint
    /// UIKit's `NSLayoutAnchor`.
    public typealias NSLayoutAnchor<T: AnyObject> = LayoutAnchor<T>
    /// UIKit's `NSLayoutXAxisAnchor`.
    public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
    /// UIKit's `NSLayoutYAxisAnchor`.
    public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
    /// UIKit's `NSLayoutDimension`.
    public typealias NSLayoutDimension = LayoutDimension
    /// UIKit's `UILayoutGuide`.
    public typealias UILayoutGuide = LayoutGuide
    /// UIKit's `UILayoutPriority`.
    public typealias UILayoutPriority = LayoutPriority
#endif

#if !canImport(Darwin)
    /// UIKit's `UINib` (Interface Builder files are not read headlessly).
    public typealias UINib = Nib
#endif

#if !canImport(Darwin)
    /// UIKit's `UIPageViewController` (pages turn only when code turns them).
    public typealias UIPageViewController = PageViewController
    /// UIKit's `UIPageViewControllerDataSource`.
    public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
    /// UIKit's `UIPageViewControllerDelegate`.
    public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
    /// UIKit's `UIWindow`.
    public typealias UIWindow = Window
#endif
