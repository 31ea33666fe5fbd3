import Foundation
import Reel

/// The live page's engine: the watched scene, and the same scene in the variants the page chose,
/// each a ``LiveLane`` with one ``SceneRuntime`` (built in this process, or running the Swift
/// layouts in a preview child) and one ``FrameRenderer`` with the fast PNG encoder, answering the
/// `/live/…` requests:
///
/// - `/live/info`: the canvas, and per pane its frame on the canvas, axis, offset range, paging
///   and starting offset, and which panes scroll together (JSON);
/// - `/live/frame?o=x0,y0,…`: the frame at those offsets (one pair per pane) as PNG, drawn
///   exactly as `reel render` draws its frames; `scale=S` draws it at S pixels per point, no
///   more than the scene's (the page asks for its screen's, never more pixels than it shows);
/// - `/live/elements?o=…`: the inspector's JSON at those offsets (``LiveInspection``);
/// - `/live/fling?pane=P&x=…&y=…&vx=…&vy=…`: where a release there comes to rest, as the
///   layout and the view decide (``SceneRuntime/fling(pane:from:velocity:)``; JSON);
/// - `/live/track?track=…` and `/live/export?format=apng|gif|webp|mp4&track=…`: a recorded
///   interaction as a scene track and as an animation (``LiveExport``).
///
/// Each takes `variants=LIST` (as `--variants` takes it: `ipad+rtl+dark`, `iphone-se, ipad`;
/// empty for the scene as written): the scene in those variants, as the grid of labelled panes
/// `reel render --variants` draws, computed where the layouts run. The last
/// ``maximumLanes`` scenes asked for are kept, so switching back is immediate.
///
/// Layouts have state, so requests are answered one at a time; a runtime is built on the
/// first request and again after one failed (a crashed child).
final class LiveWorkbench: @unchecked Sendable {
    // @unchecked: `lanes` is used under `lock` only.

    let source: LiveSource
    private let lock = NSLock()
    /// The lanes by their `variants` query (nil: none, the served scene), newest last.
    private var lanes: [(key: String?, lane: LiveLane)] = []

    /// How many scenes (variant choices) are kept with their runtimes.
    static let maximumLanes = 4

    init(source: LiveSource) {
        self.source = source
    }

    /// The answer to a `/live/…` request.
    func response(to target: String, version: Int) -> FlipbookResponse {
        let query = LiveQuery(target)
        var used: LiveLane?
        do {
            return try lock.withLock {
                let lane = try lane(for: query)
                used = lane
                return try answer(query, lane: lane, version: version)
            }
        } catch let error as LiveRequestError {
            return Self.text("400 Bad Request", error.message)
        } catch {
            lock.withLock { used?.reset() }
            return Self.text("500 Internal Server Error", "\(error)")
        }
    }

    /// The refusal of a page address (`/?variants=…`) whose variants cannot be drawn, or nil.
    func refusal(ofPage target: String) -> FlipbookResponse? {
        let query = LiveQuery(target)
        guard let list = query.values["variants"] else { return nil }
        do {
            _ = try source.scene(forVariants: list)
            return nil
        } catch let error as LiveRequestError {
            return Self.text("400 Bad Request", error.message)
        } catch {
            return Self.text("400 Bad Request", "\(error)")
        }
    }

    /// The lane of `query`'s `variants` (the served scene without one), made when new.
    private func lane(for query: LiveQuery) throws -> LiveLane {
        let key = query.values["variants"]
        if let index = lanes.firstIndex(where: { $0.key == key }) {
            let found = lanes.remove(at: index)
            lanes.append(found)
            return found.lane
        }
        let lane: LiveLane
        if let key {
            let (scene, names) = try source.scene(forVariants: key)
            lane = LiveLane(scene: scene, variants: names)
        } else {
            lane = LiveLane(scene: source.scene, variants: source.shownVariants)
        }
        lanes.append((key, lane))
        if lanes.count > Self.maximumLanes { lanes.removeFirst() }
        return lane
    }

    private func answer(_ query: LiveQuery, lane: LiveLane, version: Int) throws -> FlipbookResponse {
        let scene = lane.scene
        let panes = scene.panes.count
        switch query.route {
        case "/live/info":
            return Self.json(try info(lane, version: version))
        case "/live/frame":
            let state = try lane.frame(at: try query.offsets(panes: panes), source)
            let scale = try query.scale(upTo: scene.canvas.scale)
            return FlipbookResponse(
                status: "200 OK", type: "image/png", body: try lane.frameRenderer(scale: scale).png(for: state))
        case "/live/elements":
            let state = try lane.frame(at: try query.offsets(panes: panes), source)
            return Self.json(try LiveInspection.json(state, scene: scene))
        case "/live/fling":
            let pane = try query.integer("pane", in: 0..<panes)
            let from = CGPoint(
                x: try query.number("x", limit: LiveQuery.maximumOffset),
                y: try query.number("y", limit: LiveQuery.maximumOffset))
            let velocity = CGPoint(
                x: try query.number("vx", limit: LiveQuery.maximumVelocity),
                y: try query.number("vy", limit: LiveQuery.maximumVelocity))
            let path = try lane.built(source).fling(pane: pane, from: from, velocity: velocity)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return Self.json(try encoder.encode(path))
        case "/live/track":
            let track = try query.track(panes: panes)
            let text = LiveExport.yaml(track, scene: scene, axes: try lane.axes(source))
            return FlipbookResponse(status: "200 OK", type: "text/plain; charset=utf-8", body: Data(text.utf8))
        case "/live/export":
            let kinds: [String: OutputKind] = ["apng": .apng, "gif": .gif, "webp": .webp, "mp4": .mp4]
            let name = try query.text("format")
            guard let kind = kinds[name] else {
                throw LiveRequestError("'format' must be apng, gif, webp or mp4, found '\(name.prefix(40))'")
            }
            let track = try query.track(panes: panes)
            var exported = source
            exported.scene = scene
            let file = try LiveExport.render(track, kind: kind, source: exported, axes: try lane.axes(source))
            return FlipbookResponse(status: "200 OK", type: file.type, body: file.data)
        default:
            return Self.text("404 Not Found", "not found: \(query.route)")
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

    private func info(_ lane: LiveLane, version: Int) throws -> Data {
        let scene = lane.scene
        let state = try lane.firstState(source)
        let axes = try lane.axes(source)
        let runtime = try lane.built(source)
        let groups = lane.paneGroups
        let panes: [[String: Any]] = state.panes.enumerated().map { index, pane in
            let frame = scene.panes[index].frame
            let range = Self.range(pane)
            return [
                "name": pane.name,
                "group": groups[index],
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
            "variants": lane.variants,
            "switchable": source.switchable != nil,
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
