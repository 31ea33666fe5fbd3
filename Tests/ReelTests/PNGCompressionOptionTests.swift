import Canvas
import CollectionLayout
import Foundation
import ImageCodecs
import Testing

@testable import Reel

/// `RenderOptions.pngCompression` and the colour type of frames: every setting writes the same
/// pixels, and an APNG on a translucent background gets RGBA in every frame even when one frame
/// happens to be opaque.
@Suite("PNG compression option")
struct PNGCompressionOptionTests {
    /// A 100 × 100 cell covering the canvas at offset 0 and sliding down after.
    static let covering = RenderTests.descriptor { offset in
        // Content y = 2 × offset: on screen (content − offset) the cell moves down by the offset.
        [RenderTests.cell(0, CGRect(x: 0, y: 2 * offset.y, width: 100, height: 100))]
    }

    static func render(background: String, outputs: Set<OutputKind>, compression: PNGCompression = .balanced)
        throws -> URL
    {
        let yaml = RenderTests.scene(frames: 3, to: 40)
            .replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: \"\(background)\"")
        let scene = try Scene.parse(yaml, file: "test.yaml", layouts: [covering])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-png-\(UUID().uuidString)")
        let options = RenderOptions(
            outputDirectory: out, outputs: outputs, jobs: 2, progress: .quiet, pngCompression: compression)
        _ = try RenderDriver(scene: scene, options: options, layouts: [covering]).run()
        return out
    }

    static func colorTypes(_ folder: URL) throws -> [UInt8] {
        try (0..<3).map { index in
            let data = try Data(contentsOf: folder.appendingPathComponent("frame-000\(index).png"))
            return data[data.startIndex + 25]
        }
    }

    /// IHDR's colour type of the scene's APNG (byte 25 of the file).
    static func apngColorType(_ folder: URL) throws -> UInt8 {
        let data = try Data(contentsOf: folder.appendingPathComponent("animation.apng"))
        return data[data.startIndex + 25]
    }

    @Test func apngOnATranslucentBackgroundHasRGBAInEveryFrame() throws {
        let out = try Self.render(background: "#FFFFFF80", outputs: [.png, .apng])
        defer { try? FileManager.default.removeItem(at: out) }
        // The frame files have few colours: palette images (3), with tRNS for the translucent
        // background. The APNG shares one IHDR: truecolour with alpha (6) for every frame.
        #expect(try Self.colorTypes(out) == [3, 3, 3])
        #expect(try Self.apngColorType(out) == 6)
        // Frame 0 is covered by the opaque cell, frames 1 and 2 show the translucent background.
        #expect(
            try ImageSurface.readPNG(from: out.appendingPathComponent("frame-0000.png")).pixels()[50, 50].alpha == 255)
        #expect(
            try ImageSurface.readPNG(from: out.appendingPathComponent("frame-0002.png")).pixels()[50, 10].alpha == 128)
    }

    @Test func anAPNGOnAnOpaqueBackgroundIsRGB() throws {
        let out = try Self.render(background: "#FFFFFF", outputs: [.png, .apng])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try Self.colorTypes(out) == [3, 3, 3])
        #expect(try Self.apngColorType(out) == 2)
    }

    @Test func translucentFramesWithoutAnAPNGAreStillPaletteImages() throws {
        let out = try Self.render(background: "#FFFFFF80", outputs: [.png])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try Self.colorTypes(out) == [3, 3, 3])
        #expect(
            try ImageSurface.readPNG(from: out.appendingPathComponent("frame-0000.png")).pixels()[50, 50].alpha == 255)
        #expect(
            try ImageSurface.readPNG(from: out.appendingPathComponent("frame-0002.png")).pixels()[50, 10].alpha == 128)
    }

    @Test func everyCompressionWritesTheSamePixels() throws {
        var pixels: [[RGBA8Image]] = []
        for compression in PNGCompression.allCases {
            let out = try Self.render(background: "#FFFFFF80", outputs: [.png], compression: compression)
            defer { try? FileManager.default.removeItem(at: out) }
            pixels.append(
                try (0..<3).map {
                    try ImageSurface.readPNG(from: out.appendingPathComponent("frame-000\($0).png")).pixels()
                })
        }
        #expect(pixels.count == 3)
        #expect(pixels.allSatisfy { $0 == pixels[0] })
        #expect(RenderOptions(outputDirectory: URL(fileURLWithPath: "/tmp")).pngCompression == .balanced)
    }
}
