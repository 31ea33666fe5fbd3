import Foundation
import Reel
import TestSupport
import Testing

@testable import ReelWatch

/// The live endpoints (`/live/…`) of the watch server, asked over a socket as a browser asks.
@Suite("Live workbench endpoints", .serialized)
struct LiveWorkbenchTests {
    static let grid = """
        name: grid
        canvas: { width: 390, height: 844, scale: 1, background: "#F2F2F7" }
        sampling: { from: 0, to: 400, frames: 3 }
        panes:
          - name: grid
            layout: flow
            items: 200
            parameters:
              itemSize: { width: 66, height: 72 }
              minimumLineSpacing: 12
              minimumInteritemSpacing: 10
              sectionInset: { top: 8, left: 12, bottom: 8, right: 12 }
        """

    /// A server scrolling `text`'s scene.
    static func server(_ text: String = grid) throws -> (FlipbookServer, Scene) {
        let scene = try Scene.parse(text)
        let server = try FlipbookServer()
        server.publish(live: LiveSource(scene: scene))
        server.publish(frames: [])
        return (server, scene)
    }

    static func json(_ path: String, _ port: UInt16) throws -> [String: Any] {
        let reply = try #require(HTTP.get(path, port: port))
        #expect(reply.status == 200, "\(path): \(reply.text)")
        return try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
    }

    @Test func aFrameAtAnyOffsetIsTheRenderersPNG() throws {
        let (server, scene) = try Self.server()
        defer { server.stop() }
        let reply = try #require(HTTP.get("/live/frame?o=0,120.5", port: server.port))
        #expect(reply.status == 200)
        #expect(reply.headers.contains("Content-Type: image/png"))
        let runtime = try SceneRuntime(scene: scene)
        let state = try runtime.frame(
            for: FrameSample(index: 2, time: 0, offsets: [CGPoint(x: 0, y: 120.5)]))
        let expected = try FrameRenderer(scene: scene, encoder: PNGCompression.fast.encoder).png(for: state)
        #expect(reply.body == expected)
    }

    @Test func infoGivesEachPanesAxisRangeAndFrame() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        let info = try Self.json("/live/info", server.port)
        let pane = try #require((info["panes"] as? [[String: Any]])?.first)
        #expect(pane["axis"] as? String == "y")
        #expect(pane["paging"] as? Bool == false)
        // 200 items in rows of 4: 50 rows of 72 + 49 gaps of 12 + 16 of insets = 4204.
        #expect((pane["max"] as? [String: Double])?["y"] == 3360.0)
        #expect((pane["frame"] as? [String: Double])?["width"] == 390)
        #expect((info["canvas"] as? [String: Double])?["scale"] == 1)
    }

    @Test func badNumbersAreRefusedWith400AndTheServerGoesOn() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        let cases: [(String, String)] = [
            ("/live/frame?o=0,nan", "'o' y of pane 0 must be finite, found nan"),
            ("/live/frame?o=0,inf", "'o' y of pane 0 must be finite, found inf"),
            ("/live/frame?o=0,1e400", "'o' y of pane 0 must be finite"),
            ("/live/frame?o=0,1e300", "'o' y of pane 0 must be within ±1000000, found 1e300"),
            ("/live/frame?o=-2000000,0", "'o' x of pane 0 must be within ±1000000"),
            ("/live/frame?o=0", "'o' needs 2 numbers (x and y of 1 pane), found 1"),
            ("/live/frame?o=0,12abc", "'o' y of pane 0 must be a number, found '12abc'"),
            ("/live/frame", "missing 'o'"),
            ("/live/elements?o=,", "'o' x of pane 0 must be a number"),
            ("/live/fling?pane=0&x=0&y=0&vx=0&vy=NaN", "'vy' must be finite"),
            ("/live/fling?pane=0&x=0&y=0&vx=0&vy=5000", "'vy' must be within ±1000"),
            ("/live/fling?pane=1&x=0&y=0&vx=0&vy=1", "'pane' must be a whole number from 0 to 0, found '1'"),
            ("/live/fling?pane=99999999999999999999&x=0&y=0&vx=0&vy=1", "'pane' must be a whole number"),
            ("/live/export?format=bmp&track=0,0", "'format' must be apng, gif, webp or mp4, found 'bmp'"),
            ("/live/track?track=", "'track' must have 1 to 1200 frames, found 0"),
            ("/live/track?track=0,0;0,nan", "frame 1 of 'track' y of pane 0 must be finite"),
        ]
        for (path, message) in cases {
            let reply = try #require(HTTP.get(path, port: server.port), "\(path)")
            #expect(reply.status == 400, "\(path)")
            #expect(reply.text.hasPrefix(message), "\(path): \(reply.text)")
        }
        let many = Array(repeating: "0,1", count: 1_201).joined(separator: ";")
        let long = try #require(HTTP.get("/live/track?track=" + many, port: server.port))
        #expect(long.status == 400)
        #expect(long.text.hasPrefix("'track' must have 1 to 1200 frames, found 1201"))
        #expect(HTTP.get("/live/frame?o=0,0", port: server.port)?.status == 200)
        #expect(HTTP.get("/live/nothing", port: server.port)?.status == 404)
    }

    @Test func everyLiveEndpointAnswersOnlyItsLoopbackNames() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        let port = server.port
        for path in [
            "/live/info", "/live/frame?o=0,0", "/live/elements?o=0,0", "/live/fling?pane=0&x=0&y=0&vx=0&vy=1",
            "/live/track?track=0,0", "/live/export?format=apng&track=0,0",
        ] {
            // DNS rebinding: a name the attacker controls, pointed at 127.0.0.1.
            #expect(HTTP.get(path, port: port, hostHeader: "rebind.example:\(port)")?.status == 403, "\(path)")
            #expect(HTTP.get(path, port: port, hostHeader: "127.0.0.1:\(port + 1)")?.status == 403, "\(path)")
            #expect(
                HTTP.get(path, port: port, extraHeaders: ["Origin: http://rebind.example"])?.status == 403, "\(path)")
            #expect(HTTP.get(path, port: port, method: "POST")?.status == 405, "\(path)")
            #expect(HTTP.get(path, port: port, hostHeader: "localhost:\(port)")?.status == 200, "\(path)")
        }
    }

    @Test func beforeAnySceneTheLiveEndpointsSaySo() throws {
        let server = try FlipbookServer()
        defer { server.stop() }
        let reply = try #require(HTTP.get("/live/info", port: server.port))
        #expect(reply.status == 503)
        #expect(reply.text == "nothing to scroll yet: the first render has not finished\n")
    }

    @Test func aFlingRestsWhereTheViewAndLayoutSay() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        // The flow layout keeps the projection start + v / −ln 0.998 (3 pt/ms: about 1 498.5 pt).
        let fling = try Self.json("/live/fling?pane=0&x=0&y=100&vx=0&vy=3", server.port)
        let target = try #require((fling["target"] as? [Double])?[1])
        #expect(abs(target - (100 - 3 / log(0.998))) < 1e-6)
        #expect(fling["decelerationRate"] as? Double == 0.998)
        // Clamped at the end of the content.
        let far = try Self.json("/live/fling?pane=0&x=0&y=3000&vx=0&vy=20", server.port)
        #expect((far["target"] as? [Double])?[1] == 3360.0)

        // A paged view turns one page whatever the speed (pages are the view's width apart).
        let pages = """
            name: pages
            canvas: { width: 375, height: 667, scale: 1 }
            panes:
              - layout: parallaxPages
                items: 1
                parameters: { parallax: { numberOfPages: 3, items: [{ identifier: logo, frame: [10, 10, 40, 40] }] } }
            """
        let (paged, _) = try Self.server(pages)
        defer { paged.stop() }
        let info = try Self.json("/live/info", paged.port)
        let pane = try #require((info["panes"] as? [[String: Any]])?.first)
        #expect(pane["paging"] as? Bool == true)
        #expect(pane["axis"] as? String == "x")
        let turned = try Self.json("/live/fling?pane=0&x=40&y=0&vx=8&vy=0", paged.port)
        #expect((turned["target"] as? [Double])?[0] == 375)
    }

    @Test func theInspectorGetsTheDumpsAttributesAndCanvasOutlines() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        let record = try Self.json("/live/elements?o=0,100", server.port)
        let panes = try #require(record["panes"] as? [[String: Any]])
        #expect((panes[0]["visibleRect"] as? [String: Double]) == ["x": 0, "y": 0, "width": 390, "height": 844])
        #expect((panes[0]["contentRect"] as? [String: Double]) == ["x": 0, "y": -100, "width": 390, "height": 4204])
        let elements = try #require(record["elements"] as? [[String: Any]])
        let first = try #require(elements.first { ($0["attributes"] as? [String: Any])?["item"] as? Int == 4 })
        // Item 4 starts the second row: frame (12, 92, 66, 72), drawn 100 points higher.
        #expect((first["outline"] as? [[Double]]) == [[12, -8], [78, -8], [78, 64], [12, 64]])
        let attributes = try #require(first["attributes"] as? [String: Any])
        #expect((attributes["center"] as? [String: Double]) == ["x": 45, "y": 128])
        #expect(attributes["category"] as? String == "cell")
        #expect(attributes["kind"] is NSNull)
        #expect((first["decomposed"] as? [String: Any])?["isIdentity"] as? Bool == true)
    }

    @Test func aRecordedTrackIsASceneTrackThatReplaysTheOffsets() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        let reply = try #require(HTTP.get("/live/track?track=0,0;0,10.5;0,33.254;0,-12", port: server.port))
        #expect(reply.status == 200)
        #expect(reply.text.hasPrefix("# Recorded on reel's live page: 4 frames at 30 fps.\n"))
        #expect(reply.text.contains("  keyframes:\n    - {frame: 0, offset: 0}\n    - {frame: 1, offset: 10.5}\n"))
        // Put in the scene, the track gives exactly the recorded offsets (to 1/100 point).
        let scene = Self.grid.replacingOccurrences(of: "sampling: { from: 0, to: 400, frames: 3 }\n", with: reply.text)
        let runtime = try SceneRuntime(scene: try Scene.parse(scene))
        #expect(runtime.samples.map { $0.offsets[0].y } == [0, 10.5, 33.25, -12])
    }

    @Test func anExportIsTheTrackRenderedAsAnAnimation() throws {
        let (server, _) = try Self.server()
        defer { server.stop() }
        let reply = try #require(HTTP.get("/live/export?format=apng&track=0,0;0,40;0,90", port: server.port))
        #expect(reply.status == 200)
        #expect(reply.headers.contains("Content-Type: image/apng"))
        let bytes = [UInt8](reply.body)
        #expect(bytes.prefix(8) == [137, 80, 78, 71, 13, 10, 26, 10])
        // acTL: the animation's frame count, 3.
        let actl = try #require(
            (0..<(bytes.count - 8)).first { bytes[$0..<($0 + 4)].elementsEqual(Array("acTL".utf8)) })
        #expect(bytes[(actl + 4)..<(actl + 8)].elementsEqual([0, 0, 0, 3]))
    }

    @Test func aTransformIsTakenApartIntoScaleRotationTranslationAndPerspective() {
        var m = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1)),
            CATransform3DMakeTranslation(10, -4, 0))
        m.m34 = -1 / 500
        let parts = TransformDecomposition(m)
        #expect(parts.scale == [2, 0.5, 1])
        #expect(parts.rotation == [0, 0, 30])
        #expect(parts.translation == [10, -4, 0])
        #expect(parts.m34 == -0.002)
        #expect(!parts.isIdentity)
        let turned = TransformDecomposition(CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
        #expect(turned.rotation == [0, 45, 0])
        #expect(turned.scale == [1, 1, 1])
    }
}
