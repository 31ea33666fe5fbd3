import Foundation

/// Supplies the pages before and after a page (UIKit's `UIPageViewControllerDataSource`).
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, nil at the start.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    )
        -> ViewController?
    /// The page after `viewController`, nil at the end.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    )
        -> ViewController?
    /// The number of pages for a page indicator (UIKit's optional requirement; 0 by default).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The selected page of the indicator (0 by default).
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Hears about page transitions (UIKit's `UIPageViewControllerDelegate`; every method is
/// optional and does nothing by default).
public protocol PageViewControllerDelegate: AnyObject {
    /// A transition to `pendingViewControllers` begins.
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A transition finished.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}

/// A container that shows one page controller at a time, with the shape of UIKit's
/// `UIPageViewController`. Headlessly no gesture turns a page: code calls
/// ``setViewControllers(_:direction:animated:completion:)``, or ``goForward()`` and
/// ``goBack()`` which ask the data source for the neighbour, as a swipe would.
open class PageViewController: ViewController {
    /// UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// Towards the next page.
        case forward
        /// Towards the previous page.
        case reverse
    }

    /// UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages side by side.
        case horizontal
        /// Pages one above the other.
        case vertical
    }

    /// UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl.
        case pageCurl
        /// A scroll.
        case scroll
    }

    /// UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of page-curl transitions.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The spacing between pages of scroll transitions.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style.
    public let transitionStyle: TransitionStyle
    /// The navigation orientation.
    public let navigationOrientation: NavigationOrientation
    /// The spacing between pages (from the options; 0 by default).
    public let interPageSpacing: CGFloat
    /// Supplies the neighbouring pages.
    open weak var dataSource: PageViewControllerDataSource?
    /// Hears about transitions.
    open weak var delegate: PageViewControllerDelegate?
    /// Whether both sides of a page show (page curl; stored).
    open var isDoubleSided = false
    /// The pages shown (one for scroll transitions).
    open private(set) var viewControllers: [ViewController]?

    /// A page view controller of `style` and `orientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing =
            (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) }
            ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// For ported code that keeps UIKit's archiving initialiser: a horizontal scroll.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Shows `viewControllers` as the current pages: each becomes a child whose view fills
    /// this controller's view; the previous pages are removed. `completion` runs at once with
    /// `true` (no animation headlessly).
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for page in viewControllers ?? [] where page.parent !== self {
            addChild(page)
            page.view.frame = view.bounds
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        completion?(true)
    }

    /// Turns to the data source's page after the current one, telling the delegate as a
    /// finished swipe would; false when there is none.
    @discardableResult
    open func goForward() -> Bool { turn(.forward) }

    /// Turns to the data source's page before the current one; false when there is none.
    @discardableResult
    open func goBack() -> Bool { turn(.reverse) }

    private func turn(_ direction: NavigationDirection) -> Bool {
        guard let current = viewControllers?.first, let dataSource else { return false }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: direction, animated: true)
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
        return true
    }
}
