import Foundation

/// The key-value observation handlers of one observable object (a view or a layout), by
/// identifier, in registration order: what ``KeyValueObserving/observe(_:options:changeHandler:)``
/// registers and `notifyObservers()` runs.
package final class ObservationRegistry {
    package init() {}

    private var handlers: [(identifier: Int, handler: () -> Void)] = []
    private var nextIdentifier = 0

    /// A string-keyed observation (`addObserver(_:forKeyPath:options:context:)`), so that
    /// `removeObserver(_:forKeyPath:context:)` finds its handler.
    package struct StringKeyed {
        package var observer: ObjectIdentifier
        package var keyPath: String
        package var context: UnsafeMutableRawPointer?
        package var identifier: Int

        package init(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, identifier: Int) {
            self.observer = observer
            self.keyPath = keyPath
            self.context = context
            self.identifier = identifier
        }
    }

    /// The string-keyed observations, in registration order.
    package var stringKeyed: [StringKeyed] = []

    /// Registers `handler`; returns its identifier.
    package func add(_ handler: @escaping () -> Void) -> Int {
        nextIdentifier += 1
        handlers.append((nextIdentifier, handler))
        return nextIdentifier
    }

    /// Removes the handler with `identifier`.
    package func remove(_ identifier: Int) {
        handlers.removeAll { $0.identifier == identifier }
    }

    /// Runs every handler, in registration order.
    package func notify() {
        guard !handlers.isEmpty else { return }
        for entry in handlers { entry.handler() }
    }
}
