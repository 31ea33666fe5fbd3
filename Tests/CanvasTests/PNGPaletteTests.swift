import Canvas
import Foundation
import ImageCodecs
import Testing

/// Palette PNGs: a frame of at most 256 distinct colours is written as colour type 3 at the
/// least bit depth that holds its colours, with PLTE (and tRNS when a colour is translucent),
/// decodes to exactly the same pixels, and is the same bytes every time.
@Suite("PNG palette images")
struct PNGPaletteTests {
    static let canvasEncoders = PNGEncoderPathTests.canvasEncoders

    /// The chunks of a PNG file: type and data, in order.
    static func chunks(_ png: Data) -> [(type: String, data: [UInt8])] {
        let bytes = [UInt8](png)
        var chunks: [(String, [UInt8])] = []
        var position = 8
        while position + 12 <= bytes.count {
            let length = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            chunks.append((type, Array(bytes[(position + 8)..<(position + 8 + length)])))
            position += 12 + length
        }
        return chunks
    }

    /// An image of `colors` distinct colours: pixel `i` (row by row) has colour `i % colors`, so
    /// colour `k` first appears at pixel `k`; colour `k` is translucent when `translucent(k)`.
    static func image(width: Int, height: Int, colors: Int, translucent: (Int) -> Bool = { _ in false })
        -> RGBA8Image
    {
        var image = RGBA8Image(width: width, height: height, filling: RGBA8(red: 0, green: 0, blue: 0))
        for y in 0..<height {
            for x in 0..<width {
                let k = (y * width + x) % colors
                image[x, y] = RGBA8(
                    red: UInt8(k % 256), green: UInt8((k * 7 + k / 256 * 50) % 256), blue: UInt8(255 - k % 256),
                    alpha: translucent(k) ? UInt8(40 + k % 200) : 255)
            }
        }
        return image
    }

    @Test(arguments: [(2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (200, 8), (256, 8)])
    func colourCountChoosesTheBitDepth(colors: Int, depth: UInt8) throws {
        // 13 pixels a row: packed rows end in a partial byte at depths 1, 2 and 4.
        let image = Self.image(width: 13, height: 23, colors: colors)
        for (name, encoder) in Self.canvasEncoders {
            let png = try encoder.encode(image)
            let header = png[png.startIndex + 24]
            #expect(header == depth, "\(name), \(colors) colours")
            #expect(PNGEncoderTests.colorType(png) == 3, "\(name)")
            let chunks = Self.chunks(png)
            #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"], "\(name)")
            #expect(chunks[1].data.count == 3 * colors, "\(name)")
            #expect(try PNGDecoder().decode(png) == image, "\(name), \(colors) colours")
            #expect(try ImageSurface.decodePNG(png).pixels() == ImageSurface(image: image).pixels(), "\(name)")
        }
    }

    @Test func paletteIsInOrderOfFirstAppearance() throws {
        var image = RGBA8Image(width: 4, height: 2, filling: RGBA8(red: 9, green: 9, blue: 9))
        image[1, 0] = RGBA8(red: 200, green: 1, blue: 2)
        image[3, 1] = RGBA8(red: 3, green: 4, blue: 5)
        image[0, 1] = RGBA8(red: 200, green: 1, blue: 2)
        let png = try PNGEncoder.balanced.encode(image)
        let plte = Self.chunks(png).first { $0.type == "PLTE" }?.data
        #expect(plte == [9, 9, 9, 200, 1, 2, 3, 4, 5])
    }

    @Test func translucentColoursGetATransparencyChunkUpToTheLastTranslucentEntry() throws {
        // Colours 0…9; 2 and 5 translucent, so tRNS holds entries 0…5.
        let image = Self.image(width: 10, height: 3, colors: 10) { $0 == 2 || $0 == 5 }
        let png = try PNGEncoder.balanced.encode(image)
        let chunks = Self.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(chunks[2].data == [255, 255, 42, 255, 255, 45])
        #expect(png[png.startIndex + 24] == 4)
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func moreThan256ColoursStayTruecolour() throws {
        let opaque = Self.image(width: 31, height: 17, colors: 257)
        let translucent = Self.image(width: 31, height: 17, colors: 257) { $0 == 256 }
        for (name, encoder) in Self.canvasEncoders {
            let rgb = try encoder.encode(opaque)
            #expect(PNGEncoderTests.colorType(rgb) == 2, "\(name)")
            #expect(try PNGDecoder().decode(rgb) == opaque, "\(name)")
            let rgba = try encoder.encode(translucent)
            #expect(PNGEncoderTests.colorType(rgba) == 6, "\(name)")
            #expect(try PNGDecoder().decode(rgba) == translucent, "\(name)")
        }
    }

    @Test(arguments: canvasEncoders)
    func turningThePaletteOffWritesTruecolourOfTheSamePixels(name: String, encoder: PNGEncoder) throws {
        let surface = try PNGEncoderPathTests.rectangles(width: 390, height: 844, scale: 2)
        let indexed = try surface.pngData(encoder: encoder)
        let truecolour = try surface.pngData(encoder: encoder.allowingPalette(false))
        #expect(PNGEncoderTests.colorType(indexed) == 3, "\(name)")
        #expect(PNGEncoderTests.colorType(truecolour) == 2, "\(name)")
        #expect(encoder.allowsPalette && !encoder.allowingPalette(false).allowsPalette)
        #expect(PNGEncoderTests.colorType(try surface.pngData(encoder: encoder.forcingRGBA())) == 6, "\(name)")
        let pixels = try surface.pixels()
        #expect(try PNGDecoder().decode(indexed) == pixels, "\(name)")
        #expect(try PNGDecoder().decode(truecolour) == pixels, "\(name)")
        // The bench-like frame: the palette file is well under the truecolour one.
        #expect(indexed.count * 10 < truecolour.count * 8, "\(name): \(indexed.count) vs \(truecolour.count)")
    }

    @Test func translucentSurfaceWithFewColoursRoundTripsThroughThePalette() throws {
        let surface = try PNGEncoderPathTests.rectangles(
            width: 195, height: 211, scale: 2, background: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.3))
        for (name, encoder) in Self.canvasEncoders {
            let png = try surface.pngData(encoder: encoder)
            #expect(PNGEncoderTests.colorType(png) == 3, "\(name)")
            #expect(Self.chunks(png).contains { $0.type == "tRNS" }, "\(name)")
            #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        }
    }

    @Test func sameFrameGivesTheSameBytesEveryTime() throws {
        let surface = try PNGEncoderPathTests.rectangles(width: 390, height: 844, scale: 2)
        for (name, encoder) in Self.canvasEncoders {
            let first = try surface.pngData(encoder: encoder)
            // Other frames in between leave the reused workspace in another state.
            _ = try PNGEncoderPathTests.rectangles(width: 100, height: 50, scale: 1).pngData(encoder: encoder)
            _ = try encoder.encode(Self.image(width: 13, height: 23, colors: 3))
            #expect(try surface.pngData(encoder: encoder) == first, "\(name)")
        }
    }
}
