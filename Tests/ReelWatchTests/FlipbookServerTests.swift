import Foundation
import TestSupport
import Testing

@testable import ReelWatch

@Suite("Flipbook server")
struct FlipbookServerTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    @Test func listensOnLoopbackOnly() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.boundAddress == "127.0.0.1")
        #expect(HTTP.get("/version", port: server.port)?.status == 200)
        for address in HTTP.externalAddresses() {
            #expect(HTTP.get("/version", port: server.port, host: address) == nil, "nothing answers on \(address)")
        }
    }

    @Test func servesThePageTheStateAndTheFrames() throws {
        let server = try FlipbookServer(title: "cards")
        defer { server.stop() }
        #expect(HTTP.get("/version", port: server.port)?.text == "0")
        server.publish(frames: [("frame-0000.png", Self.png), ("frame-0001.png", Self.png + Data([4]))], fps: 12)
        let page = try #require(HTTP.get("/", port: server.port))
        #expect(page.status == 200)
        #expect(page.headers.contains("Content-Type: text/html"))
        #expect(page.text.contains("<title>cards — reel (live)</title>"))
        #expect(page.text.contains("fetch('/version?after='"))
        #expect(HTTP.get("/version", port: server.port)?.text == "1")
        let frame = try #require(HTTP.get("/frames/frame-0001.png?v=1", port: server.port))
        #expect(frame.headers.contains("Content-Type: image/png"))
        #expect(frame.body == Self.png + Data([4]))
        #expect(HTTP.get("/frames/frame-0009.png", port: server.port)?.status == 404)
        let state = try #require(HTTP.get("/state.json", port: server.port)).body
        let object = try #require(try JSONSerialization.jsonObject(with: state) as? [String: Any])
        #expect(object["frames"] as? [String] == ["frame-0000.png", "frame-0001.png"])
        #expect(object["fps"] as? Double == 12)
        #expect(object["error"] is NSNull)
    }

    @Test func anErrorKeepsTheFramesAndBumpsTheVersion() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        server.publish(frames: [("frame-0000.png", Self.png)])
        server.publish(error: "cards.yaml:3:5: unknown key")
        #expect(server.version == 2)
        let state = try #require(HTTP.get("/state.json", port: server.port)).body
        let object = try #require(try JSONSerialization.jsonObject(with: state) as? [String: Any])
        #expect(object["frames"] as? [String] == ["frame-0000.png"])
        #expect(object["error"] as? String == "cards.yaml:3:5: unknown key")
        #expect(HTTP.get("/frames/frame-0000.png", port: server.port)?.body == Self.png)
    }

    @Test func aTakenPortIsAClearError() throws {
        let first = try FlipbookServer()
        defer { first.stop() }
        #expect(throws: WatchError.self) { try FlipbookServer(port: first.port) }
    }

    @Test func stopClosesThePort() throws {
        let server = try FlipbookServer()
        let port = server.port
        server.stop()
        #expect(HTTP.get("/version", port: port) == nil)
    }
}

@Suite("Flipbook server: waiting for a version, showing a render's first frames")
struct FlipbookServerLiveTests {
    @Test func aVersionRequestWaitsForTheNextPublication() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        server.publish(frames: [("frame-0000.png", FlipbookServerTests.png)])
        // A page that has version 0 is answered at once; one that has version 1 waits.
        #expect(HTTP.get("/version?after=0", port: server.port)?.text == "1")
        let started = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) {
            server.publish(frames: [("frame-0000.png", FlipbookServerTests.png)])
        }
        let reply = try #require(HTTP.get("/version?after=1", port: server.port))
        let waited = Date().timeIntervalSince(started)
        #expect(reply.text == "2")
        #expect(waited >= 0.35, "answered after the publication, not before (\(waited) s)")
        #expect(waited < FlipbookServer.versionWait, "answered at the publication, not at the deadline")
    }

    @Test func versionAfterReadsOnlyTheVersionRoute() {
        #expect(FlipbookServer.versionAfter("/version?after=12") == 12)
        #expect(FlipbookServer.versionAfter("/version?x=1&after=-1") == -1)
        #expect(FlipbookServer.versionAfter("/version") == nil)
        #expect(FlipbookServer.versionAfter("/version?after=lots") == nil)
        #expect(FlipbookServer.versionAfter("/state.json?after=3") == nil)
    }

    @Test func aRendersFirstFramesSayHowManyAreComing() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        server.publish(frames: [("frame-0000.png", FlipbookServerTests.png)], expected: 60)
        var object = try #require(WatchSessionTests.state(server.port))
        #expect(object["frames"] as? [String] == ["frame-0000.png"])
        #expect(object["expected"] as? Int == 60)
        #expect(object["complete"] as? Bool == false)
        server.publish(frames: [("frame-0000.png", FlipbookServerTests.png), ("frame-0001.png", Data([1]))])
        object = try #require(WatchSessionTests.state(server.port))
        #expect(object["expected"] as? Int == 2)
        #expect(object["complete"] as? Bool == true)
    }
}
