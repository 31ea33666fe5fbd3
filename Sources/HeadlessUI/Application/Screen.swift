import Foundation

/// The headless display, with the shape of UIKit's `UIScreen`: `Screen.main.bounds`,
/// `scale`, `nativeScale` and the screen's trait collection.
///
/// Defaults are an iPhone 14's: 390 × 844 points at scale 3. Everything is settable (a scene or
/// a test sets the device it previews); reads and writes are thread-safe.
public final class Screen: NSObject, @unchecked Sendable {
    /// The one screen, UIKit's `UIScreen.main`.
    public static let main = Screen()

    private let lock = NSLock()
    private var storedBounds = Screen.defaultBounds
    private var storedScale = Screen.defaultScale
    private var storedNativeScale: CGFloat?
    private var storedTraits: TraitCollection?

    /// 390 × 844 points: an iPhone 14 in portrait.
    public static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// 3 pixels per point.
    public static let defaultScale: CGFloat = 3

    /// A screen with the default size and scale.
    public override init() {
        super.init()
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The screen's rectangle in points, origin zero.
    public var bounds: CGRect {
        get { locked { storedBounds } }
        set { locked { storedBounds = newValue } }
    }

    /// Pixels per point.
    public var scale: CGFloat {
        get { locked { storedScale } }
        set { locked { storedScale = newValue } }
    }

    /// The physical pixels per point; equal to `scale` unless set.
    public var nativeScale: CGFloat {
        get { locked { storedNativeScale ?? storedScale } }
        set { locked { storedNativeScale = newValue } }
    }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        let (bounds, scale) = locked { (storedBounds, storedNativeScale ?? storedScale) }
        return CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's traits: the set collection, else the scale, compact width, regular height,
    /// the application's layout direction and the phone idiom.
    public var traitCollection: TraitCollection {
        get {
            if let traits = locked({ storedTraits }) { return traits }
            return TraitCollection(
                displayScale: scale, horizontalSizeClass: .compact, verticalSizeClass: .regular,
                layoutDirection: Application.shared.userInterfaceLayoutDirection, userInterfaceIdiom: .phone)
        }
        set { locked { storedTraits = newValue } }
    }

    /// Puts back the defaults (tests that change the screen call it when done).
    public func reset() {
        locked {
            storedBounds = Screen.defaultBounds
            storedScale = Screen.defaultScale
            storedNativeScale = nil
            storedTraits = nil
        }
    }
}
