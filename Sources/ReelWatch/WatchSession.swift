import Foundation

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
    // @unchecked: `render`, `describe` and `log` are called on the thread that runs the session.

    /// The page's server on 127.0.0.1.
    public let server: FlipbookServer
    /// The watcher of the session's files.
    public let watcher: FileWatcher
    private let render: () throws -> RenderedOutputs
    private let describe: (any Error) -> String
    private let log: (String) -> Void

    /// A session that watches `paths` (files or folders; folders in `ignoring` are skipped) and
    /// serves on 127.0.0.1:`port` (0: a free port the system picks).
    ///
    /// - Parameters:
    ///   - render: Renders and returns the frames; what it throws is shown over the page.
    ///   - describe: The text an error shows (by default its description).
    ///   - log: Where progress lines go (by default nowhere).
    /// - Throws: ``WatchError/cannotListen(_:)`` when the port cannot be used.
    public init(
        paths: [URL], ignoring: [URL] = [], port: UInt16 = 0, title: String = "reel",
        interval: TimeInterval = 0.1, describe: @escaping (any Error) -> String = { "\($0)" },
        log: @escaping (String) -> Void = { _ in }, render: @escaping () throws -> RenderedOutputs
    ) throws {
        self.server = try FlipbookServer(port: port, title: title)
        self.watcher = FileWatcher(paths: paths, ignoring: ignoring, interval: interval)
        self.render = render
        self.describe = describe
        self.log = log
    }

    /// Renders once and publishes the frames, or the error over the last good frames.
    ///
    /// - Returns: Whether the render succeeded.
    @discardableResult
    public func renderOnce() -> Bool {
        do {
            let outputs = try render()
            var frames: [(name: String, png: Data)] = []
            for url in outputs.frames {
                frames.append((url.lastPathComponent, try Data(contentsOf: url)))
            }
            watcher.watch(outputs.inputs)
            server.publish(frames: frames, title: outputs.title, fps: outputs.fps)
            if !outputs.summary.isEmpty { log(outputs.summary) }
            return true
        } catch {
            let message = describe(error)
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
