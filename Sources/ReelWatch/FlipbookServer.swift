import Foundation
import Reel
import ReelSystem

/// A small HTTP server on 127.0.0.1 — never another interface — that shows the newest frames of a
/// watched render: `/` is a flipbook page that waits on `/version?after=N` (answered as soon as
/// the version passes N, or after ``versionWait`` with the same N) and loads `/state.json` and
/// `/frames/NAME` when the version moves, so it updates without a reload and without a polling
/// delay; a failed render keeps the last good frames and shows the error over them. The
/// `/live/…` routes draw the published scene at any offsets on demand (``LiveWorkbench``,
/// ``publish(live:)``): the page's live view scrolls, flings and inspects it.
///
/// It answers only its user (``LoopbackGuard``: the `Host` must be this server's loopback name
/// and port, an `Origin` its own), only `GET` and `HEAD`, and only what it renders — nothing is
/// read from disk. Each connection is served on a thread of its own, up to
/// ``maximumConnections`` at once; a request head must arrive whole within ``headDeadline`` and
/// within ``HTTPRequestHead/maximumBytes``, so idle, slow or huge requests cost a thread for a
/// few seconds at most and never hold up another request.
public final class FlipbookServer: @unchecked Sendable {
    // @unchecked: the listener is set once in `init`; the page state and the connection count
    // change under `lock`.

    /// The port the server listens on (the one asked for, or the free one the system picked).
    public let port: UInt16
    /// The page's address, `http://127.0.0.1:PORT/`.
    public var address: String { "http://127.0.0.1:\(port)/" }

    /// The most connections served at once; more are closed as they arrive.
    public static let maximumConnections = 512
    /// How long a request's head may take to arrive, from the connection's start.
    public static let headDeadline: TimeInterval = 5
    /// The longest `/version?after=N` waits for a newer version before answering with the same one.
    public static let versionWait: TimeInterval = 20

    private let listener: LoopbackListener
    private let guardian: LoopbackGuard
    private let lock = NSCondition()
    private var state = FlipbookState()
    private var workbench: LiveWorkbench?
    private var stopped = false
    private var connections = 0
    private let done = DispatchSemaphore(value: 0)

    /// Starts serving on 127.0.0.1:`port` (0 picks a free port) with `title` on the page.
    ///
    /// - Throws: ``WatchError/cannotListen(_:)`` when the port cannot be bound.
    public init(port: UInt16 = 0, title: String = "reel") throws {
        do {
            listener = try LoopbackListener(port: port)
        } catch let error as SystemCallError {
            throw WatchError.cannotListen("\(error)")
        }
        self.port = listener.port
        guardian = LoopbackGuard(port: listener.port)
        state.title = title
        Thread.detachNewThread { [self] in
            serve()
            done.signal()
        }
    }

    /// The address the socket is bound to, as text (`127.0.0.1`).
    public var boundAddress: String { listener.boundAddress }

    /// The page's version: it moves with every ``publish(frames:title:fps:)`` and
    /// ``publish(error:)``.
    public var version: Int { lock.withLock { state.version } }

    /// Shows `frames` (PNG bytes by file name) at `fps`, clearing any error.
    ///
    /// - Parameter expected: How many frames the render will have, when `frames` are only its
    ///   first ones (drawn before the rest); the page then says it is still drawing. Nil: all.
    public func publish(
        frames: [(name: String, png: Data)], title: String? = nil, fps: Double = 30, expected: Int? = nil
    ) {
        lock.withLock {
            state.frames = frames
            state.expected = expected ?? frames.count
            state.error = nil
            state.fps = fps
            if let title { state.title = title }
            state.version += 1
            lock.broadcast()
        }
    }

    /// Makes `source` what the page scrolls live (`/live/…`), from the next request on; nil:
    /// nothing (the page then only plays the frames). Call it before publishing the render's
    /// frames, so a page that sees the new version finds the new scene.
    public func publish(live source: LiveSource?) {
        let workbench = source.map(LiveWorkbench.init(source:))
        lock.withLock { self.workbench = workbench }
    }

    /// Shows `message` over the last good frames.
    public func publish(error message: String) {
        lock.withLock {
            state.error = message
            state.expected = state.frames.count
            state.version += 1
            lock.broadcast()
        }
    }

    /// Stops listening and waits for the accepting thread to end (connections being answered
    /// finish on their own within ``headDeadline``).
    public func stop() {
        let first = lock.withLock {
            defer {
                stopped = true
                lock.broadcast()
            }
            return !stopped
        }
        guard first else { return }
        listener.close()
        done.wait()
    }

    private func serve() {
        while let connection = listener.accept() {
            let admitted = lock.withLock {
                guard connections < Self.maximumConnections else { return false }
                connections += 1
                return true
            }
            guard admitted else {
                connection.close()
                continue
            }
            Thread.detachNewThread { [self] in
                answer(connection)
                connection.close()
                lock.withLock { connections -= 1 }
            }
        }
    }

    private func answer(_ connection: SocketConnection) {
        let deadline = Date().addingTimeInterval(Self.headDeadline)
        var bytes: [UInt8] = []
        var end: Int?
        while end == nil {
            guard bytes.count < HTTPRequestHead.maximumBytes else {
                return respond(
                    connection, status: HTTPRequestHead.Problem.tooLarge.status, text: "request head too large")
            }
            guard let chunk = connection.read(upTo: 4096, before: deadline), !chunk.isEmpty else {
                if !bytes.isEmpty {
                    respond(connection, status: "408 Request Timeout", text: "request head incomplete")
                }
                return
            }
            bytes += chunk
            end = HTTPRequestHead.end(in: bytes)
        }
        let head: HTTPRequestHead
        switch HTTPRequestHead.parse(Array(bytes[..<(end ?? bytes.count)])) {
        case .failure(let problem):
            return respond(connection, status: problem.status, text: "bad request")
        case .success(let parsed):
            head = parsed
        }
        if let refusal = guardian.refusal(of: head) {
            return respond(connection, status: refusal.status, text: refusal.reason)
        }
        if head.target.hasPrefix("/live/") {
            lock.lock()
            let live = workbench
            let version = state.version
            lock.unlock()
            let response =
                live?.response(to: head.target, version: version)
                ?? LiveWorkbench.text(
                    "503 Service Unavailable", "nothing to scroll yet: the first render has not finished")
            return respond(connection, response, includeBody: head.method != "HEAD")
        }
        if let refusal = pageRefusal(head.target) {
            return respond(connection, refusal, includeBody: head.method != "HEAD")
        }
        let response = lock.withLock {
            if let after = Self.versionAfter(head.target) {
                let deadline = Date().addingTimeInterval(Self.versionWait)
                while state.version <= after, !stopped, lock.wait(until: deadline) {}
            }
            return state.response(for: head.target)
        }
        respond(connection, response, includeBody: head.method != "HEAD")
    }

    /// The 400 for a page address whose `variants` cannot be drawn (`/?variants=ipda`): its
    /// message, as `/live/info` would give it, instead of a page that cannot scroll; nil for
    /// every other address.
    private func pageRefusal(_ target: String) -> FlipbookResponse? {
        let query = LiveQuery(target)
        guard query.route == "/" || query.route == "/index.html", let list = query.values["variants"] else {
            return nil
        }
        if let live = lock.withLock({ workbench }) { return live.refusal(ofPage: target) }
        // No scene yet: the list must at least read.
        guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        do {
            _ = try SceneVariant.list(list)
            return nil
        } catch {
            return LiveWorkbench.text("400 Bad Request", "'variants': \(error)")
        }
    }

    /// N of `/version?after=N`: the version a page has, which the answer waits to pass.
    static func versionAfter(_ target: String) -> Int? {
        let parts = target.split(separator: "?", maxSplits: 1)
        guard parts.count == 2, parts[0] == "/version" else { return nil }
        for pair in parts[1].split(separator: "&") where pair.hasPrefix("after=") {
            return Int(pair.dropFirst("after=".count))
        }
        return nil
    }

    private func respond(_ connection: SocketConnection, status: String, text: String) {
        respond(connection, FlipbookResponse(status: status, type: "text/plain", body: Data((text + "\n").utf8)))
    }

    private func respond(_ connection: SocketConnection, _ response: FlipbookResponse, includeBody: Bool = true) {
        let head =
            "HTTP/1.1 \(response.status)\r\nContent-Type: \(response.type)\r\nContent-Length: \(response.body.count)\r\n"
            + Self.protectiveHeaders + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if includeBody { bytes += response.body }
        connection.write(bytes, before: Date().addingTimeInterval(Self.headDeadline))
    }

    /// Headers that keep other origins out: no sniffing, no framing, no cross-origin reads or
    /// windows, no referrer, and scripts, styles and images from the page itself only.
    static let protectiveHeaders =
        "X-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n"
        + "Content-Security-Policy: default-src 'self'; img-src 'self' data: blob:; "
        + "script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'\r\n"
        + "Cross-Origin-Resource-Policy: same-origin\r\nCross-Origin-Opener-Policy: same-origin\r\n"
        + "Referrer-Policy: no-referrer\r\n"
}
