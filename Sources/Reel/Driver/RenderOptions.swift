import Canvas
import Foundation
import ViewDrawing

/// How `reel render` runs: where files go, which outputs, how many jobs, which shard.
public struct RenderOptions: Sendable {
    /// The output folder (created if missing).
    public var outputDirectory: URL
    /// Outputs to write; nil uses the scene's `outputs`.
    public var outputs: Set<OutputKind>?
    /// Parallel rendering jobs, 1…``maximumJobs``.
    public var jobs: Int
    /// The most jobs a render takes (more would only cost memory).
    public static let maximumJobs = 256
    /// Render only frames whose index `i` has `i mod count == index − 1` (1-based `index`).
    public var shard: Shard?
    /// Whether progress is shown on stderr (``ProgressReporter/Mode/automatic`` unless `--quiet`).
    public var progress: ProgressReporter.Mode
    /// How hard PNG frames are compressed (`--png-compression`). Default ``PNGCompression/balanced``.
    public var pngCompression: PNGCompression
    /// Called with each frame's PNG as soon as it is drawn — on the calling thread, in frame order,
    /// before the render's files are finished and moved into place — so a live page can show the
    /// first frames while the rest are drawn (`reel preview --watch`). Nil: no frame is handed out.
    public var frameObserver: (@Sendable (DrawnFrame) -> Void)?
    /// How elements are drawn (`--draw`), over the scene's `draw`; nil keeps the scene's.
    public var draw: DrawMode?
    /// The appearance views are captured in (`--appearance`), over the scene's; nil keeps the scene's.
    public var appearance: Appearance?
    /// How much of the app's cells' drawing each job keeps to draw unchanged cells of later
    /// frames by copying their pixels (``DrawingReuse``; the bytes written are the same either
    /// way). Default ``DrawingReuse/default``; ``DrawingReuse/off`` draws every cell afresh.
    public var drawingReuse: DrawingReuse = .default

    /// Options for a render into `outputDirectory`; `jobs` is clamped to 1…``maximumJobs``
    /// (default: one per core).
    public init(
        outputDirectory: URL, outputs: Set<OutputKind>? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        shard: Shard? = nil, progress: ProgressReporter.Mode = .automatic, pngCompression: PNGCompression = .balanced
    ) {
        self.outputDirectory = outputDirectory
        self.outputs = outputs
        self.jobs = min(max(1, jobs), Self.maximumJobs)
        self.shard = shard
        self.progress = progress
        self.pngCompression = pngCompression
    }
}

/// A frame handed to ``RenderOptions/frameObserver`` as soon as it is drawn.
public struct DrawnFrame: Sendable {
    /// The frame's index in the sweep, from 0.
    public var index: Int
    /// How many frames the sweep has.
    public var count: Int
    /// The frame encoded as PNG with the render's encoder (the bytes a `frame-NNNN.png` holds).
    public var png: Data
}

/// PNG frame compression: `fast` trades size for speed, `small` speed for size; `balanced`
/// writes files smaller than cairo's own writer on most frames, many times faster.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// ``PNGEncoder/fast``: the quickest; on busy frames about the size of cairo's writer.
    case fast
    /// ``PNGEncoder/balanced``: smaller than cairo's writer on most frames, many times faster.
    /// The default.
    case balanced
    /// ``PNGEncoder/small``: the smallest files, slower than cairo's writer.
    case small

    /// Canvas's encoder for this setting.
    public var encoder: PNGEncoder {
        switch self {
        case .fast: .fast
        case .balanced: .balanced
        case .small: .small
        }
    }
}

/// One of N slices of a frame sweep: `K/N` renders frames K−1, K−1+N, K−1+2N, … (0-based
/// indices), so N machines with K = 1…N together render every frame once.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// K: which slice, 1…`count`.
    public var index: Int
    /// N: how many slices the sweep is cut into, ≥ 1.
    public var count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N, as `--shard` takes it.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` when the text is not two integers with 1 ≤ K ≤ N.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
            throw ReelError.invalidOption("--shard expects K/N with 1 ≤ K ≤ N (for example 2/4), got '\(text)'")
        }
        index = k
        count = n
    }

    /// Whether this shard renders frame `frame` (0-based): `frame mod count == index − 1`.
    public func includes(frame: Int) -> Bool { frame % count == index - 1 }

    /// `K/N`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}

/// What a render wrote: ``RenderDriver/run()``'s result, which `reel render` reports.
public struct RenderSummary: Sendable {
    /// The scene's frame count (every sampled frame, whichever shard).
    public var frames: Int
    /// The frames this render drew: all of them, or those of its shard.
    public var renderedFrames: Int
    /// The files written, at their final places in the output folder.
    public var files: [URL]
    /// Wall-clock seconds from the start of the run to the last file moved into place.
    public var seconds: Double
    /// The elements the rendered frames show, summed over frames and panes: those not hidden,
    /// not fully transparent and not empty. Zero means every frame is blank.
    public var shownElements: Int = 0
    /// The largest content size any pane had in a rendered frame (width and height each the
    /// largest), zero when every pane's content is empty.
    public var largestContentSize: CGSize = .zero
}
