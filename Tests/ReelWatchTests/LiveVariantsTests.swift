import Canvas
import Foundation
import ImageCodecs
import Reel
import TestSupport
import Testing

@testable import ReelWatch

/// The live page's variants (`variants=` on every `/live/…` request and on the page's address):
/// the server draws the scene in the chosen device, direction, appearance, Dynamic Type and item
/// count, as the same grid of labelled panes `reel render --variants` draws.
@Suite("Live variants", .serialized)
struct LiveVariantsTests {
    static func json(_ path: String, _ port: UInt16) throws -> [String: Any] {
        try LiveWorkbenchTests.json(path, port)
    }

    static func panes(_ info: [String: Any]) throws -> [[String: Any]] {
        try #require(info["panes"] as? [[String: Any]])
    }

    @Test func eachDeviceGetsItsScreenAndTheFrameItsPixels() throws {
        let (server, _) = try LiveWorkbenchTests.server()
        defer { server.stop() }
        // Per device: the pane is its screen in points; the canvas adds the grid's margins (16
        // around) and the caption (28 above); the scene's scale (1) stays.
        let screens: [(String, Double, Double)] = [
            ("iphone-se", 375, 667), ("iphone", 393, 852), ("iphone-pro-max", 440, 956), ("ipad", 834, 1210),
            ("ipad-landscape", 1210, 834),
        ]
        for (device, width, height) in screens {
            let info = try Self.json("/live/info?variants=\(device)", server.port)
            let pane = try #require(try Self.panes(info).first)
            #expect((pane["frame"] as? [String: Double]) == ["x": 16, "y": 44, "width": width, "height": height])
            #expect((pane["boundsSize"] as? [String: Double]) == ["width": width, "height": height])
            #expect(pane["name"] as? String == "grid@\(device)")
            #expect(info["variants"] as? [String] == [device])
            let canvas = try #require(info["canvas"] as? [String: Double])
            #expect(canvas == ["width": width + 32, "height": height + 28 + 32, "scale": 1])
            let reply = try #require(HTTP.get("/live/frame?o=0,0&variants=\(device)", port: server.port))
            #expect(reply.status == 200, "\(device): \(reply.text)")
            let image = try ImageSurface.decodePNG(reply.body).pixels()
            #expect(image.width == Int(width) + 32)
            #expect(image.height == Int(height) + 60)
        }
        // The iPad's grid is wider: 66-point cells at least 10 apart in 834 − 24 points make 10
        // columns (4 on the scene's 390), the 150 points left spread over the 9 gaps; so item 4
        // is in the first row, and 20 rows make 20 · 72 + 19 · 12 + 16 = 1684 points of content.
        let ipad = try Self.json("/live/elements?o=0,0&variants=ipad", server.port)
        let record = try #require((ipad["panes"] as? [[String: Any]])?.first)
        #expect((record["visibleRect"] as? [String: Double]) == ["x": 16, "y": 44, "width": 834, "height": 1210])
        #expect((record["contentSize"] as? [String: Double]) == ["width": 834, "height": 1684])
        let item4 = try #require(Self.attributes(ipad, item: 4))
        let frame = try #require(item4["frame"] as? [String: Double])
        #expect(abs((frame["x"] ?? 0) - (12 + 4 * (66 + 150.0 / 9))) < 1e-9)
        #expect(frame["y"] == 8 && frame["width"] == 66)
        // The same server still draws the scene as written, without `variants`.
        let plain = try Self.json("/live/info", server.port)
        #expect((plain["canvas"] as? [String: Double])?["width"] == 390)
        #expect(plain["variants"] as? [String] == [])
    }

    static func attributes(_ record: [String: Any], item: Int, pane: Int = 0) -> [String: Any]? {
        let elements = record["elements"] as? [[String: Any]] ?? []
        return elements.first {
            $0["pane"] as? Int == pane && ($0["attributes"] as? [String: Any])?["item"] as? Int == item
        }?["attributes"] as? [String: Any]
    }

    @Test func rightToLeftMirrorsTheFramesAndSideBySideScrollsTheCopiesTogether() throws {
        let (server, _) = try LiveWorkbenchTests.server()
        defer { server.stop() }
        let record = try Self.json("/live/elements?o=0,0,0,0&variants=ltr,rtl", server.port)
        // Item 0: 12 from the left in LTR; mirrored in the 390-point pane in RTL: 390 − 12 − 66.
        let ltr = try #require(Self.attributes(record, item: 0, pane: 0))
        let rtl = try #require(Self.attributes(record, item: 0, pane: 1))
        #expect((ltr["frame"] as? [String: Double]) == ["x": 12, "y": 8, "width": 66, "height": 72])
        #expect((rtl["frame"] as? [String: Double]) == ["x": 312, "y": 8, "width": 66, "height": 72])
        // The copies of the one pane are one group: the page drags and flings them together.
        let info = try Self.json("/live/info?variants=ltr,rtl", server.port)
        #expect(try Self.panes(info).map { $0["group"] as? Int } == [0, 0])
        #expect(try Self.panes(info).map { $0["name"] as? String } == ["grid@ltr", "grid@rtl"])
        #expect(info["variants"] as? [String] == ["ltr", "rtl"])
        // Two panes: two offsets per frame.
        let one = try #require(HTTP.get("/live/frame?o=0,0&variants=ltr,rtl", port: server.port))
        #expect(one.status == 400)
        #expect(one.text.hasPrefix("'o' needs 4 numbers (x and y of 2 panes), found 2"))
    }

    @Test func darkDrawsUIKitsDarkBackgroundAndItemsChangeTheContent() throws {
        let (server, _) = try LiveWorkbenchTests.server()
        defer { server.stop() }
        func pixel(_ variants: String, x: Int, y: Int) throws -> RGBA8 {
            let reply = try #require(HTTP.get("/live/frame?o=0,0&variants=\(variants)", port: server.port))
            #expect(reply.status == 200, "\(variants): \(reply.text)")
            return try ImageSurface.decodePNG(reply.body).pixels()[x, y]
        }
        // In the section inset, left of the first column (the pane starts at 16, 44; scale 1).
        #expect(try pixel("light", x: 16 + 5, y: 44 + 200) == RGBA8(red: 0xF2, green: 0xF2, blue: 0xF7, alpha: 255))
        #expect(try pixel("dark", x: 16 + 5, y: 44 + 200) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        // 8 items in rows of 4: 2 rows of 72, one gap of 12 and 16 of insets: 172 points.
        let few = try #require(try Self.panes(try Self.json("/live/info?variants=items=8", server.port)).first)
        #expect((few["contentSize"] as? [String: Double])?["height"] == 172)
        // The empty list is the scene as written, without a grid.
        let plain = try Self.json("/live/info?variants=", server.port)
        #expect((plain["canvas"] as? [String: Double])?["width"] == 390)
        #expect(try Self.panes(plain).first?["name"] as? String == "grid")
    }

    @Test func aFrameAtTheScreensScaleHasItsPixelsAndNoMoreThanTheScenes() throws {
        let (server, _) = try LiveWorkbenchTests.server(
            LiveWorkbenchTests.grid.replacingOccurrences(of: "scale: 1,", with: "scale: 2,"))
        defer { server.stop() }
        for (query, width, height) in [("", 780, 1688), ("&scale=1", 390, 844), ("&scale=2", 780, 1688)] {
            let reply = try #require(HTTP.get("/live/frame?o=0,0" + query, port: server.port))
            #expect(reply.status == 200, "\(query): \(reply.text)")
            let image = try ImageSurface.decodePNG(reply.body).pixels()
            #expect(image.width == width && image.height == height, "\(query)")
        }
        for (query, message) in [
            ("&scale=3", "'scale' must be from 0.25 to 2 (the scene's scale), found 3"),
            ("&scale=0.1", "'scale' must be from 0.25 to 2 (the scene's scale), found 0.1"),
            ("&scale=nan", "'scale' must be finite"),
        ] {
            let reply = try #require(HTTP.get("/live/frame?o=0,0" + query, port: server.port))
            #expect(reply.status == 400, "\(query)")
            #expect(reply.text.hasPrefix(message), "\(query): \(reply.text)")
        }
    }

    @Test func badVariantsAre400WithTheVariantsMessageOnEveryRouteAndThePage() throws {
        let (server, _) = try LiveWorkbenchTests.server()
        defer { server.stop() }
        let cases: [(String, String)] = [
            ("/live/info?variants=ipda", "'variants': unknown variant 'ipda'; did you mean 'ipad'?"),
            ("/live/frame?o=0,0&variants=ipad+ipad", "'variants': 'ipad+ipad' gives a device twice"),
            ("/live/elements?o=0,0&variants=dark,dark", "'variants': the variant 'dark' is listed twice"),
            ("/live/info?variants=items=-3", "'variants': 'items=-3': items= takes whole numbers"),
            ("/live/fling?pane=0&x=0&y=0&vx=0&vy=1&variants=,", "'variants': an empty variant in ','"),
            ("/?variants=ipda", "'variants': unknown variant 'ipda'"),
            ("/index.html?variants=AX9", "'variants': unknown variant 'AX9'"),
        ]
        for (path, message) in cases {
            let reply = try #require(HTTP.get(path, port: server.port), "\(path)")
            #expect(reply.status == 400, "\(path): \(reply.text)")
            #expect(reply.text.hasPrefix(message), "\(path): \(reply.text)")
        }
        #expect(HTTP.get("/?variants=ipad%2Brtl", port: server.port)?.status == 200)
        #expect(HTTP.get("/?variants=", port: server.port)?.status == 200)
        #expect(HTTP.get("/live/frame?o=0,0&variants=ipad%2Brtl", port: server.port)?.status == 200)

        // A scene that lists its own variants shows them, and cannot switch others.
        let (own, _) = try LiveWorkbenchTests.server(LiveWorkbenchTests.grid + "\nvariants: [iphone-se, dark]\n")
        defer { own.stop() }
        let info = try Self.json("/live/info", own.port)
        #expect(info["variants"] as? [String] == ["iphone-se", "dark"])
        #expect(info["switchable"] as? Bool == false)
        let refused = try #require(HTTP.get("/live/info?variants=ipad", port: own.port))
        #expect(refused.status == 400)
        #expect(refused.text.hasPrefix("'variants': the scene lists its own variants (iphone-se, dark); remove"))
    }

    @Test func aRenderWithVariantsServesThemAndCanGoBackToTheSceneAsWritten() throws {
        let base = try Scene.parse(LiveWorkbenchTests.grid)
        let variants = try SceneVariant.list("iphone-se, ipad")
        let server = try FlipbookServer()
        defer { server.stop() }
        server.publish(
            live: LiveSource(scene: try base.applyingVariants(variants), base: base, variants: variants))
        server.publish(frames: [])
        let served = try Self.json("/live/info", server.port)
        #expect(served["variants"] as? [String] == ["iphone-se", "ipad"])
        #expect(served["switchable"] as? Bool == true)
        #expect(try Self.panes(served).map { $0["group"] as? Int } == [0, 0])
        let plain = try Self.json("/live/info?variants=", server.port)
        #expect((plain["canvas"] as? [String: Double])?["width"] == 390)
    }
}
