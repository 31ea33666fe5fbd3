import Foundation

/// The key-value observation handlers of one observable object (a view or a layout), by
/// identifier, in registration order: what ``KeyValueObserving/observe(_:options:changeHandler:)``
/// registers and `notifyObservers()` runs.
final class ObservationRegistry {
    private var handlers: [(identifier: Int, handler: () -> Void)] = []
    private var nextIdentifier = 0

    /// A string-keyed observation (`addObserver(_:forKeyPath:options:context:)`), so that
    /// `removeObserver(_:forKeyPath:context:)` finds its handler.
    struct StringKeyed {
        var observer: ObjectIdentifier
        var keyPath: String
        var context: UnsafeMutableRawPointer?
        var identifier: Int
    }

    /// The string-keyed observations, in registration order.
    var stringKeyed: [StringKeyed] = []

    /// Registers `handler`; returns its identifier.
    func add(_ handler: @escaping () -> Void) -> Int {
        nextIdentifier += 1
        handlers.append((nextIdentifier, handler))
        return nextIdentifier
    }

    /// Removes the handler with `identifier`.
    func remove(_ identifier: Int) {
        handlers.removeAll { $0.identifier == identifier }
    }

    /// Runs every handler, in registration order.
    func notify() {
        guard !handlers.isEmpty else { return }
        for entry in handlers { entry.handler() }
    }
}
