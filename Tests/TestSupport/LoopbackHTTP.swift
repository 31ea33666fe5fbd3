import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking HTTP/1.1 GET over a plain socket, for talking to the flipbook server in tests.
public enum HTTP {
    /// A response: status code, header text and body.
    public struct Reply: Sendable {
        /// The status code (200, 404, …).
        public var status: Int
        /// The status line and headers.
        public var headers: String
        /// The body's bytes.
        public var body: Data
        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// `GET path` from `host:port`, with `Host: host:port` as a browser sends it (or `hostHeader`)
    /// and `extraHeaders` (`"Origin: …"`); nil when the connection is refused.
    public static func get(
        _ path: String, port: UInt16, host: String = "127.0.0.1", hostHeader: String? = nil,
        extraHeaders: [String] = [], method: String = "GET"
    ) -> Reply? {
        let fields = ["Host: \(hostHeader ?? "\(host):\(port)")"] + extraHeaders + ["Connection: close"]
        let request = "\(method) \(path) HTTP/1.1\r\n" + fields.map { $0 + "\r\n" }.joined() + "\r\n"
        return send(Array(request.utf8), port: port, host: host)
    }

    /// Sends `request` as it is to `host:port` and reads the reply until the server closes;
    /// nil when the connection is refused or no reply head came back.
    public static func send(_ request: [UInt8], port: UInt16, host: String = "127.0.0.1") -> Reply? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return nil }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            response += buffer[0..<count]
        }
        guard let split = findHeaderEnd(response) else { return nil }
        let head = String(decoding: response[..<split], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Reply(status: status, headers: head, body: Data(response[(split + 4)...]))
    }

    private static func findHeaderEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
            return index
        }
        return nil
    }

    /// The machine's IPv4 addresses other than loopback (to check that nothing listens there).
    public static func externalAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            if let raw = entry.pointee.ifa_addr, raw.pointee.sa_family == sa_family_t(AF_INET) {
                var address = raw.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                inet_ntop(AF_INET, &address, &buffer, socklen_t(buffer.count))
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !text.hasPrefix("127.") { addresses.append(text) }
            }
            cursor = entry.pointee.ifa_next
        }
        return addresses
    }
}

/// Waits until `condition` holds, checking every 20 ms, for at most `seconds`.
public func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}
