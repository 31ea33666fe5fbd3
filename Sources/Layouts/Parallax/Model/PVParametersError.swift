/// Offsets that ``PVParameters`` rejects (the original traps on them).
public struct PVParametersError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The start offset given.
    public var startOffset: Double
    /// The stop offset given.
    public var stopOffset: Double
    /// What is wrong with them.
    public var reason: String

    /// An error for the offsets given and what is wrong with them.
    public init(startOffset: Double, stopOffset: Double, reason: String) {
        self.startOffset = startOffset
        self.stopOffset = stopOffset
        self.reason = reason
    }

    /// The reason followed by the rule, `0 <= startOffset < stopOffset <= 1`.
    public var description: String {
        "\(reason); action parameters need 0 <= startOffset < stopOffset <= 1"
    }
}
