// The layout's files are in UIKitSources/, adapted by UIKitAdapterPlugin before they compile.

/// What `#selector(…)` becomes on Linux (`Selector("reload")`); the UIKit module provides the
/// same struct, which this example does not import.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The selector's Objective-C name.
    public let name: String

    /// A selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The name.
    public var description: String { name }
}
