import Canvas
import Foundation
import Geometry
import ImageCodecs
import Testing

@Suite("PNG encoder")
struct PNGEncoderTests {
    static let encoders: [(String, PNGEncoder)] = [
        ("fast", .fast), ("balanced", .balanced), ("small", .small), ("cairo", .cairo),
    ]

    /// A phone-sized frame like the ones LayoutReel renders: white, ten rounded cells, labels.
    static func frame(scale: Double = 1) throws -> ImageSurface {
        let surface = try ImageSurface(width: 390, height: 844, scale: scale)
        try surface.draw { context in
            try context.paint(.white)
            for index in 0..<10 {
                try context.withSavedState {
                    try context.concatenate(
                        CGAffineTransform(rotationAngle: Double(index) * 0.03).concatenating(
                            CGAffineTransform(translationX: 195, y: Double(50 + index * 80))))
                    let cell = CGRect(x: -160, y: -32, width: 320, height: 64)
                    try context.withGroup(opacity: 1 - Double(index) * 0.05, bounds: cell) {
                        try context.fill(
                            Path(roundedRect: cell, cornerRadius: 12), with: Color(red: 0.2, green: 0.45, blue: 0.95))
                        try context.drawText(
                            "Cell \(index)", at: .zero, size: 20, color: .white, alignment: .center,
                            verticalAlignment: .center)
                    }
                }
            }
        }
        return surface
    }

    static func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    @Test(arguments: encoders)
    func opaqueFrameDecodesToTheSamePixelsAsRGB(name: String, encoder: PNGEncoder) throws {
        let surface = try Self.frame()
        let png = try surface.pngData(encoder: encoder)
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        #expect(Self.colorType(png) == 2, "\(name)")
    }

    @Test(arguments: encoders)
    func translucentImageDecodesToTheSamePixelsAsRGBA(name: String, encoder: PNGEncoder) throws {
        let surface = try PNGTests.sampleSurface()
        let png = try surface.pngData(encoder: encoder.allowingPalette(false))
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        #expect(Self.colorType(png) == 6, "\(name)")
        let palette = try surface.pngData(encoder: encoder)
        #expect(try ImageSurface.decodePNG(palette).pixels() == surface.pixels(), "\(name)")
    }

    @Test(arguments: [(1, 1), (1, 7), (7, 1), (3, 2)])
    func tinyImagesRoundTrip(width: Int, height: Int) throws {
        var image = RGBA8Image(width: width, height: height, filling: RGBA8(red: 10, green: 200, blue: 30))
        image[width - 1, height - 1] = RGBA8(red: 255, green: 0, blue: 255, alpha: 128)
        for (name, encoder) in Self.encoders {
            let png = try encoder.encode(image)
            #expect(try ImageSurface.decodePNG(png).pixels() == image, "\(name) \(width)×\(height)")
        }
    }

    /// Pseudo-random pixels from a fixed seed, smooth in places and noisy in others, so that
    /// None, Sub and Up all get chosen; `opaque` keeps alpha at 255.
    static func noise(width: Int, height: Int, opaque: Bool) throws -> RGBA8Image {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let random = UInt8(truncatingIfNeeded: state >> 56)
                let smooth = UInt8(truncatingIfNeeded: x &+ y)
                let value = y % 3 == 0 ? smooth : random
                bytes += [value, smooth, random, opaque ? 255 : (y % 2 == 0 ? 255 : random)]
            }
        }
        return try RGBA8Image(width: width, height: height, bytes: bytes)
    }

    @Test(arguments: [(61, 9, true), (61, 9, false), (300, 4, true), (17, 33, false)])
    func noisyImagesRoundTripExactly(width: Int, height: Int, opaque: Bool) throws {
        var image = try Self.noise(width: width, height: height, opaque: opaque)
        if !opaque {
            // What a premultiplied surface can hold: fully transparent pixels have no colour.
            image = try ImageSurface(image: image).pixels()
        }
        for (name, encoder) in Self.encoders {
            let png = try encoder.encode(image)
            #expect(try ImageSurface.decodePNG(png).pixels() == image, "\(name) \(width)×\(height)")
            let surfacePNG = try ImageSurface(image: image).pngData(encoder: encoder)
            #expect(try ImageSurface.decodePNG(surfacePNG).pixels() == image, "\(name) via surface")
        }
    }

    /// 256 × 200 pixels, two rows in three random: well over 65 536 literal tokens, so the row
    /// deflater cuts its stream into several blocks of 32 768 tokens (and carries a row's tokens
    /// past a block's end into the next block).
    @Test func streamsOfSeveralBlocksRoundTripExactly() throws {
        for opaque in [true, false] {
            var image = try Self.noise(width: 256, height: 200, opaque: opaque)
            if !opaque { image = try ImageSurface(image: image).pixels() }
            for (name, encoder) in Self.encoders {
                let png = try encoder.encode(image)
                // 133 random rows of 256 pixels hold at least one random byte a pixel.
                #expect(png.count > 133 * 256, "\(name)")
                #expect(try ImageSurface.decodePNG(png).pixels() == image, "\(name), opaque: \(opaque)")
            }
        }
    }

    @Test func transparentSurfaceRoundTrips() throws {
        let surface = try ImageSurface(width: 33, height: 17)
        let png = try surface.pngData(encoder: .fast)
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels())
    }

    @Test func pixelBufferAndSurfaceGiveTheSameBytes() throws {
        let surface = try PNGTests.sampleSurface()
        #expect(try PNGEncoder.balanced.encode(surface.pixels()) == surface.pngData())
    }

    @Test(arguments: encoders)
    func encodingIsDeterministic(name: String, encoder: PNGEncoder) throws {
        #expect(try Self.frame().pngData(encoder: encoder) == Self.frame().pngData(encoder: encoder), "\(name)")
    }

    @Test func balancedFrameIsNoLargerThanCairos() throws {
        let surface = try Self.frame(scale: 2)
        let cairo = try surface.pngData(encoder: .cairo).count
        let balanced = try surface.pngData(encoder: .balanced).count
        let small = try surface.pngData(encoder: .small).count
        #expect(balanced <= cairo, "balanced \(balanced) bytes, cairo \(cairo)")
        #expect(small <= balanced, "small \(small) bytes, balanced \(balanced)")
    }

    @Test(arguments: encoders)
    func outputPassesPngcheck(name: String, encoder: PNGEncoder) throws {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map {
            "\($0)/pngcheck"
        }
        guard let pngcheck = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return  // pngcheck is optional; the decode tests still run.
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, surface) in [try Self.frame(), try PNGTests.sampleSurface()].enumerated() {
            let url = directory.appendingPathComponent("\(name)-\(index).png")
            try surface.writePNG(to: url, encoder: encoder)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: pngcheck)
            process.arguments = ["-q", url.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            process.waitUntilExit()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "pngcheck \(name)-\(index): \(text)")
        }
    }
}
