import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 only (`socket`, `bind`, `listen`), whose `accept` hands
/// out ``SocketConnection``s.
public final class LoopbackListener: @unchecked Sendable {
    // @unchecked: `descriptor` is set once; `close()` may race `accept()` on another thread,
    // which then fails with EBADF/EINVAL and returns nil, as intended.

    /// The listening socket.
    private let descriptor: Int32
    /// The port bound (the one asked for, or the one the system chose for port 0).
    public let port: UInt16

    /// Listens on 127.0.0.1:`port` (0 lets the system choose) with a queue of `backlog`
    /// pending connections.
    ///
    /// - Throws: ``SystemCallError`` naming the call that failed (`socket`, `bind`, `listen`).
    public init(port: UInt16, backlog: Int32 = 1024) throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SystemCallError(call: "socket()") }
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
        guard bound == 0 else {
            let error = SystemCallError(call: "bind(127.0.0.1:\(port))")
            _ = closeDescriptor(descriptor)
            throw error
        }
        guard listen(descriptor, backlog) == 0 else {
            let error = SystemCallError(call: "listen(127.0.0.1:\(port))")
            _ = closeDescriptor(descriptor)
            throw error
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    /// The address the socket is bound to, as text (`127.0.0.1`).
    public var boundAddress: String {
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        inet_ntop(AF_INET, &actual.sin_addr, &buffer, socklen_t(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The next connection (`accept`), retrying after a signal or a transient shortage of
    /// descriptors; nil once the listener is closed.
    public func accept() -> SocketConnection? {
        while true {
            let client = acceptConnection(descriptor)
            if client >= 0 { return SocketConnection(descriptor: client) }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                // Out of descriptors for now: wait for connections to close rather than stop
                // listening for good.
                usleep(10_000)
                continue
            default: return nil
            }
        }
    }

    /// Stops listening (`shutdown`, `close`); a blocked ``accept()`` returns nil.
    public func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        _ = closeDescriptor(descriptor)
    }
}

/// One accepted connection: reads with a deadline, writes everything, closes once.
///
/// `@unchecked Sendable`: a connection is handed from the accepting thread to the one thread that
/// answers it, and only that thread uses it afterwards.
public final class SocketConnection: @unchecked Sendable {
    private let descriptor: Int32
    private var closed = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close() }

    /// Reads what has arrived, waiting at most until `deadline`: the bytes, an empty array at
    /// the end of the stream, or nil when the deadline passed or the read failed.
    public func read(upTo count: Int, before deadline: Date) -> [UInt8]? {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { return nil }
        // `remaining` is positive and at most the caller's deadline away (seconds), so both
        // conversions are in range.
        let whole = remaining.rounded(.down)
        var timeout = timeval()
        timeout.tv_sec = .init(min(whole, 86_400))
        timeout.tv_usec = .init(min(max((remaining - whole) * 1e6, 1), 999_999))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let received = recv(descriptor, &buffer, count, 0)
            if received >= 0 { return Array(buffer[0..<received]) }
            if errno == EINTR, deadline.timeIntervalSinceNow > 0 { continue }
            return nil
        }
    }

    /// Sends all of `bytes` (no SIGPIPE), giving up at the first failure or after `deadline`.
    public func write(_ bytes: Data, before deadline: Date) {
        var timeout = timeval()
        timeout.tv_sec = .init(min(max(deadline.timeIntervalSinceNow.rounded(.up), 1), 86_400))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var sent = 0
            while sent < raw.count, deadline.timeIntervalSinceNow > 0 {
                let count = send(descriptor, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return }
                sent += count
            }
        }
    }

    /// Closes the connection (once).
    public func close() {
        guard !closed else { return }
        closed = true
        _ = closeDescriptor(descriptor)
    }
}

/// A failed system call: which, and the C library's text for `errno`.
public struct SystemCallError: Error, CustomStringConvertible, Sendable {
    /// The call, as `bind(127.0.0.1:8080)`.
    public var call: String
    /// `errno` after the call.
    public var number: Int32
    /// `strerror`'s text.
    public var reason: String

    /// The error of `call`, from the current `errno`.
    public init(call: String) {
        self.call = call
        self.number = errno
        self.reason = CLibrary.errorText(errno)
    }

    /// `call: reason`.
    public var description: String { "\(call): \(reason)" }
}

/// `close(2)`, named apart from the classes' own `close()`.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// `accept(2)` without the peer's address, named apart from ``LoopbackListener/accept()``.
private func acceptConnection(_ descriptor: Int32) -> Int32 {
    accept(descriptor, nil, nil)
}
