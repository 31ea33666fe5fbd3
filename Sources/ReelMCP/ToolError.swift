/// A tool call that cannot be done as asked: a missing or mistyped argument, a path outside the
/// served folders. The agent gets the message as the call's error result.
struct ToolError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to pass instead.
    let description: String

    init(_ description: String) { self.description = description }
}
