import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

@Suite("APNG encoder and PNG chunks")
struct APNGEncoderTests {
    /// A `size` × `size` surface painted one grey, as an encoded PNG.
    static func frame(
        grey: Double, size: Double = 4, encoder: PNGEncoder = .balanced.allowingPalette(false)
    ) throws -> EncodedPNG {
        let surface = try ImageSurface(width: size, height: size)
        try surface.draw { try $0.paint(Color(white: grey)) }
        return try surface.encodedPNG(encoder: encoder)
    }

    @Test func chunkCRCIsCRC32() {
        #expect(PNGChunks.crc(Array("123456789".utf8)) == 0xCBF4_3926)  // the standard check value
        #expect(PNGChunks.crc(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGChunks.crc(Array("456789".utf8), continuing: PNGChunks.crc(Array("123".utf8))) == 0xCBF4_3926)
    }

    @Test func anEmptyChunkCarriesTheCRCOfItsType() throws {
        var iend: [UInt8] = []
        PNGChunks.append("IEND", [UInt8](), to: &iend)
        #expect(iend == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(try APNGEncoder(frameCount: 0, fps: 30).finish() == Data(iend))
    }

    @Test func aChunkSealedInPlaceMatchesOneAppended() {
        let data: [UInt8] = [1, 2, 3, 250]
        var appended: [UInt8] = []
        PNGChunks.append("IDAT", data, to: &appended)
        var inPlace = [UInt8](repeating: 0, count: 8) + data + [0, 0, 0, 0]
        inPlace.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { PNGChunks.seal("IDAT", at: base, dataCount: data.count) }
        }
        #expect(inPlace == appended)
    }

    @Test func theEncoderKnowsWhereItsChunksAreWithoutReadingThemBack() throws {
        for encoder in [PNGEncoder.fast, .balanced, .small, .cairo, .balanced.forcingRGBA()] {
            let png = try Self.frame(grey: 0.5, encoder: encoder)
            #expect(try EncodedPNG(parsing: png.data) == png)
            #expect(png.headerBytes.count == 13)
        }
    }

    /// A 4 × 4 surface of two colours: `color` on the left half, `right` on the right.
    static func twoColours(_ color: Color, _ right: Color, encoder: PNGEncoder) throws -> EncodedPNG {
        let surface = try ImageSurface(width: 4, height: 4)
        try surface.draw { context in
            try context.clear(color)
            try context.fill(CGRect(x: 2, y: 0, width: 2, height: 4), with: right)
        }
        return try surface.encodedPNG(encoder: encoder)
    }

    /// The pixels of every frame of `apng`: each frame's data (IDAT, or fdAT without its sequence
    /// number) put back under the file's IHDR as a PNG of its own, and decoded.
    static func framePixels(_ apng: Data) throws -> [RGBA8Image] {
        let chunks = try PNGChunks.chunks(of: apng)
        let bytes = [UInt8](apng)
        let ihdr = Array(bytes[chunks[0].data])
        var frames: [[UInt8]] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL": frames.append([])
            case "IDAT": frames[frames.count - 1] += bytes[chunk.data]
            case "fdAT": frames[frames.count - 1] += bytes[chunk.data].dropFirst(4)
            default: break
            }
        }
        return try frames.map { data in
            var png = PNGChunks.signature
            PNGChunks.append("IHDR", ihdr, to: &png)
            PNGChunks.append("IDAT", data, to: &png)
            PNGChunks.append("IEND", [UInt8](), to: &png)
            return try PNGDecoder().decode(Data(png))
        }
    }

    @Test func framesOfEveryColourTypeArePutInTheFirstFramesOne() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        // A palette image (colour type 3), RGBA of opaque pixels, cairo's RGB, and a palette again.
        let frames = try [
            Self.twoColours(red, blue, encoder: .balanced),
            Self.twoColours(blue, red, encoder: .balanced.forcingRGBA()),
            Self.twoColours(red, red, encoder: .cairo),
            Self.twoColours(blue, blue, encoder: .fast),
        ]
        #expect(frames.map { $0.headerBytes[$0.headerBytes.startIndex + 9] } == [3, 6, 2, 3])
        var apng = APNGEncoder(frameCount: frames.count, fps: 25)
        var file = Data()
        for frame in frames { file += try apng.append(frame) }
        file += try apng.finish()
        let header = [UInt8](file[try PNGChunks.chunks(of: file)[0].data])
        #expect(header[8] == 8 && header[9] == 2, "8-bit RGB: frame 0 is opaque")
        let expected = try frames.map { try PNGDecoder().decode($0.data) }
        #expect(try Self.framePixels(file) == expected)
        #expect(
            expected[0][0, 0] == RGBA8(red: 255, green: 0, blue: 0)
                && expected[0][3, 0] == RGBA8(red: 0, green: 0, blue: 255))
        // A frame already of the animation's colour type is copied, not encoded again.
        let chunks = try PNGChunks.chunks(of: file)
        let third = chunks.filter { $0.type == "fdAT" }[1]
        #expect(Data([UInt8](file)[third.data].dropFirst(4)) == frames[2].data[frames[2].imageData[0]])
    }

    @Test func aTranslucentFirstFrameMakesEveryFrameRGBA() throws {
        let clear = Color(red: 0, green: 0.5, blue: 0, alpha: 0.5)
        let frames = try [
            Self.twoColours(clear, Color(red: 1, green: 1, blue: 1), encoder: .balanced),
            Self.twoColours(Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1), encoder: .balanced),
        ]
        var apng = APNGEncoder(frameCount: 2, fps: 25)
        var file = Data()
        for frame in frames { file += try apng.append(frame) }
        file += try apng.finish()
        let header = [UInt8](file[try PNGChunks.chunks(of: file)[0].data])
        #expect(header[9] == 6)
        let pixels = try Self.framePixels(file)
        #expect(pixels == (try frames.map { try PNGDecoder().decode($0.data) }))
        #expect(pixels[0][0, 0].alpha == 128 && pixels[1][0, 0] == RGBA8(red: 0, green: 0, blue: 0))
    }

    @Test func aTranslucentFrameAfterAnOpaqueRGBFirstFrameIsRefusedWithTheReason() throws {
        var apng = APNGEncoder(frameCount: 2, fps: 25)
        _ = try apng.append(try Self.frame(grey: 0.2))
        let translucent = try Self.twoColours(
            Color(red: 1, green: 0, blue: 0, alpha: 0.5), Color(red: 1, green: 0, blue: 0), encoder: .balanced)
        let error = canvasError { _ = try apng.append(translucent) }
        #expect(error?.code == .invalidData)
        #expect(
            error?.reason
                == "frame 1 has translucent pixels but frame 0 is opaque (RGB), and APNG frames share one colour type; "
                + "encode every frame as RGBA (PNGEncoder.forcingRGBA()) when some may be translucent")
    }

    @Test func aFrameTooLargeToEncodeAgainIsRefusedBeforeItIsDecoded() throws {
        // A palette frame whose header claims 4,294,967,295 × 4,294,967,295 pixels.
        var png = PNGChunks.signature
        PNGChunks.append(
            "IHDR", PNGChunks.bigEndian(UInt32.max) + PNGChunks.bigEndian(UInt32.max) + [8, 3, 0, 0, 0], to: &png)
        PNGChunks.append("IDAT", [UInt8](), to: &png)
        PNGChunks.append("IEND", [UInt8](), to: &png)
        var apng = APNGEncoder(frameCount: 1, fps: 25)
        let error = canvasError { _ = try apng.append(try EncodedPNG(parsing: Data(png))) }
        #expect(
            error?.reason
                == "frame 0 is 4294967295 × 4294967295 pixels; a frame of another colour type is encoded again only up to 1073741824 pixels"
        )
    }

    @Test func parsingRejectsABadCRC() throws {
        var bytes = [UInt8](try Self.frame(grey: 0.5).data)
        bytes[20] ^= 0xFF  // inside IHDR's data
        let error = canvasError { _ = try EncodedPNG(parsing: Data(bytes)) }
        #expect(error?.code == .invalidData)
        #expect(error?.reason == "chunk IHDR at byte 8 has a bad CRC")
    }

    @Test func framesBecomeFrameControlsAndSequencedFrameData() throws {
        let frames = try [0.2, 0.5, 0.8].map { try Self.frame(grey: $0) }
        var apng = APNGEncoder(frameCount: 3, fps: 25)
        var file = Data()
        for frame in frames { file += try apng.append(frame) }
        file += try apng.finish()
        let chunks = try PNGChunks.chunks(of: file)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let bytes = [UInt8](file)
        // Frame 0's image data is the PNG's own; later frames' follow their sequence number.
        #expect(file[chunks[3].data] == frames[0].data[frames[0].imageData[0]])
        #expect(Data(bytes[chunks[5].data].dropFirst(4)) == frames[1].data[frames[1].imageData[0]])
        let sequence = [2, 4, 5, 6, 7].map { PNGChunks.readUInt32(bytes, at: chunks[$0].data.lowerBound) }
        #expect(sequence == [0, 1, 2, 3, 4])
        // The default image is an ordinary PNG of the first frame.
        #expect(try ImageSurface.decodePNG(file).pixels() == ImageSurface.decodePNG(frames[0].data).pixels())
    }

    @Test func framesOfAnotherSizeOrCountAreRejected() throws {
        var apng = APNGEncoder(frameCount: 2, fps: 25)
        _ = try apng.append(try Self.frame(grey: 0.2))
        let other = try Self.frame(grey: 0.2, size: 5)
        let mismatch = canvasError { _ = try apng.append(other) }
        #expect(mismatch?.reason == "frame 1 is 5 × 5 pixels; frame 0 is 4 × 4 pixels, and APNG frames share one size")
        let count = canvasError { _ = try apng.finish() }
        #expect(count?.reason == "the animation announced 2 frames but received 1")
    }

    @Test func apngDelayUsesMillisecondsForFractionalFrameRates() {
        let delay = APNGEncoder.delayFraction(fps: 23.976)
        #expect(delay.numerator == 42 && delay.denominator == 1000)
        #expect(APNGEncoder.delayFraction(fps: 60) == (1, 60))
    }
}
