import Foundation

/// A window with the shape of UIKit's `UIWindow`: the root of a view hierarchy, with a root
/// view controller whose view it holds. Nothing is shown headlessly; ``View/window`` finds the
/// window a view is in.
open class Window: View {
    /// The window's level (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level value.
        public var rawValue: CGFloat
        /// A level from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Normal windows, 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar, 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts, 2000.
        public static let alert = Level(rawValue: 2000)
        /// Orders by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The controller whose view fills the window; setting it installs that view. Main-actor
    /// isolated, as view controllers are.
    @MainActor open var rootViewController: ViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }
    /// The window's level.
    open var windowLevel: Level = .normal
    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false

    /// A window the size of the main screen (UIKit's `init()`).
    public convenience init() {
        self.init(frame: Screen.main.bounds)
    }

    /// Makes the window key and shows it (headlessly: marks it key).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }
}

extension View {
    /// The window the view is in: the view itself when it is a window, else its nearest
    /// ancestor that is one; nil when it is in none (UIKit's `window`).
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }
}
