import Foundation
import ReelSystem

/// Watches files and folders by polling their metadata (every 50 ms by default) and reports a
/// change once the paths have stopped changing for one more poll, so an editor's save — write a
/// temporary file, then rename it over the original — is reported once, after the rename.
///
/// A folder is watched with everything under it except hidden entries (`.git`, `.build`, an
/// editor's `.swp`) and the folders named in `ignoring` (a render's output folder).
public final class FileWatcher: @unchecked Sendable {
    // @unchecked: `paths` grows and `stopped` flips under `lock`; everything else is immutable.

    /// What is known about one watched path: modification time, size and inode, or nothing when
    /// it does not exist.
    public struct Stamp: Hashable, Sendable {
        /// Modification time in nanoseconds since 1970.
        public var modified: Int64
        /// Size in bytes (0 for a folder).
        public var size: Int64
        /// The inode number, which a rename over the file changes.
        public var inode: UInt64
    }

    private let lock = NSLock()
    private var paths: [URL]
    private let ignoring: [String]
    private let interval: TimeInterval
    private var stopped = false

    /// How often a watcher polls by default, in seconds: a save is seen 50–100 ms later.
    public static let defaultInterval: TimeInterval = 0.05

    /// A watcher of `paths` (files or folders, existing or not yet) that polls every `interval`
    /// seconds and skips folders whose path is in `ignoring`.
    public init(paths: [URL], ignoring: [URL] = [], interval: TimeInterval = defaultInterval) {
        self.paths = paths.map(\.standardizedFileURL)
        self.ignoring = ignoring.map { $0.standardizedFileURL.path }
        self.interval = interval
    }

    /// Adds `paths` to the watched ones (files a render found it reads).
    public func watch(_ more: [URL]) {
        lock.withLock {
            for url in more.map(\.standardizedFileURL) where !paths.contains(url) { paths.append(url) }
        }
    }

    /// Ends ``waitForChange(since:)`` waits: they return nil at their next poll.
    public func stop() {
        lock.withLock { stopped = true }
    }

    /// Whether ``stop()`` was called.
    public var isStopped: Bool { lock.withLock { stopped } }

    /// The state of every watched path now, to compare with later.
    public func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for url in lock.withLock({ paths }) { collect(url.path, into: &stamps) }
        return stamps
    }

    /// Blocks until the watched paths differ from `before` and then stay unchanged for one poll
    /// (the debounce), and returns the new state; returns nil when stopped or when `deadline`
    /// passes first.
    public func waitForChange(since before: [String: Stamp], deadline: Date = .distantFuture) -> [String: Stamp]? {
        var previous = before
        var changed = false
        while !isStopped, Date() < deadline {
            Thread.sleep(forTimeInterval: interval)
            let now = snapshot()
            if now != previous {
                changed = true
                previous = now
            } else if changed {
                return now
            }
        }
        return nil
    }

    private func collect(_ path: String, into stamps: inout [String: Stamp]) {
        guard let stamp = FileStamp.of(path) else {
            stamps[path] = nil
            return
        }
        if stamp.isDirectory {
            guard !ignoring.contains(path) else { return }
            stamps[path] = Stamp(modified: stamp.modified, size: 0, inode: stamp.inode)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                collect((path as NSString).appendingPathComponent(name), into: &stamps)
            }
        } else {
            stamps[path] = Stamp(modified: stamp.modified, size: stamp.size, inode: stamp.inode)
        }
    }
}
