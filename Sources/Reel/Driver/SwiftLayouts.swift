import Foundation

/// Runs the panes of scenes that name Swift layouts (`layout: { swift: …, class: … }`) outside
/// this process, and hands back their frames.
///
/// The `reel` tool installs one (`ReelPreview`'s host, which compiles the files and runs them in
/// a child process) before it runs a command; a ``SceneRuntime`` of such a scene asks it for a
/// ``SceneFrameSource`` instead of building the layouts itself.
public protocol SwiftLayoutHost: Sendable {
    /// Builds and starts the layouts of `scene` (all its panes, Swift or built-in) and samples
    /// its track.
    ///
    /// - Throws: ``SceneError`` at the scene's place for a bad class or parameter, or the
    ///   host's own error (a compile error, a crash) with the user's file and line.
    func frameSource(for scene: Scene) throws -> any SceneFrameSource
}

/// The frames of a scene whose layouts run elsewhere: its samples, and the state at any sample.
public protocol SceneFrameSource: AnyObject {
    /// Every frame's index, time and per-pane offsets, in frame order.
    var samples: [FrameSample] { get }
    /// Every pane's content size and bounds size once the layouts are built, in pane order.
    var paneSizes: [(contentSize: CGSize, boundsSize: CGSize)] { get }
    /// Every pane's state at `sample`'s offsets, as ``SceneRuntime/frame(for:)`` gives it.
    func frame(for sample: FrameSample) throws -> FrameState
}

/// Where the ``SwiftLayoutHost`` lives: set once, at start-up, by a tool that can build Swift
/// layouts.
public enum SwiftLayouts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: (any SwiftLayoutHost)?

    /// The host that runs Swift layouts, or nil when this process cannot (then a scene naming a
    /// Swift layout is reported as such).
    public static var host: (any SwiftLayoutHost)? {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue } }
    }
}
