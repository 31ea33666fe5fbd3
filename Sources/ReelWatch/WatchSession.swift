import Foundation
import Reel

/// Renders, serves the frames on a live flipbook page, and renders again whenever a watched file
/// changes; a failed render keeps the last good frames on the page with its error shown over
/// them. Used by `reel render --watch` and `reel preview --watch`.
///
/// ```swift
/// let session = try WatchSession(paths: [sceneFile], title: "cards") {
///     try renderScene(sceneFile)  // returns RenderedOutputs
/// }
/// print("flipbook: \(session.server.address)")
/// session.run()  // until session.stop()
/// ```
public final class WatchSession: @unchecked Sendable {
    // @unchecked: `render`, `describe`, `log` and `lastGood` are used on the thread that runs the
    // session.

    /// The page's server on 127.0.0.1.
    public let server: FlipbookServer
    /// The watcher of the session's files.
    public let watcher: FileWatcher
    private let render: (LiveFrames) throws -> RenderedOutputs
    private let describe: (any Error) -> String
    private let log: (String) -> Void
    /// The frames of the last render that succeeded, shown again when a later one fails after
    /// its first frames went to the page.
    private var lastGood: (frames: [(name: String, png: Data)], title: String, fps: Double)?

    /// A session that watches `paths` (files or folders; folders in `ignoring` are skipped) and
    /// serves on 127.0.0.1:`port` (0: a free port the system picks).
    ///
    /// - Parameters:
    ///   - interval: How often the files are polled, in seconds (``FileWatcher``).
    ///   - render: Renders and returns the frames; what it throws is shown over the page. It may
    ///     hand each frame to the ``LiveFrames`` it is given as soon as it is drawn (through
    ///     ``LiveFrames/observer``), so the page shows the first frames before the render ends.
    ///   - describe: The text an error shows (by default its description).
    ///   - log: Where progress lines go (by default nowhere).
    /// - Throws: ``WatchError/cannotListen(_:)`` when the port cannot be used.
    public init(
        paths: [URL], ignoring: [URL] = [], port: UInt16 = 0, title: String = "reel",
        interval: TimeInterval = FileWatcher.defaultInterval, describe: @escaping (any Error) -> String = { "\($0)" },
        log: @escaping (String) -> Void = { _ in }, render: @escaping (LiveFrames) throws -> RenderedOutputs
    ) throws {
        self.server = try FlipbookServer(port: port, title: title)
        self.watcher = FileWatcher(paths: paths, ignoring: ignoring, interval: interval)
        self.render = render
        self.describe = describe
        self.log = log
    }

    /// A session whose renders show their frames only once they are all drawn.
    public convenience init(
        paths: [URL], ignoring: [URL] = [], port: UInt16 = 0, title: String = "reel",
        interval: TimeInterval = FileWatcher.defaultInterval, describe: @escaping (any Error) -> String = { "\($0)" },
        log: @escaping (String) -> Void = { _ in }, render: @escaping () throws -> RenderedOutputs
    ) throws {
        try self.init(
            paths: paths, ignoring: ignoring, port: port, title: title, interval: interval, describe: describe,
            log: log, render: { (_: LiveFrames) in try render() })
    }

    /// Renders once and publishes the frames, or the error over the last good frames.
    ///
    /// - Returns: Whether the render succeeded.
    @discardableResult
    public func renderOnce() -> Bool {
        let live = LiveFrames(server: server)
        do {
            let outputs = try render(live)
            var frames: [(name: String, png: Data)] = []
            for url in outputs.frames {
                frames.append((url.lastPathComponent, try Data(contentsOf: url)))
            }
            watcher.watch(outputs.inputs)
            server.publish(live: outputs.live)
            server.publish(frames: frames, title: outputs.title, fps: outputs.fps)
            lastGood = (frames, outputs.title, outputs.fps)
            if !outputs.summary.isEmpty { log(outputs.summary) }
            return true
        } catch {
            let message = describe(error)
            if live.wasPublished, let lastGood {
                // The page took this render's first frames: put the last good ones back under the error.
                server.publish(frames: lastGood.frames, title: lastGood.title, fps: lastGood.fps)
            }
            server.publish(error: message)
            log("error: \(message)\n(the page keeps the last good frames)")
            return false
        }
    }

    /// Renders, then renders again after every change to the watched files, until ``stop()``.
    public func run() {
        var stamps = watcher.snapshot()
        renderOnce()
        while let next = watcher.waitForChange(since: stamps) {
            stamps = next
            renderOnce()
        }
    }

    /// Ends ``run()`` at its next poll and stops the server.
    public func stop() {
        watcher.stop()
        server.stop()
    }
}

/// Hands a render's frames to the live page as they are drawn: the first frame at once, then
/// what has been drawn every ``interval`` seconds, until the render's whole set replaces them.
public final class LiveFrames: @unchecked Sendable {
    // @unchecked: `frames`, `lastPublished` and `published` change under `lock`.

    /// How long the page goes between showing more of a render's frames.
    public static let interval: TimeInterval = 0.25

    private let server: FlipbookServer
    private let lock = NSLock()
    private var frames: [(name: String, png: Data)] = []
    private var lastPublished = Date.distantPast
    private var published = false

    init(server: FlipbookServer) {
        self.server = server
    }

    /// Whether some frames of this render went to the page.
    var wasPublished: Bool { lock.withLock { published } }

    /// Takes frame `index` of `count`, as PNG bytes, in frame order; publishes the frames so far
    /// when it is the first or ``interval`` has passed since the last publication.
    public func take(index: Int, of count: Int, png: Data) {
        lock.withLock {
            let name = OutputNaming.frameFileName(
                index, digits: OutputNaming.frameDigits(count: count), extension: "png")
            frames.append((name, png))
            let now = Date()
            guard frames.count < count, now.timeIntervalSince(lastPublished) >= Self.interval else { return }
            lastPublished = now
            published = true
            server.publish(frames: frames, expected: count)
        }
    }
}
