import Foundation

/// Where the Auto Layout engine's messages go: UIKit's "Unable to simultaneously satisfy
/// constraints." report and visual-format parse errors.
///
/// By default each message is written to standard error, as UIKit logs it. ``log`` is
/// task-local, so a test captures the messages of the code it runs without seeing other tests'
/// (tests run in parallel):
///
/// ```swift
/// let lines = Mutex<[String]>([])
/// LayoutDiagnostics.$log.withValue({ line in lines.withLock { $0.append(line) } }) {
///     view.layoutIfNeeded()
/// }
/// ```
public enum LayoutDiagnostics {
    /// Receives each message (several lines, no trailing newline).
    @TaskLocal public static var log: @Sendable (String) -> Void = standardError

    /// Writes a message and a newline to standard error.
    public static let standardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
