import Foundation
import Reel

/// The live page's engine: one ``SceneRuntime`` of the watched scene (built in this process, or
/// running the Swift layouts in a preview child) and one ``FrameRenderer`` with the fast PNG
/// encoder, answering the `/live/…` requests:
///
/// - `/live/info`: the canvas, and per pane its frame on the canvas, axis, offset range, paging
///   and starting offset (JSON);
/// - `/live/frame?o=x0,y0,…`: the frame at those offsets (one pair per pane) as PNG, drawn
///   exactly as `reel render` draws its frames;
/// - `/live/elements?o=…`: the inspector's JSON at those offsets (``LiveInspection``);
/// - `/live/fling?pane=P&x=…&y=…&vx=…&vy=…`: where a release there comes to rest, as the
///   layout and the view decide (``SceneRuntime/fling(pane:from:velocity:)``; JSON);
/// - `/live/track?track=…` and `/live/export?format=apng|gif|webp|mp4&track=…`: a recorded
///   interaction as a scene track and as an animation (``LiveExport``).
///
/// Layouts have state, so requests are answered one at a time; the runtime is built on the
/// first request and again after one failed (a crashed child).
final class LiveWorkbench: @unchecked Sendable {
    // @unchecked: `runtime`, `renderer` and `first` are used under `lock` only.

    let source: LiveSource
    private let lock = NSLock()
    private var runtime: SceneRuntime?
    private var renderer: FrameRenderer?
    private var first: FrameState?
    private let created = Date()

    init(source: LiveSource) {
        self.source = source
    }

    private var scene: Scene { source.scene }

    /// The answer to a `/live/…` request.
    func response(to target: String, version: Int) -> FlipbookResponse {
        let query = LiveQuery(target)
        do {
            return try lock.withLock { try answer(query, version: version) }
        } catch let error as LiveRequestError {
            return Self.text("400 Bad Request", error.message)
        } catch {
            lock.withLock {
                runtime = nil
                first = nil
            }
            return Self.text("500 Internal Server Error", "\(error)")
        }
    }

    private func answer(_ query: LiveQuery, version: Int) throws -> FlipbookResponse {
        let panes = scene.panes.count
        switch query.route {
        case "/live/info":
            return Self.json(try info(version: version))
        case "/live/frame":
            let state = try frame(at: try query.offsets(panes: panes))
            let renderer = renderer ?? FrameRenderer(scene: scene, encoder: PNGCompression.fast.encoder)
            self.renderer = renderer
            return FlipbookResponse(status: "200 OK", type: "image/png", body: try renderer.png(for: state))
        case "/live/elements":
            let state = try frame(at: try query.offsets(panes: panes))
            return Self.json(try LiveInspection.json(state, scene: scene))
        case "/live/fling":
            let pane = try query.integer("pane", in: 0..<panes)
            let from = CGPoint(
                x: try query.number("x", limit: LiveQuery.maximumOffset),
                y: try query.number("y", limit: LiveQuery.maximumOffset))
            let velocity = CGPoint(
                x: try query.number("vx", limit: LiveQuery.maximumVelocity),
                y: try query.number("vy", limit: LiveQuery.maximumVelocity))
            let path = try built().fling(pane: pane, from: from, velocity: velocity)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return Self.json(try encoder.encode(path))
        case "/live/track":
            let track = try query.track(panes: panes)
            let text = LiveExport.yaml(track, scene: scene, axes: try axes())
            return FlipbookResponse(status: "200 OK", type: "text/plain; charset=utf-8", body: Data(text.utf8))
        case "/live/export":
            let kinds: [String: OutputKind] = ["apng": .apng, "gif": .gif, "webp": .webp, "mp4": .mp4]
            let name = try query.text("format")
            guard let kind = kinds[name] else {
                throw LiveRequestError("'format' must be apng, gif, webp or mp4, found '\(name.prefix(40))'")
            }
            let track = try query.track(panes: panes)
            let file = try LiveExport.render(track, kind: kind, source: source, axes: try axes())
            return FlipbookResponse(status: "200 OK", type: file.type, body: file.data)
        default:
            return Self.text("404 Not Found", "not found: \(query.route)")
        }
    }

    /// The runtime, built on first use.
    private func built() throws -> SceneRuntime {
        if let runtime { return runtime }
        let made = try SceneRuntime(scene: scene, layouts: source.layouts, swiftLayouts: source.swiftLayouts)
        runtime = made
        return made
    }

    /// Every pane's state at `offsets`, at the last sample's frame (its updates played) and a
    /// time that moves on with the clock (UIDynamics springs settle as on a device).
    private func frame(at offsets: [CGPoint]) throws -> FrameState {
        let runtime = try built()
        let last = runtime.samples.last
        let sample = FrameSample(
            index: last?.index ?? 0, time: (last?.time ?? 0) + Date().timeIntervalSince(created), offsets: offsets,
            sectionOffsets: last?.sectionOffsets)
        return try runtime.frame(for: sample)
    }

    /// The first sample's state: the sizes and ranges the page scrolls within.
    private func firstState() throws -> FrameState {
        if let first { return first }
        let runtime = try built()
        let sample = runtime.samples.first ?? FrameSample(index: 0, time: 0, offsets: [])
        let state = try runtime.frame(for: sample)
        first = state
        return state
    }

    /// Each pane's scroll axis, as a track chooses it: the pane's track's, or `x` when the
    /// content only scrolls horizontally, else `y`.
    private func axes() throws -> [ScrollAxis] {
        try firstState().panes.enumerated().map { index, pane in
            if let axis = scene.track(forPane: index).axis { return axis }
            let range = Self.range(pane)
            return range.max.x > range.min.x && range.max.y <= range.min.y ? .x : .y
        }
    }

    /// The content offsets `pane` rests within (UIScrollView's `contentOffsetRange`).
    static func range(_ pane: PaneFrame) -> (min: CGPoint, max: CGPoint) {
        let inset = pane.contentInset
        let low = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let high = CGPoint(
            x: max(low.x, pane.contentSize.width + inset.right - pane.boundsSize.width),
            y: max(low.y, pane.contentSize.height + inset.bottom - pane.boundsSize.height))
        return (low, high)
    }

    private func info(version: Int) throws -> Data {
        let state = try firstState()
        let axes = try axes()
        let runtime = try built()
        let panes: [[String: Any]] = state.panes.enumerated().map { index, pane in
            let frame = scene.panes[index].frame
            let range = Self.range(pane)
            return [
                "name": pane.name,
                "frame": Self.numbers(["x": frame.minX, "y": frame.minY, "width": frame.width, "height": frame.height]),
                "axis": axes[index].rawValue,
                "paging": runtime.isPaging(pane: index).map { $0 as Any } ?? NSNull(),
                "min": Self.numbers(["x": range.min.x, "y": range.min.y]),
                "max": Self.numbers(["x": range.max.x, "y": range.max.y]),
                "offset": Self.numbers(["x": pane.contentOffset.x, "y": pane.contentOffset.y]),
                "contentSize": Self.numbers(["width": pane.contentSize.width, "height": pane.contentSize.height]),
                "boundsSize": Self.numbers(["width": pane.boundsSize.width, "height": pane.boundsSize.height]),
            ]
        }
        let object: [String: Any] = [
            "version": version, "title": scene.name, "fps": scene.fps, "view": scene.view.rawValue,
            "canvas": ["width": scene.canvas.width, "height": scene.canvas.height, "scale": scene.canvas.scale],
            "panes": panes,
        ]
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    private static func numbers(_ values: [String: CGFloat]) -> [String: Double] {
        values.mapValues { Double($0) }
    }

    static func json(_ data: Data) -> FlipbookResponse {
        FlipbookResponse(status: "200 OK", type: "application/json", body: data)
    }

    static func text(_ status: String, _ message: String) -> FlipbookResponse {
        FlipbookResponse(status: status, type: "text/plain; charset=utf-8", body: Data((message + "\n").utf8))
    }
}
