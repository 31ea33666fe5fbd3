import Canvas
import Foundation
import TestSupport
import Testing

@testable import ImageCodecs
@testable import Reel

/// Every frame a render makes is taken by every whole-run output (issue 30, item 6): a canvas
/// whose size in pixels is fractional is rounded to whole pixels and its background fills them
/// all, so the animations of an opaque scene are opaque to their edges; an output that must
/// refuse names the scene file, its own file and the frame.
@Suite struct WholeRunOutputFrameTests {
    /// The fixture scene `name`, with each of `replacements` (text → text) made once.
    static func fixture(_ name: String, _ replacements: [(String, String)]) throws -> String {
        var text = try String(contentsOf: PackagePaths.scene(name), encoding: .utf8)
        for (old, new) in replacements {
            let range = try #require(text.range(of: old), "\(name) has no '\(old)'")
            text.replaceSubrange(range, with: new)
        }
        return text
    }

    /// Renders `text` (read as `file`) into a new folder with `outputs` and `frames` frames of
    /// its sweep (all when nil); returns the folder.
    static func render(_ text: String, file: String, outputs: Set<OutputKind>, frames: Int? = nil) throws -> URL {
        var scene = try Scene.parse(text, file: file)
        if let frames {
            scene.sampling = SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(frames)))
            for index in scene.panes.indices { scene.panes[index].track = nil }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-whole-run-\(UUID().uuidString)")
        let options = RenderOptions(
            outputDirectory: folder, outputs: outputs, jobs: 2, progress: .quiet, pngCompression: .fast)
        _ = try RenderDriver(scene: scene, options: options).run()
        return folder
    }

    /// The sharing formats that need no installed tool, and the frame files.
    static let formats: Set<OutputKind> = [.png, .apng, .gif, .webp]

    /// The IHDR of a PNG or APNG file: width, height, bit depth, colour type.
    static func header(_ url: URL) throws -> (width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8) {
        let data = try Data(contentsOf: url)
        let ihdr = [UInt8](data[try PNGChunks.chunks(of: data)[0].data])
        return (PNGChunks.readUInt32(ihdr, at: 0), PNGChunks.readUInt32(ihdr, at: 4), ihdr[8], ihdr[9])
    }

    /// A GIF's logical screen size (bytes 6–9, little-endian).
    static func gifSize(_ url: URL) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    @Test func galleryAdaptiveOnACanvas70AndAHalfPointsWideGoesIntoEveryFormat() throws {
        // Was: "write GIF failed: frame 0 has transparent pixels" (the last column half covered).
        let text = try Self.fixture("gallery-adaptive.yaml", [("width: 726,", "width: 70.5,")])
        let folder = try Self.render(text, file: "gallery-adaptive.yaml", outputs: Self.formats, frames: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            TestFolders.files(in: folder)
                == [
                    "animation.apng", "animation.gif", "animation.webp", "frame-0000.png", "frame-0001.png",
                    "frame-0002.png",
                ])
        // 70.5 points at scale 1 are 71 pixels; the background fills the last column too.
        let frame = try PNGDecoder().decode(try Data(contentsOf: folder.appendingPathComponent("frame-0000.png")))
        #expect(frame.width == 71 && frame.height == 300)
        #expect(frame.isOpaque)
        // The same pixels as on a canvas of 71 points: the panes do not depend on its width.
        let whole = try Self.render(
            try Self.fixture("gallery-adaptive.yaml", [("width: 726,", "width: 71,")]), file: "gallery-adaptive.yaml",
            outputs: [.png], frames: 3)
        defer { try? FileManager.default.removeItem(at: whole) }
        #expect(
            frame == (try PNGDecoder().decode(try Data(contentsOf: whole.appendingPathComponent("frame-0000.png")))))
        let apng = try Self.header(folder.appendingPathComponent("animation.apng"))
        #expect(apng.width == 71 && apng.height == 300 && apng.depth == 8 && apng.colorType == 2)
        let gif = try Self.gifSize(folder.appendingPathComponent("animation.gif"))
        #expect(gif.width == 71 && gif.height == 300)
        // The APNG's default image is frame 0.
        let apngImage = try PNGDecoder().decode(try Data(contentsOf: folder.appendingPathComponent("animation.apng")))
        #expect(apngImage == frame)
    }

    @Test func aTranslucentFractionalCanvasGoesIntoEveryFormat() throws {
        // Partly transparent pixels: GIF shows alpha 128 and above opaque, below transparent.
        let text = """
            name: translucent
            canvas: { width: 40.5, height: 30.25, scale: 1, background: "#00FF0040" }
            sampling: { from: 0, to: 10, frames: 2 }
            panes: [{ name: main, layout: table, items: 3, frame: [0, 0, 20, 10] }]
            """
        let folder = try Self.render(text, file: "translucent.yaml", outputs: Self.formats)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            TestFolders.files(in: folder)
                == ["animation.apng", "animation.gif", "animation.webp", "frame-0000.png", "frame-0001.png"])
        let frame = try PNGDecoder().decode(try Data(contentsOf: folder.appendingPathComponent("frame-0000.png")))
        // 40.5 × 30.25 points are 41 × 30 pixels, the last column all background.
        #expect(frame.width == 41 && frame.height == 30)
        #expect(frame[40, 29] == RGBA8(red: 0, green: 255, blue: 0, alpha: 0x40))
        let apng = try Self.header(folder.appendingPathComponent("animation.apng"))
        #expect(apng.width == 41 && apng.height == 30 && apng.colorType == 6)
        let gif = try Self.gifSize(folder.appendingPathComponent("animation.gif"))
        #expect(gif.width == 41 && gif.height == 30)
    }

    @Test func parabolicAtScale0196WithAVanishingVertexWritesOneColourTypeAPNG() throws {
        // Was: "write APNG failed: frame 3 differs in size or colour type from frame 0" (the last
        // row, 166.99 pixels of 167, was translucent in some frames and covered in others).
        let text = try Self.fixture(
            "parabolic.yaml", [("scale: 2,", "scale: 0.196,"), ("scaleAtVertex: 0.8", "scaleAtVertex: 0")])
        let folder = try Self.render(text, file: "parabolic.yaml", outputs: [.apng, .gif, .webp])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("animation.apng")
        let apng = try Self.header(url)
        #expect(apng.width == 77 && apng.height == 167 && apng.colorType == 2)
        let chunks = try PNGChunks.chunks(of: try Data(contentsOf: url))
        #expect(chunks.filter { $0.type == "fcTL" }.count == 90)
        let gif = try Self.gifSize(folder.appendingPathComponent("animation.gif"))
        #expect(gif.width == 77 && gif.height == 167)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("animation.webp").path))
    }

    @Test func anOutputsRefusalNamesTheSceneItsFileAndTheFrame() {
        let error = ReelError.outputFailed(
            scene: "scenes/cards.yaml", output: "animation.apng", frame: 3,
            problem:
                "write APNG failed: frame 3 is 5 × 5 pixels; frame 0 is 4 × 4 pixels, and APNG frames share one size")
        #expect(
            error.description
                == "scenes/cards.yaml: animation.apng: frame 3: write APNG failed: frame 3 is 5 × 5 pixels; frame 0 is 4 × 4 pixels, and APNG frames share one size"
        )
        let finishing = ReelError.outputFailed(
            scene: "cards.yaml", output: "animation.gif", frame: nil,
            problem: "write GIF failed: the animation shows 4 frames but received 3")
        #expect(
            finishing.description
                == "cards.yaml: animation.gif: write GIF failed: the animation shows 4 frames but received 3")
    }

    @Test func aTranslucentPixelIsFlattenedOntoTheBackground() throws {
        let image = try RGBA8Image(width: 2, height: 1, bytes: [255, 0, 0, 128, 10, 20, 30, 255])
        #expect(!image.isOpaque)
        let flat = image.flattened(onto: RGBA8(red: 0, green: 0, blue: 255))
        // (255 · 128 + 0 · 127 + 127) / 255 = 128; (0 · 128 + 255 · 127 + 127) / 255 = 127.
        #expect(flat.bytes == [128, 0, 127, 255, 10, 20, 30, 255])
        #expect(flat.isOpaque)
        #expect(flat.flattened(onto: RGBA8(red: 0, green: 0, blue: 0)) == flat)
    }
}
