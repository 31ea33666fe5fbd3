import Foundation
import HeadlessUI

/// Which values a key-value observation reports, with the shape and raw values of Foundation's
/// `NSKeyValueObservingOptions` (Linux Foundation has no key-value observing).
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public var rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value.
    public static let new = KeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value.
    public static let old = KeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once at once, with the current value as the new value.
    public static let initial = KeyValueObservingOptions(rawValue: 0x04)
    /// Accepted for source compatibility; headlessly no notification is sent before a change.
    public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}

/// One change reported to a key-value observer, with the shape of Foundation's
/// `NSKeyValueObservedChange`: `oldValue` only with `.old`, `newValue` only with `.new`.
public struct KeyValueObservedChange<Value> {
    /// The kind of change; always a setting headlessly.
    public enum Kind: UInt, Sendable {
        /// The value was set.
        case setting = 1
        /// Items were inserted (collections; never sent headlessly).
        case insertion = 2
        /// Items were removed (collections; never sent headlessly).
        case removal = 3
        /// Items were replaced (collections; never sent headlessly).
        case replacement = 4
    }

    /// The kind of change.
    public let kind: Kind
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The changed indexes of a collection (always nil headlessly).
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (always false headlessly).
    public let isPrior: Bool
}

/// A live key-value observation, with the shape of Foundation's `NSKeyValueObservation`: the
/// observation lasts until `invalidate()` is called or the object is released, as on Apple
/// platforms.
public final class KeyValueObservation: NSObject {
    private var cancel: (() -> Void)?

    init(cancel: @escaping () -> Void) {
        self.cancel = cancel
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        cancel?()
        cancel = nil
    }

    deinit {
        cancel?()
    }
}

/// The hook that gives views and layouts Foundation's block-based key-value observing on Linux:
/// `collectionView.observe(\.contentOffset, options: [.new]) { view, change in … }`, or on a
/// layout `observe(\.collectionView?.contentOffset) { layout, change in … }`.
///
/// A view notifies its observers after each change of an observable property — `bounds` (so
/// `contentOffset`), `center`, `frame`, `transform`, `alpha`, `isHidden`, and for scroll views
/// `contentSize` and `contentInset` — in the order UIKit's KVO does: after the new value is
/// stored, before the next layout pass. A collection view's notifications reach the observers of
/// its installed layout too, so a layout's key path through `collectionView` hears them, as
/// Foundation's KVO follows a key path's chain. Observers of an `Equatable` value hear only real
/// changes. Views and layouts share one registration mechanism (`ObservationRegistry`); a
/// type of your own that conforms gets observations that never fire.
public protocol KeyValueObserving: AnyObject {}

extension View: KeyValueObserving {}
extension CollectionViewLayout: KeyValueObserving {}

extension KeyValueObserving {
    /// Observes the value at `keyPath` — on a view (`\.contentOffset`) or on a layout, usually
    /// through `collectionView` (`\.collectionView?.contentOffset`) — calling `changeHandler`
    /// after it changes.
    @discardableResult
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        register(observationHandler(self, keyPath, options, changeHandler, isSame: ==))
    }

    /// Observes the value at `keyPath` (not `Equatable`: the handler hears every notification
    /// of the object's observable properties).
    @discardableResult
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        register(observationHandler(self, keyPath, options, changeHandler, isSame: { _, _ in false }))
    }

    /// The registry of the two observable classes, ``View`` and ``CollectionViewLayout``.
    private var registryOfObservableClass: ObservationRegistry? {
        (self as? View)?.observationRegistry ?? (self as? CollectionViewLayout)?.observationRegistry
    }

    /// Registers `handler` with this object's registry; the observation removes it again.
    private func register(_ handler: @escaping () -> Void) -> KeyValueObservation {
        guard let registry = registryOfObservableClass else { return KeyValueObservation {} }
        let identifier = registry.add(handler)
        return KeyValueObservation { [weak registry] in registry?.remove(identifier) }
    }
}

/// The handler a notification runs for one observation: re-reads the key path and calls
/// `changeHandler` unless `isSame` says the value did not change; sends `.initial` at once.
private func observationHandler<Subject: AnyObject, Value>(
    _ subject: Subject, _ keyPath: KeyPath<Subject, Value>, _ options: KeyValueObservingOptions,
    _ changeHandler: @escaping (Subject, KeyValueObservedChange<Value>) -> Void,
    isSame: @escaping (Value, Value) -> Bool
) -> () -> Void {
    var lastValue = subject[keyPath: keyPath]
    if options.contains(.initial) {
        changeHandler(
            subject,
            KeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? lastValue : nil, oldValue: nil, indexes: nil,
                isPrior: false))
    }
    return { [weak subject] in
        guard let subject else { return }
        let value = subject[keyPath: keyPath]
        if isSame(lastValue, value) { return }
        let old = lastValue
        lastValue = value
        changeHandler(
            subject,
            KeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil,
                oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
}
