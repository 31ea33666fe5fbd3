import Foundation

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
    private weak var view: View?
    private let identifier: Int

    init(view: View, identifier: Int) {
        self.view = view
        self.identifier = identifier
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        view?.removeObservationHandler(identifier)
        view = nil
    }

    deinit {
        view?.removeObservationHandler(identifier)
    }
}

/// The hook that gives views Foundation's block-based key-value observing on Linux:
/// `collectionView.observe(\.contentOffset, options: [.new]) { view, change in … }`.
///
/// A view notifies its observers after each change of an observable property — `bounds` (so
/// `contentOffset`), `center`, `frame`, `transform`, `alpha`, `isHidden`, and for scroll views
/// `contentSize` and `contentInset` — in the order UIKit's KVO does: after the new value is
/// stored, before the next layout pass. Observers of an `Equatable` value hear only real changes.
public protocol KeyValueObserving: AnyObject {}

extension View: KeyValueObserving {}

extension KeyValueObserving where Self: View {
    /// Observes the value at `keyPath`, calling `changeHandler` after it changes.
    @discardableResult
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        var lastValue = self[keyPath: keyPath]
        return addObservationHandler(keyPath: keyPath, options: options, changeHandler: changeHandler) { view in
            let value = view[keyPath: keyPath]
            guard value != lastValue else { return nil }
            defer { lastValue = value }
            return (lastValue, value)
        }
    }

    /// Observes the value at `keyPath` (not `Equatable`: the handler hears every notification
    /// of the view's observable properties).
    @discardableResult
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        var lastValue = self[keyPath: keyPath]
        return addObservationHandler(keyPath: keyPath, options: options, changeHandler: changeHandler) { view in
            let value = view[keyPath: keyPath]
            defer { lastValue = value }
            return (lastValue, value)
        }
    }

    private func addObservationHandler<Value>(
        keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions,
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void,
        change: @escaping (Self) -> (old: Value, new: Value)?
    ) -> KeyValueObservation {
        if options.contains(.initial) {
            let current = self[keyPath: keyPath]
            changeHandler(
                self,
                KeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? current : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        let identifier = addObservationHandler { [weak self] in
            guard let self, let values = change(self) else { return }
            changeHandler(
                self,
                KeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? values.new : nil,
                    oldValue: options.contains(.old) ? values.old : nil, indexes: nil, isPrior: false))
        }
        return KeyValueObservation(view: self, identifier: identifier)
    }
}
