import Foundation

/// Render progress on stderr: a bar redrawn in place on a terminal, plain lines (every 10 %)
/// otherwise, nothing when quiet.
///
/// Named so that it does not shadow Foundation's `Progress`. One reporter belongs to one render
/// and is advanced from the thread that collects finished frames.
public final class ProgressReporter: @unchecked Sendable {
    /// Whether progress is shown: the `--quiet` switch.
    public enum Mode: Sendable {
        /// A bar on a terminal, a line every 10 % otherwise.
        case automatic
        /// Nothing at all (`--quiet`).
        case quiet
    }

    private let total: Int
    private let interactive: Bool
    private let quiet: Bool
    private let label: String
    private var done = 0
    private var lastDecile = -1
    private let start = Date()

    /// A reporter for `total` units named `label` (shown after the counts).
    public init(total: Int, label: String = "frames", mode: Mode) {
        self.total = total
        self.label = label
        self.quiet = mode == .quiet || total == 0
        self.interactive = isatty(STDERR_FILENO) != 0
    }

    /// Records `count` more finished units.
    public func advance(by count: Int = 1) {
        guard !quiet else { return }
        done += count
        if interactive {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            let elapsed = Date().timeIntervalSince(start)
            emit(String(format: "\r[%@] %d/%d %@ %.1fs", bar, done, total, label, elapsed))
            if done >= total { emit("\r\u{1B}[K") }
        } else {
            let decile = total > 0 ? done * 10 / total : 10
            if decile > lastDecile, decile < 10 || done == total {
                lastDecile = decile
                emit("rendered \(done)/\(total) \(label)\n")
            }
        }
    }

    private func emit(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
