#if !canImport(Darwin)
    /// An action's name, standing in for Objective-C's `Selector` on Linux, where
    /// `#selector(…)` does not exist: the source adapter rewrites `#selector(handlePan(_:))` to
    /// `Selector("handlePan:")`. Headlessly no action is ever sent.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The selector's name, Objective-C style (`handlePan:`).
        public let name: String

        /// A selector from its name (Foundation's `Selector(_:)`).
        public init(_ name: String) { self.name = name }

        /// A selector from a string literal.
        public init(stringLiteral value: String) { self.name = value }

        /// The name.
        public var description: String { name }
    }
#endif
