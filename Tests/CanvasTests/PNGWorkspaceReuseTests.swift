import CDeflate
import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

@Suite("PNG encoder: buffers kept between frames")
struct PNGWorkspaceReuseTests {
    /// 300 × 200: a white frame with one coloured band at `band` (most rows repeat the row
    /// above), or, when `band` is nil, a gradient in which no row repeats.
    static func frame(band: Int?) throws -> ImageSurface {
        let surface = try ImageSurface(width: 300, height: 200)
        try surface.draw { context in
            try context.paint(.white)
            if let band {
                try context.fill(
                    CGRect(x: 20, y: Double(band), width: 200, height: 30.5),
                    with: Color(red: 0.3, green: 0.5, blue: 0.9, alpha: 0.8))
            } else {
                for y in 0..<200 {
                    try context.fill(
                        CGRect(x: 0, y: Double(y), width: 300, height: 1),
                        with: Color(red: Double(y) / 200, green: 0.4, blue: 1 - Double(y) / 400))
                }
            }
        }
        return surface
    }

    @Test(arguments: [("fast", PNGEncoder.fast), ("balanced", .balanced), ("small", .small)])
    func framesEncodeTheSameWhateverWasEncodedBefore(name: String, encoder: PNGEncoder) throws {
        let bandA = try Self.frame(band: 10)
        let bandB = try Self.frame(band: 120)
        let busy = try Self.frame(band: nil)
        let first = try bandA.pngData(encoder: encoder)
        // Rows that were zero rows for A are image rows for the busy frame and for B, and back.
        for surface in [busy, bandB, busy, bandA, bandB] {
            let png = try surface.pngData(encoder: encoder)
            #expect(try ImageSurface.decodePNG(png).pixels() == surface.pixels(), "\(name)")
        }
        #expect(try bandA.pngData(encoder: encoder) == first, "\(name)")
        // A smaller frame between two large ones: the same buffers, another row length.
        let small = try ImageSurface(width: 31, height: 250)
        try small.draw { try $0.paint(.black) }
        #expect(try ImageSurface.decodePNG(small.pngData(encoder: encoder)).pixels() == small.pixels())
        #expect(try bandA.pngData(encoder: encoder) == first, "\(name)")
        // Same row length, growing heights: the kept buffer is reallocated (perhaps at the same
        // address), and what it held before must not be trusted.
        for height in [20.0, 60, 420, 900] {
            let tall = try ImageSurface(width: 300, height: height)
            try tall.draw { context in
                try context.paint(.white)
                try context.fill(CGRect(x: 10, y: height / 3, width: 100, height: 5), with: .black)
            }
            let png = try tall.pngData(encoder: encoder)
            #expect(try ImageSurface.decodePNG(png).pixels() == tall.pixels(), "\(name) height \(height)")
        }
    }

    @Test func checksumSkipsZeroRowsWithoutChangingTheAdler32() {
        let stride = 97
        let rows = 40
        var bytes = [UInt8](repeating: 0xEE, count: rows * stride)
        var zero = [Bool](repeating: false, count: rows)
        for y in 0..<rows {
            if y % 3 == 1 || (y > 20 && y < 30) {
                zero[y] = true
                bytes[y * stride] = 2
                for x in 1..<stride { bytes[y * stride + x] = 0 }
            } else {
                for x in 0..<stride { bytes[y * stride + x] = UInt8((x * 31 + y * 7) & 0xFF) }
            }
        }
        let expected = bytes.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, $0.count) }
        let withRowsRead = bytes.withUnsafeBufferPointer { data in
            zero.withUnsafeBufferPointer { flags in
                RowDeflater.checksum(data.baseAddress!, rows: rows, stride: stride, zeroRows: flags.baseAddress!)
            }
        }
        #expect(withRowsRead == expected)
        // Garbage where the zero rows are must not matter: they are never read.
        for y in 0..<rows where zero[y] { bytes[y * stride + 5] = 0x55 }
        let skipping = bytes.withUnsafeBufferPointer { data in
            zero.withUnsafeBufferPointer { flags in
                RowDeflater.checksum(data.baseAddress!, rows: rows, stride: stride, zeroRows: flags.baseAddress!)
            }
        }
        #expect(skipping == expected)
        // A checksum of 65 521 × 4 zero rows wraps both sums.
        let long = [Bool](repeating: true, count: 5000)
        let wide = 65_600
        let reference: UInt32 = {
            var a: UInt64 = 1
            var b: UInt64 = 0
            for _ in 0..<5000 {
                a = (a + 2) % 65_521
                b = (b + a) % 65_521
                b = (b + UInt64(wide - 1) * a) % 65_521
            }
            return UInt32(b << 16 | a)
        }()
        let dummy = [UInt8](repeating: 0, count: 1)
        let wrapped = dummy.withUnsafeBufferPointer { data in
            long.withUnsafeBufferPointer { flags in
                RowDeflater.checksum(data.baseAddress!, rows: 5000, stride: wide, zeroRows: flags.baseAddress!)
            }
        }
        #expect(wrapped == reference)
    }
}
