/// Who may read the watch page: a request whose `Host` names this server on the loopback
/// interface — `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT` — and, when it carries an
/// `Origin`, one of the same three as `http://` origins.
///
/// A web page the user has open elsewhere can point a name it controls at 127.0.0.1 (DNS
/// rebinding) and read what the page serves; its requests then carry that name as `Host`, and a
/// cross-origin request carries its own `Origin`, so both are refused with 403.
public struct LoopbackGuard: Sendable {
    /// The port the server listens on.
    public var port: UInt16

    /// A guard for the server on `port`.
    public init(port: UInt16) { self.port = port }

    /// The `Host` values answered.
    public var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] }

    /// nil when `head` may be answered, else the status to refuse it with and why.
    public func refusal(of head: HTTPRequestHead) -> (status: String, reason: String)? {
        guard let host = head.field("host") else {
            return ("400 Bad Request", "an HTTP/1.1 request names its Host")
        }
        guard hosts.contains(host.lowercased()) else {
            return ("403 Forbidden", "this page answers only \(hosts.joined(separator: ", ")), not \(host)")
        }
        if let origin = head.field("origin"), !hosts.contains(where: { "http://" + $0 == origin.lowercased() }) {
            return ("403 Forbidden", "this page answers only its own origin, not \(origin)")
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            return ("405 Method Not Allowed", "GET and HEAD only")
        }
        return nil
    }
}
