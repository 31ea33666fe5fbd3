import Canvas
import Foundation
import ImageCodecs
import Testing

/// The paths inside Canvas's encoders that ordinary frames do not all reach: forced RGBA, long
/// runs and whole repeated rows, matches with the row above, several DEFLATE blocks, odd
/// widths, fully transparent pixels.
@Suite("PNG encoder paths")
struct PNGEncoderPathTests {
    static let canvasEncoders: [(String, PNGEncoder)] = [("fast", .fast), ("balanced", .balanced), ("small", .small)]

    /// A frame like the benchmark's: white, translucent rectangles whose edges fall between
    /// pixels, so that most rows repeat the one above and the others hold antialiased edges.
    static func rectangles(width: Double, height: Double, scale: Double, background: Color = .white) throws
        -> ImageSurface
    {
        let surface = try ImageSurface(width: width, height: height, scale: scale)
        try surface.draw { context in
            try context.paint(background)
            for index in 0..<10 {
                let rect = CGRect(
                    x: 0.1 * width + Double(index) * 0.7, y: Double(index) * height / 10.3 + 0.37,
                    width: 0.75 * width, height: height / 12.1)
                try context.fill(
                    Path(rect: rect),
                    with: Color(red: Double(index) / 10, green: 0.45, blue: 1 - Double(index) / 12, alpha: 0.8))
            }
        }
        return surface
    }

    @Test(arguments: canvasEncoders)
    func forcedRGBAWritesColourType6ForAnOpaqueFrame(name: String, encoder: PNGEncoder) throws {
        let surface = try Self.rectangles(width: 64, height: 48, scale: 2)
        // Truecolour: the palette path (PNGPaletteTests) would take these few colours.
        let plain = try surface.pngData(encoder: encoder.allowingPalette(false))
        let forced = try surface.pngData(encoder: encoder.forcingRGBA())
        #expect(PNGEncoderTests.colorType(plain) == 2, "\(name)")
        #expect(PNGEncoderTests.colorType(forced) == 6, "\(name)")
        #expect(try ImageSurface.decodePNG(forced).pixels() == surface.pixels(), "\(name)")
        #expect(encoder.forcingRGBA().alwaysRGBA && !encoder.alwaysRGBA)
        #expect(
            try surface.pngData(encoder: encoder.allowingPalette(false).forcingRGBA().forcingRGBA(false)) == plain,
            "\(name)")
    }

    @Test func forcedRGBAOfATranslucentImageChangesNothing() throws {
        let surface = try PNGTests.sampleSurface()
        let truecolour = PNGEncoder.balanced.allowingPalette(false)
        #expect(try surface.pngData(encoder: truecolour.forcingRGBA()) == surface.pngData(encoder: truecolour))
    }

    @Test(arguments: canvasEncoders)
    func benchLikeFrameRoundTrips(name: String, encoder: PNGEncoder) throws {
        // 780 × 1688 pixels: repeated rows longer than a 258-byte match, edges at fractions.
        let surface = try Self.rectangles(width: 390, height: 844, scale: 2)
        // Ten colours and their anti-aliased edges: at most 256, so a palette image; the
        // truecolour path gives RGB. Both decode to the surface's pixels.
        let png = try surface.pngData(encoder: encoder)
        #expect(PNGEncoderTests.colorType(png) == 3)
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        let truecolour = try surface.pngData(encoder: encoder.allowingPalette(false))
        #expect(PNGEncoderTests.colorType(truecolour) == 2)
        #expect(try ImageSurface.decodePNG(truecolour).pixels() == surface.pixels(), "\(name)")
    }

    @Test(arguments: canvasEncoders)
    func translucentBackgroundFrameRoundTripsAsRGBA(name: String, encoder: PNGEncoder) throws {
        let surface = try Self.rectangles(
            width: 195, height: 211, scale: 2, background: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.3))
        // Palette with tRNS, or RGBA on the truecolour path: the same pixels either way.
        let png = try surface.pngData(encoder: encoder)
        #expect(PNGEncoderTests.colorType(png) == 3)
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        let truecolour = try surface.pngData(encoder: encoder.allowingPalette(false))
        #expect(PNGEncoderTests.colorType(truecolour) == 6)
        #expect(try ImageSurface.decodePNG(truecolour).pixels() == surface.pixels(), "\(name)")
    }

    @Test(arguments: [1, 2, 3, 5, 85, 86, 87, 259, 781])
    func oddWidthsWithRunsRoundTrip(width: Int) throws {
        // Runs of every length around the 3- and 258-byte limits, rows repeated and not.
        var image = RGBA8Image(width: width, height: 9, filling: RGBA8(red: 250, green: 250, blue: 250))
        for y in [2, 3, 6] {
            for x in stride(from: y % 3, to: width, by: 4) {
                image[x, y] = RGBA8(red: UInt8(x % 251), green: 7, blue: UInt8(y * 20))
            }
        }
        if width % 2 == 0 {  // RGBA for even widths, RGB for odd ones
            image[width - 1, 8] = RGBA8(red: 0, green: 0, blue: 0, alpha: 1)
        }
        for (name, encoder) in Self.canvasEncoders {
            let png = try encoder.encode(image)
            #expect(try ImageSurface.decodePNG(png).pixels() == image, "\(name) width \(width)")
        }
    }

    @Test(arguments: canvasEncoders)
    func noiseLargerThanOneBlockRoundTrips(name: String, encoder: PNGEncoder) throws {
        // 300 × 120 RGBA noise is ≈ 144,000 bytes, mostly literals: several DEFLATE blocks.
        let image = try PNGEncoderTests.noise(width: 300, height: 120, opaque: false)
        let stored = try ImageSurface(image: image).pixels()
        let png = try encoder.encode(stored)
        #expect(try ImageSurface.decodePNG(png).pixels() == stored, "\(name)")
    }

    @Test(arguments: canvasEncoders)
    func fullyTransparentSurfaceRoundTrips(name: String, encoder: PNGEncoder) throws {
        let surface = try ImageSurface(width: 33, height: 17)
        let png = try surface.pngData(encoder: encoder)
        #expect(PNGEncoderTests.colorType(png) == 3)
        #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        let truecolour = try surface.pngData(encoder: encoder.allowingPalette(false))
        #expect(PNGEncoderTests.colorType(truecolour) == 6)
        #expect(try ImageSurface.decodePNG(truecolour).pixels() == surface.pixels(), "\(name)")
    }

    @Test(arguments: canvasEncoders)
    func benchLikeFrameIsNoLargerThanCairos(name: String, encoder: PNGEncoder) throws {
        let surface = try Self.rectangles(width: 390, height: 844, scale: 2)
        let cairo = try surface.pngData(encoder: .cairo).count
        let size = try surface.pngData(encoder: encoder).count
        #expect(size <= cairo, "\(name) \(size) bytes, cairo \(cairo)")
    }

    @Test func smallIsNoLargerThanBalanced() throws {
        for surface in [try Self.rectangles(width: 390, height: 844, scale: 2), try PNGEncoderTests.frame(scale: 2)] {
            #expect(try surface.pngData(encoder: .small).count <= surface.pngData(encoder: .balanced).count)
        }
    }
}

/// The truecolour rows as the encoder now writes them: compared, converted (16 pixels a step
/// where the processor has SSSE3, the rest one by one), checked for opacity and tokenized row
/// by row, starting again as RGBA at the first translucent row.
@Suite("PNG encoder: rows read once")
struct PNGRowsReadOnceTests {
    /// An opaque frame of `width` × `height` with more than 256 colours (so truecolour), whose
    /// rows repeat in pairs (so zero rows come between rows of pixels), and, when
    /// `translucentRow` is given, one pixel of alpha 128 in that row.
    static func frame(width: Int, height: Int, translucentRow: Int? = nil) throws -> RGBA8Image {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt32 = 12_345
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                if y % 2 == 1 {
                    for channel in 0..<4 { bytes[offset + channel] = bytes[offset - width * 4 + channel] }
                    continue
                }
                state = state &* 1_103_515_245 &+ 12_345
                bytes[offset] = UInt8(truncatingIfNeeded: state >> 16)
                bytes[offset + 1] = UInt8(truncatingIfNeeded: state >> 8)
                bytes[offset + 2] = UInt8(truncatingIfNeeded: x &+ y)
                bytes[offset + 3] = 255
            }
        }
        if let row = translucentRow { bytes[(row * width + width / 2) * 4 + 3] = 128 }
        return try RGBA8Image(width: width, height: height, bytes: bytes)
    }

    @Test(arguments: [1, 2, 17, 18, 19, 33, 34, 35, 100, 780])
    func everyWidthDecodesToTheSamePixels(width: Int) throws {
        let image = try Self.frame(width: width, height: 600)
        let surface = try ImageSurface(image: image)
        for encoder in [PNGEncoder.fast, .balanced, .small] {
            let png = try surface.pngData(encoder: encoder)
            #expect(PNGEncoderTests.colorType(png) == 2, "width \(width)")
            #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "width \(width)")
        }
    }

    @Test(arguments: [0, 1, 2, 299, 598, 599])
    func aTranslucentRowMakesTheWholeFrameRGBA(row: Int) throws {
        // Row 1, 299 and 599 repeat the row above in `frame`; the translucent pixel breaks that.
        let surface = try ImageSurface(image: Self.frame(width: 97, height: 600, translucentRow: row))
        for encoder in [PNGEncoder.fast, .balanced] {
            let png = try surface.pngData(encoder: encoder)
            #expect(PNGEncoderTests.colorType(png) == 6, "row \(row)")
            #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "row \(row)")
            // The same bytes as encoding it again (nothing left over from the RGB attempt).
            #expect(try surface.pngData(encoder: encoder) == png, "row \(row)")
        }
    }
}
