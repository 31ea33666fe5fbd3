import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A headless Chromium driven through the DevTools protocol over a WebSocket, for tests that
/// drag, fling and hover on a page and read back what it shows.
///
/// The browser is started with `--remote-debugging-port=0`; the port it prints on standard
/// error leads to the page's WebSocket (`/json/list`), over which commands are sent as JSON
/// (`Input.dispatchMouseEvent`, `Runtime.evaluate`, …) and answered by id. Events are skipped.
public final class DevToolsBrowser {
    private let process = Process()
    private let socket: WebSocketClient
    private let profile: URL
    private let port: UInt16
    private let browserPath: String
    private var nextID = 0

    /// The first of `chromium-headless-shell` and `chromium` on `PATH`, or `REEL_BROWSER`'s
    /// path; nil when there is none or `REEL_BROWSER=0`.
    public static let executable: String? = {
        let value = ProcessInfo.processInfo.environment["REEL_BROWSER"] ?? ""
        if value == "0" { return nil }
        if !value.isEmpty, value != "1" { return value }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium-headless-shell", "chromium"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Why a browser session failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// Starts `executable` headless with a `width` × `height` window on a blank page.
    public init(executable: String, width: Int = 1000, height: Int = 1000) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cdp-\(UUID().uuidString)")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
            "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "about:blank",
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/…"
        var text = ""
        var port: UInt16?
        var browser = ""
        let deadline = Date().addingTimeInterval(20)
        while port == nil, Date() < deadline {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: "ws://127.0.0.1:") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                let rest = text[range.upperBound...].dropFirst(digits.count)
                if rest.hasPrefix("/"), rest.contains("\n") {
                    port = UInt16(digits)
                    browser = String(rest.prefix { !$0.isWhitespace })
                }
            }
        }
        // Keep draining standard error so the browser never blocks on it.
        let handle = errors.fileHandleForReading
        Thread.detachNewThread { while !handle.availableData.isEmpty {} }
        guard let port else {
            process.terminate()
            throw Failure("the browser printed no DevTools address: \(text.suffix(500))")
        }
        self.port = port
        browserPath = browser
        var pagePath: String?
        for _ in 0..<100 {
            if let body = try? WebSocketClient.get("/json/list", port: port),
                let list = try? JSONSerialization.jsonObject(with: body) as? [[String: Any]],
                let page = list.first(where: { $0["type"] as? String == "page" }),
                let url = page["webSocketDebuggerUrl"] as? String, let slash = url.range(of: "/devtools/")
            {
                pagePath = String(url[slash.lowerBound...])
                break
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        guard let pagePath else {
            process.terminate()
            throw Failure("the browser listed no page")
        }
        socket = try WebSocketClient(port: port, path: pagePath)
    }

    deinit { close() }

    /// Ends the browser.
    public func close() {
        // `chromium-headless-shell` may be a shell script around the browser: ask the browser
        // itself to quit, then end the script.
        if process.isRunning, let client = try? WebSocketClient(port: port, path: browserPath),
            let message = try? JSONSerialization.data(withJSONObject: ["id": 1, "method": "Browser.close"])
        {
            try? client.send(text: message)
            _ = try? client.receive()
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends `method` with `params` and returns the command's `result`.
    ///
    /// - Throws: ``Failure`` for an error answer or a closed connection.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
        try socket.send(text: message)
        while true {
            let reply = try socket.receive()
            guard let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any],
                object["id"] as? Int == id
            else { continue }
            if let error = object["error"] { throw Failure("\(method) failed: \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of `expression` evaluated in the page (promises awaited), as JSON gives it.
    @discardableResult public func evaluate(_ expression: String) throws -> Any? {
        let result = try send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure("\(expression.prefix(80)): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page, for at most `seconds`.
    public func wait(for expression: String, seconds: Double = 20) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            // A page still loading may not have what the expression reads yet.
            if (try? evaluate(expression)) as? Bool == true { return true }
            Thread.sleep(forTimeInterval: 0.03)
        }
        return false
    }

    /// A mouse event at page point (`x`, `y`): `mousePressed`, `mouseMoved` or `mouseReleased`,
    /// with the left button.
    ///
    /// - Parameter time: The event's time stamp in seconds since 1970 (the page's
    ///   `event.timeStamp` follows it), so a gesture's speed does not depend on how busy the
    ///   machine is; nil: now.
    public func mouse(_ type: String, x: Double, y: Double, pressed: Bool = false, time: Double? = nil) throws {
        var params: [String: Any] = ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1]
        if let time { params["timestamp"] = time }
        params["buttons"] = pressed || type == "mousePressed" ? 1 : 0
        if type == "mouseMoved", !pressed { params["button"] = "none" }
        try send("Input.dispatchMouseEvent", params)
    }
}

/// A minimal WebSocket client (RFC 6455): the opening handshake, masked text frames out,
/// unmasked frames in (fragments joined), on a blocking socket with a 30 s receive limit.
final class WebSocketClient {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// The body of `GET path` from the browser's DevTools port (read up to its Content-Length:
    /// the browser keeps the connection open).
    static func get(_ path: String, port: UInt16) throws -> Data {
        let client = try WebSocketClient(port: port)
        try client.write(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        while true {
            if let end = headEnd(client.buffer) {
                let head = String(decoding: client.buffer[..<end], as: UTF8.self).lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                try client.need(end + 4 + length)
                return Data(client.buffer[(end + 4)..<(end + 4 + length)])
            }
            try client.fill()
        }
    }

    convenience init(port: UInt16, path: String) throws {
        try self.init(port: port)
        let handshake =
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(handshake.utf8))
        while true {
            if let end = Self.headEnd(buffer) {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                guard head.hasPrefix("HTTP/1.1 101") else {
                    throw DevToolsBrowser.Failure("the browser refused the WebSocket: \(head)")
                }
                return
            }
            try fill()
        }
    }

    private init(port: UInt16) throws {
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw DevToolsBrowser.Failure("no socket") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw DevToolsBrowser.Failure("cannot connect to the browser's port \(port)")
        }
    }

    deinit { Glibc.close(descriptor) }

    func send(text: Data) throws {
        var frame: [UInt8] = [0x81]
        let count = text.count
        if count < 126 {
            frame.append(0x80 | UInt8(count))
        } else if count < 65536 {
            frame += [0x80 | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        for (index, byte) in text.enumerated() { frame.append(byte ^ mask[index % 4]) }
        try write(frame)
    }

    /// The next whole text message.
    func receive() throws -> Data {
        var message: [UInt8] = []
        while true {
            let (final, opcode, payload) = try frame()
            switch opcode {
            case 0x8: throw DevToolsBrowser.Failure("the browser closed the WebSocket")
            case 0x9, 0xA: continue
            default:
                message += payload
                if final { return Data(message) }
            }
        }
    }

    private func frame() throws -> (Bool, UInt8, [UInt8]) {
        try need(2)
        let first = buffer[0]
        let second = buffer[1]
        var length = Int(second & 0x7F)
        var offset = 2
        if length == 126 {
            try need(4)
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            offset = 4
        } else if length == 127 {
            try need(10)
            length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        let masked = second & 0x80 != 0
        let maskBytes = masked ? 4 : 0
        try need(offset + maskBytes + length)
        var payload = Array(buffer[(offset + maskBytes)..<(offset + maskBytes + length)])
        if masked {
            let mask = Array(buffer[offset..<(offset + 4)])
            for index in payload.indices { payload[index] ^= mask[index % 4] }
        }
        buffer.removeFirst(offset + maskBytes + length)
        return (first & 0x80 != 0, first & 0x0F, payload)
    }

    private func need(_ count: Int) throws {
        while buffer.count < count { try fill() }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count > 0 else { throw DevToolsBrowser.Failure("the browser's WebSocket ended (recv \(count))") }
        buffer += chunk[0..<count]
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw DevToolsBrowser.Failure("cannot write to the browser's WebSocket") }
            sent += count
        }
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
            return index
        }
        return nil
    }
}
