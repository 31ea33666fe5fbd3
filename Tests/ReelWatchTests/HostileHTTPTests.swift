import Foundation
import TestSupport
import Testing

@testable import ReelWatch

#if canImport(Glibc)
    import Glibc
#endif

/// The watch server against requests from elsewhere and from attackers: it answers only its
/// user's loopback names, keeps other origins out, survives held, huge and garbage requests, and
/// still answers a normal request at once.
@Suite("Flipbook server under hostile requests", .serialized)
struct HostileHTTPTests {
    @Test func onlyTheLoopbackNamesOfItsOwnPortAreAnswered() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        let port = server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            #expect(HTTP.get("/version", port: port, hostHeader: host)?.status == 200, "\(host)")
        }
        for host in [
            "evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port + 1)", "127.0.0.1.evil.example:\(port)",
            "localhost", "",
        ] {
            let reply = try #require(HTTP.get("/version", port: port, hostHeader: host), "\(host)")
            #expect(reply.status == 403, "\(host): \(reply.status)")
            #expect(reply.text.hasPrefix("this page answers only"), "no page content for \(host)")
        }
        let noHost = Array("GET /version HTTP/1.1\r\nConnection: close\r\n\r\n".utf8)
        #expect(HTTP.send(noHost, port: port)?.status == 400)
        let twoHosts = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n".utf8)
        #expect(HTTP.send(twoHosts, port: port)?.status == 400)
        #expect(
            HTTP.get("/state.json", port: port, extraHeaders: ["Origin: http://evil.example"])?.status == 403)
        #expect(
            HTTP.get("/state.json", port: port, extraHeaders: ["Origin: http://127.0.0.1:\(port)"])?.status == 200)
    }

    @Test func everyResponseCarriesHeadersThatKeepOtherOriginsOut() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        for path in ["/", "/version", "/state.json", "/missing"] {
            let headers = try #require(HTTP.get(path, port: server.port)).headers
            for header in [
                "X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "frame-ancestors 'none'",
                "Cross-Origin-Resource-Policy: same-origin", "Referrer-Policy: no-referrer",
            ] {
                #expect(headers.contains(header), "\(path) lacks \(header)")
            }
            #expect(!headers.contains("Access-Control-Allow-Origin"))
        }
    }

    @Test func methodsPathTricksAndGarbageGetAStatusAndNoFile() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        server.publish(frames: [("frame-0000.png", Data([1, 2, 3]))])
        let port = server.port
        #expect(HTTP.get("/", port: port, method: "POST")?.status == 405)
        #expect(HTTP.get("/", port: port, method: "DELETE")?.status == 405)
        let head = try #require(HTTP.get("/state.json", port: port, method: "HEAD"))
        #expect(head.status == 200 && head.body.isEmpty)
        for path in [
            "/../../etc/passwd", "/frames/../state.json", "//etc/passwd", "/frames/%2e%2e/%2e%2e/etc/passwd",
            "/frames/frame-0000.png/../../x", "/frames/", "/%00",
        ] {
            let reply = try #require(HTTP.get(path, port: port), "\(path)")
            #expect(reply.status == 404, "\(path): \(reply.status)")
            #expect(!reply.text.contains("root:"), "\(path)")
        }
        for garbage in [
            Array(repeating: UInt8(0), count: 64) + [13, 10, 13, 10],
            Array("GET\r\n\r\n".utf8), Array("get / HTTP/1.1\r\n\r\n".utf8),
            Array(("GET " + String(repeating: " ", count: 10_000) + "/ HTTP/1.1\r\n\r\n").utf8),
            Array("GET / HTTP/9.9\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8),
            Array("GET / HTTP/1.1\r\nno colon here\r\n\r\n".utf8), [0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A],
        ] {
            #expect(HTTP.send(garbage, port: port)?.status == 400, "\(garbage.prefix(16))")
        }
        #expect(HTTP.get("/version", port: port)?.status == 200)
    }

    @Test func aMegabyteHeaderLineIsRefusedAtOnceAndOthersAreStillAnswered() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        let started = Date()
        let huge = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: " + String(repeating: "a", count: 1 << 20)
            + "\r\n\r\n"
        let reply = try #require(HTTP.send(Array(huge.utf8), port: server.port))
        #expect(reply.status == 431)
        #expect(Date().timeIntervalSince(started) < 5)
        let many = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
            + String(repeating: "X-A: b\r\n", count: 200) + "\r\n"
        #expect(HTTP.send(Array(many.utf8), port: server.port)?.status == 431)
        #expect(HTTP.get("/version", port: server.port)?.status == 200)
    }

    @Test func hundredsOfIdleHalfSentConnectionsDoNotHoldUpARequest() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        var held: [Int32] = []
        defer { held.forEach { _ = close($0) } }
        for _ in 0..<300 {
            guard let socket = Self.connect(port: server.port) else { continue }
            let partial = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8)
            _ = send(socket, partial, partial.count, Int32(MSG_NOSIGNAL))
            held.append(socket)
        }
        #expect(held.count == 300)
        let started = Date()
        #expect(HTTP.get("/version", port: server.port)?.status == 200)
        #expect(Date().timeIntervalSince(started) < 2, "answered after \(Date().timeIntervalSince(started)) s")
        // A held connection is cut off after the head deadline with 408.
        var buffer = [UInt8](repeating: 0, count: 256)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(held[0], SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let count = recv(held[0], &buffer, buffer.count, 0)
        #expect(count > 0 && String(decoding: buffer[0..<max(count, 0)], as: UTF8.self).hasPrefix("HTTP/1.1 408"))
    }

    @Test func theHeadReaderKeepsItsLimits() {
        let ok = Array("GET /x?y=1 HTTP/1.1\r\nHost: a\r\nOrigin:  http://b \r\n\r\n".utf8)
        #expect(HTTPRequestHead.end(in: ok) == ok.count)
        let parsed = try? HTTPRequestHead.parse(ok).get()
        #expect(parsed?.method == "GET" && parsed?.target == "/x?y=1")
        #expect(parsed?.field("origin") == "http://b")
        #expect(HTTPRequestHead.end(in: Array("GET / HTTP/1.1\nHost: a\n\n".utf8)) == 24)
        #expect(HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil)
        #expect(HTTPRequestHead.parse(Array(repeating: 65, count: 20_000)) == .failure(.tooLarge))
    }

    private static func connect(port: UInt16) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            _ = close(descriptor)
            return nil
        }
        return descriptor
    }
}

/// Replays Fixtures/fuzz/http/ through the request reader as the fuzz target does: `ok-…` heads
/// parse and pass the guard of port 8080, `refused-…` ones are refused by the parser or the guard.
@Suite struct HTTPFuzzRegressionTests {
    static let inputs: [URL] = {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/fuzz/http")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test(arguments: inputs)
    func replay(input: URL) throws {
        let bytes = Array(try Data(contentsOf: input))
        let end = HTTPRequestHead.end(in: bytes) ?? bytes.count
        let accepted: Bool
        switch HTTPRequestHead.parse(Array(bytes[..<end])) {
        case .success(let head): accepted = LoopbackGuard(port: 8080).refusal(of: head) == nil
        case .failure: accepted = false
        }
        #expect(accepted == input.lastPathComponent.hasPrefix("ok-"), "\(input.lastPathComponent)")
    }
}
