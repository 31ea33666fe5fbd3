import CDeflate
import CPixelLoops
import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

/// Truecolour frames: rows of pixels written with filter None (or as all-zero Up rows when they
/// repeat the row above, or filtered where `reel_png_filter_row` estimates that smaller),
/// compressed pixel by pixel (`reel_pixel_deflater_row`, and the parser for `balanced`).
@Suite("PNG encoder: rows of pixels")
struct PixelRowDeflaterTests {
    /// A deterministic noise byte sequence.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// The filtered rows of `png`'s image data (zlib-inflated with libdeflate).
    static func filteredRows(_ png: Data, rows: Int, stride: Int) throws -> [[UInt8]] {
        let encoded = try EncodedPNG(parsing: png)
        let compressed = encoded.imageData.reduce(into: [UInt8]()) { $0 += encoded.data[$1] }
        var output = [UInt8](repeating: 0, count: rows * stride)
        let decompressor = try #require(libdeflate_alloc_decompressor())
        defer { libdeflate_free_decompressor(decompressor) }
        var written = 0
        let result = compressed.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &written)
            }
        }
        #expect(result == LIBDEFLATE_SUCCESS)
        #expect(written == rows * stride)
        return (0..<rows).map { Array(output[($0 * stride)..<(($0 + 1) * stride)]) }
    }

    /// Noise rows, each the row above with one pixel changed, and every fourth row repeated:
    /// each is written as None and its pixels, or as an all-zero Up row. Rows of 900 pixels
    /// (2,700 bytes), of 12,000 (36,000 bytes, past DEFLATE's 32 KiB window, where the row above
    /// cannot be reached) and of 5; opaque (RGB) and translucent (RGBA).
    @Test(arguments: [
        (900, 64, false), (900, 64, true), (12_000, 6, false), (12_000, 6, true), (5, 40, true),
    ])
    func rowsOfPixelsAreNoneOrZeroUpAndDecodeExactly(width: Int, height: Int, translucent: Bool) throws {
        var noise = Noise(state: UInt64(width * 31 + height))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for x in 0..<(width * 4) { bytes[x] = noise.next() }
        for y in 1..<height {
            let row = y * width * 4
            for x in 0..<(width * 4) { bytes[row + x] = bytes[row - width * 4 + x] }
            if y % 4 != 0 { bytes[row + Int(noise.next()) % width * 4] &+= 1 }
        }
        if !translucent { for index in Swift.stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 } }
        let image = try RGBA8Image(width: width, height: height, bytes: bytes)
        let bpp = translucent ? 4 : 3
        let stride = width * bpp + 1
        // Straight RGBA in, so the file's pixels are the image's bytes (RGB when opaque).
        var pixelRows: [[UInt8]] = []
        for y in 0..<height {
            var row: [UInt8] = []
            for x in 0..<width {
                let start = (y * width + x) * 4
                row += bytes[start..<(start + bpp)]
            }
            pixelRows.append(row)
        }
        for encoder in [PNGEncoder.fast, .balanced, .small] {
            let png = try encoder.allowingPalette(false).encode(image)
            let rows = try Self.filteredRows(png, rows: height, stride: stride)
            var prior = [UInt8](repeating: 0, count: stride - 1)
            for (y, row) in rows.enumerated() {
                if y > 0, y % 4 == 0 {
                    #expect(row == [2] + [UInt8](repeating: 0, count: stride - 1), "row \(y)")
                } else if width >= 900 {
                    // Rows this wide are sampled well: one changed pixel leaves them None.
                    #expect(row == [0] + pixelRows[y], "row \(y)")
                } else {
                    // Five pixels are one sample: a changed one may make the row Up, whose
                    // residuals are mostly zeros. Either way it unfilters to the pixels.
                    #expect([0, 1, 2, 4].contains(row[0]), "row \(y)")
                }
                var pixels = Array(row.dropFirst())
                reel_png_unfilter_row(Int32(row[0]), &pixels, prior, pixels.count, bpp)
                #expect(pixels == pixelRows[y], "row \(y)")
                prior = pixels
            }
        }
    }

    /// Each row is the one above with one pixel changed, so matching the row above (through the
    /// zero rows between) leaves a few tokens a row: far below the noise's 100 % and below what
    /// the run of the left pixel alone could reach.
    @Test func theRowAboveIsMatchedAcrossZeroRows() throws {
        var noise = Noise(state: 7)
        let width = 600
        let height = 80
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for x in 0..<width { for channel in 0..<3 { bytes[x * 4 + channel] = noise.next() } }
        for y in 1..<height {
            let row = y * width * 4
            for x in 0..<(width * 4) { bytes[row + x] = bytes[row - width * 4 + x] }
            // Rows 1, 2 and 3 of every four change one pixel; row 0 of every four repeats.
            if y % 4 != 0 { bytes[row + Int(noise.next()) % width * 4] ^= 0x55 }
        }
        let image = try RGBA8Image(width: width, height: height, bytes: bytes)
        let png = try PNGEncoder.fast.encode(image)
        // The first row is 1,800 noise bytes; 59 changed rows at about 12 bytes each.
        #expect(png.count < 1_800 + 2_000, "\(png.count) bytes")
        #expect(try ImageSurface.decodePNG(png).pixels() == image)
    }
}
