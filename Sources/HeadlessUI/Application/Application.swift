import Foundation

/// The headless application, with the shape of UIKit's `UIApplication`:
/// `Application.shared.userInterfaceLayoutDirection`.
///
/// Left-to-right unless set (a right-to-left scene sets it); thread-safe.
public final class Application: NSObject, @unchecked Sendable {
    /// The one application, UIKit's `UIApplication.shared`.
    public static let shared = Application()

    private let lock = NSLock()
    private var storedDirection = UserInterfaceLayoutDirection.leftToRight

    /// An application laid out left-to-right.
    public override init() {
        super.init()
    }

    /// The reader's preferred text size: the category of the layout work in progress
    /// (``ContentSizeCategory/current``, set by a scene's pane), Large by default.
    public var preferredContentSizeCategory: ContentSizeCategory { ContentSizeCategory.current }

    /// The direction of the user's language.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedDirection
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedDirection = newValue
        }
    }
}
