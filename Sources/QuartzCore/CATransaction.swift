import Foundation

#if !canImport(Darwin)
    /// Core Animation's `CATransaction`, headless: nothing animates implicitly, so every call
    /// only records what it was told (cells and layouts call `setDisableActions(true)` around
    /// attribute changes).
    public enum CATransaction {
        nonisolated(unsafe) private static var disablesActions = false
        private static let lock = NSLock()

        /// Begins a transaction; does nothing headlessly.
        public static func begin() {}

        /// Commits a transaction; does nothing headlessly.
        public static func commit() {}

        /// Flushes pending changes; does nothing headlessly.
        public static func flush() {}

        /// Records whether implicit actions are disabled (they never run headlessly).
        public static func setDisableActions(_ flag: Bool) {
            lock.lock()
            defer { lock.unlock() }
            disablesActions = flag
        }

        /// Whether implicit actions were last disabled.
        public static func disableActions() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return disablesActions
        }

        /// Accepts an animation duration; nothing animates headlessly.
        public static func setAnimationDuration(_ duration: TimeInterval) {}

        /// Runs `block` at once: with nothing animating, the transaction is complete immediately.
        public static func setCompletionBlock(_ block: (() -> Void)?) {
            block?()
        }
    }
#endif
