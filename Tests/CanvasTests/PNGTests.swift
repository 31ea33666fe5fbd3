import Canvas
import Foundation
import Testing

@Suite("PNG")
struct PNGTests {
    /// A white frame with a half-transparent disc and a transparent hole, so that opaque, partly
    /// transparent and fully transparent pixels all occur.
    static func sampleSurface() throws -> ImageSurface {
        let surface = try ImageSurface(width: 64, height: 48)
        try surface.draw { context in
            try context.paint(.white)
            try context.fill(
                Path(ellipseIn: CGRect(x: 8, y: 4, width: 40, height: 40)),
                with: Color(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.6))
            try context.clear(Color(red: 0, green: 1, blue: 0, alpha: 0.25))
            try context.withClip(to: Path(rect: CGRect(x: 50, y: 30, width: 10, height: 10))) {
                try context.clear()
            }
        }
        return surface
    }

    @Test func roundTripThroughPNGKeepsEveryPixel() throws {
        let surface = try Self.sampleSurface()
        let data = try surface.pngData()
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try ImageSurface.decodePNG(data)
        #expect(decoded.pixelWidth == 64)
        #expect(decoded.pixelHeight == 48)
        #expect(try decoded.pixels() == surface.pixels())
    }

    @Test func roundTripThroughPixelBufferKeepsEveryPixel() throws {
        let pixels = try Self.sampleSurface().pixels()
        #expect(try ImageSurface(image: pixels).pixels() == pixels)
    }

    @Test func samePixelsGiveTheSameBytes() throws {
        #expect(try Self.sampleSurface().pngData() == Self.sampleSurface().pngData())
    }

    @Test func writePNGThenReadItBack() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame-0000.png")
        let surface = try Self.sampleSurface()
        try surface.writePNG(to: url)
        #expect(try ImageSurface.readPNG(from: url).pixels() == surface.pixels())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame-0000.png"])
    }

    @Test func unwritablePathThrowsNamingIt() throws {
        let url = URL(fileURLWithPath: "/nonexistent-layoutreel-dir/frame-0000.png")
        let error = canvasError { try Self.sampleSurface().writePNG(to: url) }
        #expect(error?.code == .io(ENOENT))
        #expect(
            error?.description
                == "write PNG failed: No such file or directory (/nonexistent-layoutreel-dir/frame-0000.png)")
    }

    @Test func garbageIsNotAPNG() {
        let error = canvasError { _ = try ImageSurface.decodePNG(Data("not a png".utf8)) }
        #expect(error?.operation == "decode PNG")
        #expect(error?.code == .invalidData)
        #expect(error?.reason == "not a PNG file (it does not start with the PNG signature)")
    }

    @Test func missingFileThrowsNamingIt() {
        let error = canvasError {
            _ = try ImageSurface.readPNG(from: URL(fileURLWithPath: "/nonexistent-layoutreel.png"))
        }
        #expect(error?.description == "read PNG failed: No such file or directory (/nonexistent-layoutreel.png)")
    }
}
