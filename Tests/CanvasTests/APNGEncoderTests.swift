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

    @Test func aPaletteFrameIsRefusedWithTheWayOut() throws {
        let palette = try Self.frame(grey: 0.5, encoder: .balanced)
        var apng = APNGEncoder(frameCount: 1, fps: 25)
        let error = canvasError { _ = try apng.append(palette) }
        #expect(error?.code == .invalidData)
        #expect(
            error?.reason
                == "frame 0 is a palette image; APNG frames are truecolour (encode them with allowingPalette(false))")
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
        #expect(mismatch?.reason == "frame 1 differs in size or colour type from frame 0; APNG frames must match")
        let count = canvasError { _ = try apng.finish() }
        #expect(count?.reason == "the animation announced 2 frames but received 1")
    }

    @Test func apngDelayUsesMillisecondsForFractionalFrameRates() {
        let delay = APNGEncoder.delayFraction(fps: 23.976)
        #expect(delay.numerator == 42 && delay.denominator == 1000)
        #expect(APNGEncoder.delayFraction(fps: 60) == (1, 60))
    }
}
