import Canvas
import Foundation
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
                        Matrix(rotationAngle: Double(index) * 0.03).concatenating(
                            Matrix(translationX: 195, y: Double(50 + index * 80))))
                    let cell = Rect2D(x: -160, y: -32, width: 320, height: 64)
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
        let png = try surface.pngData(encoder: encoder)
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        #expect(Self.colorType(png) == 6, "\(name)")
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
