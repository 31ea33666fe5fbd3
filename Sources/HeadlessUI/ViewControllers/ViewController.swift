import Foundation

/// A headless view controller with the shape of UIKit's `UIViewController`: a lazily loaded
/// ``view`` (`loadView()` then `viewDidLoad()`, on first access or `loadViewIfNeeded()`), the
/// appearance callbacks, child view controllers, a title and a navigation item.
///
/// Main-actor isolated, as UIKit declares `UIViewController`, so a subclass's members are too.
/// Headlessly nothing presents or shows a controller, so the appearance methods run only when
/// code (or `reel preview`) calls them; presenting and dismissing run their completions at once.
@MainActor
open class ViewController: NSObject {
    private var loadedView: View?
    private var pendingAppearance: Bool?

    /// The controller's title (also the navigation item's, as in UIKit).
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// The item a navigation bar would show for the controller.
    open private(set) lazy var navigationItem = NavigationItem(title: title ?? "")
    /// The size the controller prefers when shown in a container (zero unless set).
    open var preferredContentSize: CGSize = .zero
    /// Insets added to the safe area of the controller's view.
    open var additionalSafeAreaInsets: EdgeInsets = .zero
    /// Whether the view's edges go under bars (stored).
    open var edgesForExtendedLayout: RectEdge = .all
    /// The controller's parent, when it is a child.
    open private(set) weak var parent: ViewController?
    /// The child controllers, in the order added.
    open private(set) var children: [ViewController] = []
    /// The controller presented by this one (set by `present`, cleared by `dismiss`).
    open private(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    open private(set) weak var presentingViewController: ViewController?
    /// How the controller is presented (stored).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// A controller with no nib (`nibName` and `bundle` are accepted and ignored headlessly).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// For ported controllers that keep UIKit's archiving initialiser; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's root view, loaded on first access: `loadView()`, then `viewDidLoad()`.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view when it has been loaded, without loading it.
    open var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view: a plain view the size of the main screen (UIKit's default when
    /// there is no nib). Subclasses override it to set `view` themselves.
    open func loadView() {
        loadedView = View(frame: Screen.main.bounds)
    }

    /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: Screen.main.bounds) }
        viewDidLoad()
    }

    /// Called once after the view is loaded; the default does nothing.
    open func viewDidLoad() {}
    /// Called before the view appears; the default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared; the default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; the default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; the default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews; the default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews; the default does nothing.
    open func viewDidLayoutSubviews() {}
    /// Called when the safe area changed; the default does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's trait collection changed; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called before the view's size changes; the default does nothing (UIKit forwards it to
    /// the children).
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Runs the layout callbacks around the view's own layout pass, as UIKit's view does for
    /// its controller: `viewWillLayoutSubviews()`, `view.layoutIfNeeded()`,
    /// `viewDidLayoutSubviews()`.
    open func layoutViewIfNeeded() {
        viewWillLayoutSubviews()
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }

    /// The view's traits (the screen's before the view is loaded).
    open var traitCollection: TraitCollection {
        loadedView?.traitCollection ?? Screen.main.traitCollection
    }

    // MARK: Children

    /// Adds `childController` as a child (calls its `willMove(toParent:)`; the caller adds the
    /// view and calls `didMove(toParent:)`, as in UIKit).
    open func addChild(_ childController: ViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Presentation

    /// Records `viewControllerToPresent` as presented and runs `completion` at once (nothing is
    /// shown headlessly).
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Clears the presented controller and runs `completion` at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    // MARK: Appearance forwarding

    /// Whether a container forwards the appearance callbacks to its children itself (UIKit's
    /// default `true`); containers that return `false` call `beginAppearanceTransition` and
    /// `endAppearanceTransition` on their children.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: `viewWillAppear(_:)` when `isAppearing`, else
    /// `viewWillDisappear(_:)`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        pendingAppearance = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends the appearance transition begun last: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }

    /// Does nothing headlessly (UIKit redraws the status bar).
    open func setNeedsStatusBarAppearanceUpdate() {}
}
