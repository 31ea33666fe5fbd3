import Foundation

/// UIKit's `UIRectEdge`: edges of a rectangle.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The option bits (UIKit's values).
    public var rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all = RectEdge(rawValue: 0xF)
}

/// UIKit's `UIModalPresentationStyle` (the values code sets; UIKit's raw values).
public enum ModalPresentationStyle: Int, Sendable {
    /// Full screen.
    case fullScreen = 0
    /// Page sheet.
    case pageSheet = 1
    /// Form sheet.
    case formSheet = 2
    /// The current context.
    case currentContext = 3
    /// Custom.
    case custom = 4
    /// Over full screen.
    case overFullScreen = 5
    /// Over the current context.
    case overCurrentContext = 6
    /// Popover.
    case popover = 7
    /// None.
    case none = -1
    /// The system's choice.
    case automatic = -2
}

/// UIKit's `UIBarButtonItem`: a title or image with a target and action; never tapped headlessly.
open class BarButtonItem: NSObject {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bordered (deprecated in UIKit).
        case bordered
        /// Done.
        case done
    }

    /// UIKit's `UIBarButtonItem.SystemItem` (the common ones).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    /// The title.
    open var title: String?
    /// The style.
    open var style: Style = .plain
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// The system item, when made from one.
    public let systemItem: SystemItem?
    /// A custom view.
    open var customView: View?

    /// An item with a title.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        systemItem = nil
        super.init()
    }

    /// A system item.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.target = target as AnyObject?
        self.action = action
        self.systemItem = systemItem
        super.init()
    }

    /// An item showing `customView`.
    public init(customView: View) {
        self.customView = customView
        systemItem = nil
        super.init()
    }
}

/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller (stored; no bar is
/// drawn headlessly).
open class NavigationItem: NSObject {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Inherit from the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// The title.
    open var title: String?
    /// A line above the title.
    open var prompt: String?
    /// The back button's title.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// How the large title shows.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// A view in place of the title.
    open var titleView: View?
    /// The left item.
    open var leftBarButtonItem: BarButtonItem?
    /// The right item.
    open var rightBarButtonItem: BarButtonItem?
    /// The left items.
    open var leftBarButtonItems: [BarButtonItem]?
    /// The right items.
    open var rightBarButtonItems: [BarButtonItem]?

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: what `viewWillTransition(to:with:)` receives.
/// Headless transitions have no duration, so `animate(alongsideTransition:completion:)` runs
/// both blocks at once.
public protocol ViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation`, then `completion`, with the context (at once, headlessly).
    @discardableResult
    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated (false headlessly).
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration (0 headlessly).
    var transitionDuration: TimeInterval { get }
}

/// The coordinator `reel` and tests pass to `viewWillTransition(to:with:)`: no animation, no
/// cancellation, blocks run at once.
public final class ImmediateTransitionCoordinator: ViewControllerTransitionCoordinator,
    ViewControllerTransitionCoordinatorContext
{
    /// A coordinator.
    public init() {}
    /// False.
    public var isAnimated: Bool { false }
    /// False.
    public var isCancelled: Bool { false }
    /// 0.
    public var transitionDuration: TimeInterval { 0 }

    /// Runs `animation`, then `completion`.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}
