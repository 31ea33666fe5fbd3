import Foundation

/// What the flipbook page shows: the last good frames, the error of the last render if it
/// failed, and a version that moves with every publication.
struct FlipbookState {
    var version = 0
    var title = "reel"
    var fps = 30.0
    var frames: [(name: String, png: Data)] = []
    /// How many frames the render being shown will have: more than `frames.count` while the
    /// first frames of a render are shown before the rest are drawn.
    var expected = 0
    var error: String?

    /// Whether every frame of the render is in `frames`.
    var isComplete: Bool { frames.count >= expected }

    /// The reply to `GET path`.
    func response(for path: String) -> FlipbookResponse {
        let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        switch route {
        case "/", "/index.html":
            return FlipbookResponse(
                status: "200 OK", type: "text/html; charset=utf-8", body: Data(FlipbookPage.html(title: title).utf8))
        case "/version":
            return FlipbookResponse(status: "200 OK", type: "text/plain", body: Data("\(version)".utf8))
        case "/state.json":
            return FlipbookResponse(status: "200 OK", type: "application/json", body: stateJSON())
        default:
            let prefix = "/frames/"
            if route.hasPrefix(prefix), let frame = frames.first(where: { $0.name == route.dropFirst(prefix.count) }) {
                return FlipbookResponse(status: "200 OK", type: "image/png", body: frame.png)
            }
            return FlipbookResponse(
                status: "404 Not Found", type: "text/plain", body: Data("not found: \(route)\n".utf8))
        }
    }

    /// `{"version": N, "title": …, "fps": …, "frames": [names], "expected": N, "complete": Bool,
    /// "error": text or null}`.
    func stateJSON() -> Data {
        let object: [String: Any] = [
            "version": version, "title": title, "fps": fps, "frames": frames.map(\.name),
            "expected": max(expected, frames.count), "complete": isComplete,
            "error": error.map { $0 as Any } ?? NSNull(),
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
