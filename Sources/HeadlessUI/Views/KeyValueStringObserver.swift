import Foundation

/// The keys of a string-keyed key-value observation's change dictionary, with the raw values of
/// Foundation's `NSKeyValueChangeKey` (`UIKit` names it so; Linux Foundation has no key-value
/// observing).
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change: `1` (a setting) headlessly.
    public static let kindKey = KeyValueChangeKey(rawValue: "kind")
    /// The new value, with `.new` (`NSNull()` when it is nil).
    public static let newKey = KeyValueChangeKey(rawValue: "new")
    /// The old value, with `.old` (`NSNull()` when it was nil).
    public static let oldKey = KeyValueChangeKey(rawValue: "old")
    /// The changed indexes of a collection; never sent headlessly.
    public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
    /// Whether the notification comes before the change; never sent headlessly.
    public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An object that hears string-keyed key-value observations: Foundation's
/// `observeValue(forKeyPath:of:change:context:)`, which ``View`` and ``CollectionViewLayout``
/// declare (doing nothing) so that a subclass overrides it as on Apple platforms.
public protocol KeyValueStringObserver: AnyObject {
    /// Called after the value at `keyPath` of `object` changed, with the observation's `context`.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

extension View: KeyValueStringObserver {}
