import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

/// Canvas's PNG decoder on files made here: what every format and bit depth turns into, and
/// how damaged or oversized files are refused.
@Suite("PNG decoder")
struct PNGDecoderTests {
    /// A PNG with the given IHDR fields and filtered rows (filter byte included), compressed
    /// with libdeflate; `extra` chunks go before IDAT.
    static func png(
        width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0, rows: [UInt8],
        extra: [(String, [UInt8])] = []
    ) throws -> Data {
        var out = PNGChunks.signature
        PNGChunks.append(
            "IHDR",
            PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height)) + [
                depth, colorType, 0, 0, interlace,
            ],
            to: &out)
        for (type, data) in extra { PNGChunks.append(type, data, to: &out) }
        let deflate = try Deflate(.standard)
        var compressed = [UInt8](repeating: 0, count: deflate.bound(rows.count))
        let count = try rows.withUnsafeBytes { input in
            try compressed.withUnsafeMutableBytes { output in
                try deflate.compress(
                    try #require(input.baseAddress), count: input.count, into: try #require(output.baseAddress),
                    capacity: output.count)
            }
        }
        PNGChunks.append("IDAT", compressed[0..<count], to: &out)
        PNGChunks.append("IEND", [], to: &out)
        return Data(out)
    }

    static func failure(_ data: Data, decoder: PNGDecoder = PNGDecoder()) -> String {
        do {
            _ = try decoder.decode(data, path: "x.png")
            return "decoded"
        } catch {
            return error.reason
        }
    }

    @Test func sixteenBitSamplesAreRoundedNotTruncated() throws {
        // 0x80FF: truncation gives 0x80 = 128; pngjs rounds 33023 × 255 / 65535 = 128.498 → 128;
        // 0x817F (33151) → 128.996 → 129 where truncation gives 129 too; 0x7FFF (32767) →
        // 127.498 → 127; 0x8080 (32896) → 128.0; 0x00FF (255) → 0.99 → 1 where truncation gives 0.
        let samples: [UInt16] = [0x80FF, 0x817F, 0x7FFF, 0x00FF]
        let row: [UInt8] = [0] + samples.flatMap { PNGChunks.bigEndian($0) }
        let image = try PNGDecoder().decode(Self.png(width: 1, height: 1, depth: 16, colorType: 6, rows: row))
        #expect(image[0, 0] == RGBA8(red: 128, green: 129, blue: 127, alpha: 1))
    }

    @Test func lowBitDepthGreyScalesToFullRange() throws {
        // 2-bit grey: 0, 1, 2, 3 → 0, 85, 170, 255.
        let image = try PNGDecoder().decode(
            Self.png(width: 4, height: 1, depth: 2, colorType: 0, rows: [0, 0b00_01_10_11]))
        #expect((0..<4).map { image[$0, 0].red } == [0, 85, 170, 255])
        #expect(image[3, 0].alpha == 255)
    }

    @Test func paletteWithTransparency() throws {
        let data = try Self.png(
            width: 2, height: 1, depth: 8, colorType: 3, rows: [0, 1, 0],
            extra: [("PLTE", [10, 20, 30, 40, 50, 60]), ("tRNS", [128])])
        let image = try PNGDecoder().decode(data)
        #expect(image[0, 0] == RGBA8(red: 40, green: 50, blue: 60, alpha: 255))
        #expect(image[1, 0] == RGBA8(red: 10, green: 20, blue: 30, alpha: 128))
    }

    @Test func rgbColourKeyBecomesTransparentBlack() throws {
        let data = try Self.png(
            width: 2, height: 1, depth: 8, colorType: 2, rows: [0, 1, 2, 3, 4, 5, 6],
            extra: [("tRNS", [0, 4, 0, 5, 0, 6])])
        let image = try PNGDecoder().decode(data)
        #expect(image[0, 0] == RGBA8(red: 1, green: 2, blue: 3))
        #expect(image[1, 0] == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func translucentPixelsKeepTheirStraightColour() throws {
        // cairo's reader premultiplies: (200, 100, 50, 3) came back as (170, 85, 0, 3).
        let image = try PNGDecoder().decode(
            Self.png(width: 1, height: 1, depth: 8, colorType: 6, rows: [0, 200, 100, 50, 3]))
        #expect(image[0, 0] == RGBA8(red: 200, green: 100, blue: 50, alpha: 3))
    }

    @Test func anImageOverThePixelBudgetIsRefusedBeforeInflating() throws {
        // IHDR says 20000 × 20000; the data is tiny (and would not even be enough).
        let data = try Self.png(width: 20000, height: 20000, depth: 8, colorType: 6, rows: [0, 0, 0, 0, 0])
        let reason = Self.failure(data)
        #expect(reason.contains("20000 × 20000 pixels, over the decoded-image budget of 40000000 pixels"))
        #expect(reason.contains("REEL_MAX_IMAGE_PIXELS"))
        #expect(Self.failure(data, decoder: PNGDecoder(maxPixels: 400_000_000)).contains("ends early"))
    }

    @Test func budgetComesFromTheEnvironment() throws {
        #expect(try PNGDecoder.fromEnvironment([:]).maxPixels == 40_000_000)
        #expect(try PNGDecoder.fromEnvironment(["REEL_MAX_IMAGE_PIXELS": "1000"]).maxPixels == 1000)
        #expect(try PNGDecoder.fromEnvironment(["REEL_MAX_IMAGE_PIXELS": " 40_000_000 "]).maxPixels == 40_000_000)
        for bad in ["-1", "0", "1e300", "nan", "2000000000000000", "99999999999999999999", ""] {
            let error = canvasError { _ = try PNGDecoder.fromEnvironment(["REEL_MAX_IMAGE_PIXELS": bad]) }
            #expect(
                error?.description
                    == "read REEL_MAX_IMAGE_PIXELS failed: REEL_MAX_IMAGE_PIXELS='\(bad)' must be a whole number of pixels from 1 to 10^15 (the decoded-image budget)"
            )
        }
    }

    @Test func badCRCNamesTheChunkAndOffset() throws {
        var bytes = [UInt8](try Self.png(width: 1, height: 1, depth: 8, colorType: 6, rows: [0, 1, 2, 3, 4]))
        // IDAT starts at 8 + 25 (IHDR chunk): flip a byte of its data.
        bytes[33 + 9] ^= 0xFF
        #expect(Self.failure(Data(bytes)) == "bad CRC in chunk IDAT at byte 33")
    }

    @Test func corruptZlibStreamIsNamed() throws {
        var out = PNGChunks.signature
        PNGChunks.append(
            "IHDR", PNGChunks.bigEndian(UInt32(1)) + PNGChunks.bigEndian(UInt32(1)) + [8, 6, 0, 0, 0], to: &out)
        PNGChunks.append("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF], to: &out)
        PNGChunks.append("IEND", [], to: &out)
        #expect(Self.failure(Data(out)).contains("corrupt zlib stream in the IDAT data"))
    }

    @Test func cutFilesAndBadFiltersAreNamed() throws {
        let good = try Self.png(width: 1, height: 1, depth: 8, colorType: 6, rows: [0, 1, 2, 3, 4])
        #expect(Self.failure(good.prefix(45)).contains("runs past the end of the file"))
        #expect(Self.failure(good.prefix(8)).contains("before the IEND chunk"))
        let filter = try Self.png(width: 1, height: 1, depth: 8, colorType: 6, rows: [9, 1, 2, 3, 4])
        #expect(Self.failure(filter) == "row 0 has filter type 9 (PNG has 0…4)")
        let index = try Self.png(
            width: 1, height: 1, depth: 8, colorType: 3, rows: [0, 5], extra: [("PLTE", [1, 2, 3])])
        #expect(Self.failure(index) == "pixel (0, 0) uses palette index 5, but the palette has 1 colours")
        #expect(Self.failure(Data("not a png".utf8)).contains("not a PNG file"))
    }

    @Test func everyFilterRoundTrips() throws {
        // 3 × 2 RGB, row 2 with each filter: Sub, Up, Average, Paeth over known rows.
        let first: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
        let second: [UInt8] = [15, 25, 35, 45, 55, 65, 75, 85, 95]
        for filter in UInt8(0)...4 {
            var encoded = [UInt8](repeating: 0, count: 9)
            for index in 0..<9 {
                let a = index >= 3 ? Int(second[index - 3]) : 0
                let b = Int(first[index])
                let c = index >= 3 ? Int(first[index - 3]) : 0
                let p = a + b - c
                let paeth =
                    abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : (abs(p - b) <= abs(p - c) ? b : c)
                let predictor = [0, a, b, (a + b) / 2, paeth][Int(filter)]
                encoded[index] = UInt8(truncatingIfNeeded: Int(second[index]) - predictor)
            }
            let image = try PNGDecoder().decode(
                Self.png(width: 3, height: 2, depth: 8, colorType: 2, rows: [0] + first + [filter] + encoded))
            #expect(image[2, 1] == RGBA8(red: 75, green: 85, blue: 95), "filter \(filter)")
            #expect(image[0, 1] == RGBA8(red: 15, green: 25, blue: 35), "filter \(filter)")
        }
    }

    @Test func fuzzEntryRefusesJunkAndDecodesImages() throws {
        #expect(fuzzDecodePNG(data: Data([0x89, 0x50, 0x4E, 0x47])) == false)
        #expect(fuzzDecodePNG(data: try Self.png(width: 1, height: 1, depth: 8, colorType: 6, rows: [0, 1, 2, 3, 4])))
    }
}
