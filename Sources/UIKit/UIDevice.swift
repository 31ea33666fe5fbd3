import Foundation
import HeadlessUI

/// The headless device, with the shape of UIKit's `UIDevice`: an iPhone running iOS 17, held
/// in the orientation of ``Screen/main`` (portrait unless a scene or a test makes the screen
/// wider than tall).
///
/// Its idiom is the main screen's trait collection's (`.phone` unless one is set). Headlessly no
/// notification is ever posted: orientation, battery and proximity do not change. Thread-safe.
public final class UIDevice: NSObject, @unchecked Sendable {
    /// The one device, UIKit's `UIDevice.current`.
    public static let current = UIDevice()

    /// Posted by UIKit when the device's orientation changes (never, headlessly).
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted by UIKit when the battery state changes (never, headlessly).
    public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted by UIKit when the battery level changes (never, headlessly).
    public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted by UIKit when the proximity sensor's state changes (never, headlessly).
    public static let proximityStateDidChangeNotification = NSNotification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// The battery's state, with UIKit's `UIDevice.BatteryState` cases and raw values.
    public enum BatteryState: Int, Sendable, Hashable {
        case unknown = 0, unplugged, charging, full
    }

    private let lock = NSLock()
    private var generatingOrientationNotifications = false
    private var batteryMonitoring = false
    private var proximityMonitoring = false

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// "iPhone" (UIKit gives the generic model name since iOS 16).
    public var name: String { "iPhone" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone".
    public var localizedModel: String { "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// "17.0".
    public var systemVersion: String { "17.0" }
    /// The main screen's idiom, `.phone` when its traits give none.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let idiom = Screen.main.traitCollection.userInterfaceIdiom
        return idiom == .unspecified ? .phone : idiom
    }
    /// `.portrait`, or `.landscapeLeft` when the main screen is wider than tall (a scene or a
    /// test may set its bounds).
    public var orientation: UIDeviceOrientation {
        let bounds = Screen.main.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    /// Nil, as UIKit gives before the device is first unlocked: no identifier headlessly.
    public var identifierForVendor: UUID? { nil }
    /// True, as on every iPhone since iOS 4.
    public var isMultitaskingSupported: Bool { true }

    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` was called more recently than
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public var isGeneratingDeviceOrientationNotifications: Bool { locked { generatingOrientationNotifications } }
    /// Marks orientation notifications as wanted (none is posted headlessly).
    public func beginGeneratingDeviceOrientationNotifications() { locked { generatingOrientationNotifications = true } }
    /// Marks orientation notifications as no longer wanted.
    public func endGeneratingDeviceOrientationNotifications() { locked { generatingOrientationNotifications = false } }

    /// Whether battery monitoring is on; `batteryLevel` stays −1 and `batteryState` unknown.
    public var isBatteryMonitoringEnabled: Bool {
        get { locked { batteryMonitoring } }
        set { locked { batteryMonitoring = newValue } }
    }
    /// −1: unknown, as UIKit reports without monitoring (and in the Simulator).
    public var batteryLevel: Float { -1 }
    /// `.unknown`.
    public var batteryState: BatteryState { .unknown }

    /// Whether proximity monitoring is on; ``proximityState`` stays false.
    public var isProximityMonitoringEnabled: Bool {
        get { locked { proximityMonitoring } }
        set { locked { proximityMonitoring = newValue } }
    }
    /// False: nothing is near the (absent) sensor.
    public var proximityState: Bool { false }

    /// Plays nothing headlessly.
    public func playInputClick() {}
}

/// The device's physical orientation, with UIKit's `UIDeviceOrientation` cases and raw values.
public enum UIDeviceOrientation: Int, Sendable, Hashable, CaseIterable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait, upside down or landscape: an orientation the interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
