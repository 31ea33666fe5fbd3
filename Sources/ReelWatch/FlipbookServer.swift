import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP server on 127.0.0.1 — never another interface — that shows the newest frames of a
/// watched render: `/` is a flipbook page that polls `/version` and loads `/state.json` and
/// `/frames/NAME` when the version moves, so it updates without a reload; a failed render keeps
/// the last good frames and shows the error over them.
public final class FlipbookServer: @unchecked Sendable {
    // @unchecked: the listening socket is set once in `init`; the page state changes under `lock`.

    /// The port the server listens on (the one asked for, or the free one the system picked).
    public let port: UInt16
    /// The page's address, `http://127.0.0.1:PORT/`.
    public var address: String { "http://127.0.0.1:\(port)/" }

    private let listener: Int32
    private let lock = NSLock()
    private var state = FlipbookState()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    /// Listens on 127.0.0.1:`port`; 0 (the default) lets the system pick a free port.
    ///
    /// - Throws: ``WatchError/cannotListen(_:)`` when the port is taken or sockets fail.
    public init(port: UInt16 = 0, title: String = "reel") throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw WatchError.cannotListen("socket(): \(Self.lastError())") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1 only
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let message = Self.lastError()
            close(descriptor)
            throw WatchError.cannotListen("127.0.0.1:\(port): \(message)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.listener = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
        state.title = title
        Thread.detachNewThread { [self] in
            serve()
            done.signal()
        }
    }

    /// The address the server is bound to, as `getsockname` reports it (`127.0.0.1`).
    public var boundAddress: String {
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        inet_ntop(AF_INET, &actual.sin_addr, &buffer, socklen_t(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The page's version: 0 until the first publication, then one more for every frames or error.
    public var version: Int { lock.withLock { state.version } }

    /// Shows `frames` (PNG bytes, in order) and clears the error.
    public func publish(frames: [(name: String, png: Data)], title: String? = nil, fps: Double = 30) {
        lock.withLock {
            state.frames = frames
            state.error = nil
            state.fps = fps
            if let title { state.title = title }
            state.version += 1
        }
    }

    /// Keeps the frames and shows `message` over them.
    public func publish(error message: String) {
        lock.withLock {
            state.error = message
            state.version += 1
        }
    }

    /// Stops listening and waits for the server thread to end.
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        done.wait()
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            handle(client)
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65536 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            request += buffer[0..<count]
            if request.count >= 4, Array(request.suffix(4)) == [13, 10, 13, 10] { break }
        }
        let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let response: FlipbookResponse
        if parts.count >= 2, parts[0] == "GET" || parts[0] == "HEAD" {
            response = lock.withLock { state.response(for: String(parts[1])) }
        } else {
            response = FlipbookResponse(
                status: "405 Method Not Allowed", type: "text/plain", body: Data("GET only\n".utf8))
        }
        let head =
            "HTTP/1.1 \(response.status)\r\nContent-Type: \(response.type)\r\nContent-Length: \(response.body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if parts.first != "HEAD" { bytes += response.body }
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var sent = 0
            while sent < raw.count {
                let count = send(client, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { return }
                sent += count
            }
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
