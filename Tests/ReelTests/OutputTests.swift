import CollectionLayout
import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs
@testable import Reel

@Suite("Outputs: APNG, dump, flipbook, contact sheet, atomicity")
struct OutputTests {
    /// A cell sliding down 10 pt per frame.
    static let sliding = RenderTests.descriptor { offset in
        [RenderTests.cell(0, CGRect(x: 10, y: 10 + offset.y, width: 30, height: 30))]
    }

    @Test func apngHasOneFrameControlPerFrameWithConsecutiveSequenceNumbers() throws {
        let out = try RenderTests.render(
            RenderTests.scene(frames: 5, to: 40) + "\nfps: 25", layout: Self.sliding, outputs: [.apng])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try ReelProcessFree.files(out) == ["animation.apng"])
        let apng = [UInt8](try Data(contentsOf: out.appendingPathComponent("animation.apng")))
        let chunks = try PNGChunks.chunks(of: Data(apng))
        func bytes(_ chunk: PNGChunks.Chunk) -> [UInt8] { Array(apng[chunk.data]) }
        #expect(chunks.map(\.type).first == "IHDR")
        #expect(chunks[1].type == "acTL")
        let actl = bytes(chunks[1])
        #expect(PNGChunks.readUInt32(actl, at: 0) == 5)  // frames
        #expect(PNGChunks.readUInt32(actl, at: 4) == 0)  // loop forever
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        let numbers = sequenced.map { PNGChunks.readUInt32(bytes($0), at: 0) }
        #expect(numbers == (0..<UInt32(sequenced.count)).map { $0 })
        #expect(chunks.filter { $0.type == "fcTL" }.count == 5)
        #expect(chunks.filter { $0.type == "IDAT" }.count >= 1)
        let fctl = bytes(try #require(chunks.first { $0.type == "fcTL" }))
        #expect(PNGChunks.readUInt32(fctl, at: 4) == 100)  // width
        #expect(PNGChunks.readUInt32(fctl, at: 8) == 100)  // height
        #expect(fctl[20] == 0 && fctl[21] == 1 && fctl[22] == 0 && fctl[23] == 25)  // delay 1/25 s
        #expect(chunks.last?.type == "IEND")
        // Every frame's IHDR was the same, so the default image decodes as an ordinary PNG.
        #expect(try ImageSurface.readPNG(from: out.appendingPathComponent("animation.apng")).pixels().width == 100)
    }

    @Test func dumpFollowsTheContract() throws {
        let layout = RenderTests.descriptor { offset in
            let cell = RenderTests.cell(2, CGRect(x: 10, y: 20, width: 30, height: 40), zIndex: 3, alpha: 0.5)
            cell.transform = CGAffineTransform(scaleX: 2, y: 2)
            return [cell]
        }
        let scene = try Scene.parse(RenderTests.scene(frames: 2, to: 10), file: "t.yaml", layouts: [layout])
        let data = try Dump.json(of: scene, layouts: [layout])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["scene"] as? String == "test")
        let canvas = try #require(json["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 100 && canvas["scale"] as? Double == 1)
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 2)
        #expect(frames[1]["index"] as? Int == 1)
        let pane = try #require((frames[1]["panes"] as? [[String: Any]])?.first)
        #expect(pane["name"] as? String == "main")
        #expect((pane["contentOffset"] as? [String: Double])?["y"] == 10)
        #expect((pane["contentSize"] as? [String: Double])?["height"] == 400)
        let element = try #require((pane["elements"] as? [[String: Any]])?.first)
        #expect(element["category"] as? String == "cell")
        #expect(element["item"] as? Int == 2 && element["section"] as? Int == 0)
        #expect(element["center"] as? [String: Double] == ["x": 25, "y": 40])
        #expect(element["size"] as? [String: Double] == ["width": 30, "height": 40])
        // UIKit's frame is the transformed bounding box: 60 × 80 about the centre.
        #expect(element["frame"] as? [String: Double] == ["x": -5, "y": 0, "width": 60, "height": 80])
        #expect(element["transform"] as? [String: Double] == ["a": 2, "b": 0, "c": 0, "d": 2, "tx": 0, "ty": 0])
        #expect((element["transform3D"] as? [Double])?.count == 16)
        #expect(element["alpha"] as? Double == 0.5 && element["zIndex"] as? Int == 3)
        #expect(element["isHidden"] as? Bool == false)
    }

    @Test func dumpListsPagerEventsUnderTheFrameThatCausedThem() throws {
        let yaml = """
            canvas: { width: 375, height: 667, scale: 1 }
            sampling: { from: 0, to: 750, frames: 3, axis: x }
            panes: [{ name: pages, layout: parallaxPages }]
            """
        let data = try Dump.json(of: try Scene.parse(yaml, file: "pv.yaml"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        let events = frames.map { (($0["panes"] as? [[String: Any]])?.first?["events"] as? [String]) ?? [] }
        #expect(events[0].first == "@0.0 willBeginTransitionTo 0")
        #expect(events[1].contains { $0.contains("didUpdate") && $0.hasPrefix("@375.0") })
        #expect(events[2].contains("@750.0 willBeginTransitionTo 2"))
    }

    @Test func dumpIsByteIdenticalAcrossRuns() throws {
        let scene = try Scene.parse(RenderTests.scene(frames: 4, to: 30), file: "t.yaml", layouts: [Self.sliding])
        #expect(try Dump.json(of: scene, layouts: [Self.sliding]) == Dump.json(of: scene, layouts: [Self.sliding]))
    }

    @Test func aFailingFrameLeavesNoPartialOutput() throws {
        // Frames 0…2 are fine; frame 3 has a NaN centre.
        let layout = RenderTests.descriptor { offset in
            offset.y < 25
                ? [RenderTests.cell(0, CGRect(x: 0, y: 0, width: 10, height: 10))]
                : [RenderTests.cell(0, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))]
        }
        let scene = try Scene.parse(RenderTests.scene(frames: 5, to: 40), file: "t.yaml", layouts: [layout])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let options = RenderOptions(outputDirectory: out, outputs: [.png, .apng, .json], jobs: 2, progress: .quiet)
        do {
            _ = try RenderDriver(scene: scene, options: options, layouts: [layout]).run()
            Issue.record("rendering a NaN frame should fail")
        } catch let error as ReelError {
            #expect(error.description.contains("frame 3"))
            #expect(error.description.contains("center.x = nan"))
        }
        #expect(try ReelProcessFree.files(out) == [])
    }

    @Test func flipbookIsOneSelfContainedPage() throws {
        let out = try RenderTests.render(
            RenderTests.scene(frames: 3, to: 20), layout: Self.sliding, outputs: [.flipbook])
        defer { try? FileManager.default.removeItem(at: out) }
        let html = try String(contentsOf: out.appendingPathComponent("flipbook.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 4)
        #expect(html.contains("ArrowRight") && html.contains("ArrowLeft"))
        #expect(html.contains("type=\"range\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("y 20.0"))
    }

    @Test func contactSheetIsAGridOfEveryFrame() throws {
        let out = try RenderTests.render(
            RenderTests.scene(frames: 4, to: 30) + "\ncontactSheet: { columns: 2, thumbnailScale: 0.5 }",
            layout: Self.sliding, outputs: [.contactSheet])
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = try ImageSurface.readPNG(from: out.appendingPathComponent("contact-sheet.png")).pixels()
        // Two columns of 50-pt thumbnails with 8-pt gaps; a 48-pt header, two rows with 20-pt
        // captions, a gap at the bottom.
        #expect(sheet.width == 8 + 2 * (50 + 8))
        #expect(sheet.height == 48 + 2 * (50 + 20 + 8) + 8)
    }
}

/// File listing without the CLI helper.
enum ReelProcessFree {
    static func files(_ directory: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
