import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

@Suite("GIF timing")
struct GIFTimingTests {
    @Test func twentyFPSIsFiveCentisecondsAFrame() {
        let timing = GIFTiming(frameCount: 40, fps: 20)
        #expect(timing.shownFrames == Array(0..<40))
        #expect(timing.delays == Array(repeating: 5, count: 40))
    }

    @Test func thirtyFPSSpreadsTheRoundingSoThreeFramesAreTenCentiseconds() {
        let timing = GIFTiming(frameCount: 90, fps: 30)
        #expect(timing.shownFrames.count == 90)
        #expect(Array(timing.delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(timing.delays.reduce(0, +) == 300, "90 frames at 30 fps last 3 s")
    }

    @Test func sixtyFPSDropsFramesUnderTwoCentisecondsAndKeepsTheDuration() {
        let timing = GIFTiming(frameCount: 60, fps: 60)
        // Rounded starts 0, 2, 3, 5, 7, 8, 10, …: the frames at 3 and 8 come 1 cs after the previous.
        #expect(Array(timing.shownFrames.prefix(8)) == [0, 1, 3, 4, 6, 7, 9, 10])
        #expect(timing.shownFrames.count == 40)
        #expect(Array(timing.delays.prefix(4)) == [2, 3, 2, 3])
        #expect(timing.delays.allSatisfy { $0 >= GIFTiming.minimumDelay })
        #expect(timing.delays.reduce(0, +) == 100, "60 frames at 60 fps last 1 s")
        #expect(!timing.shows(frame: 2))
        #expect(timing.shows(frame: 3))
    }

    @Test func oneFrameLastsOneFramePeriodAndSlowRatesAreClamped() {
        #expect(GIFTiming(frameCount: 1, fps: 30).delays == [3])
        #expect(GIFTiming(frameCount: 2, fps: 0.001).delays == [65_535, 65_535])
    }

    @Test func aVanishingFrameRateShowsEveryFrameForTheLongestDelayWithoutOverflowing() {
        // 100 / fps centiseconds a frame: past 2^63 from the second frame on at 1e-300 fps.
        for fps in [1e-300, Double.leastNonzeroMagnitude, 1e-17, 1e-5, 100.0 / 65_537, 100.0 / 65_536.9] {
            let timing = GIFTiming(frameCount: 4, fps: fps)
            #expect(timing.shownFrames == [0, 1, 2, 3], "\(fps) fps")
            #expect(timing.delays == Array(repeating: GIFTiming.maximumDelay, count: 4), "\(fps) fps")
        }
        #expect(GIFTiming(frameCount: 0, fps: 1e-300).delays.isEmpty)
        #expect(GIFTiming(frameCount: 1, fps: 1e-300).delays == [65_535])
    }
}

@Suite("GIF encoder")
struct GIFEncoderTests {
    /// `count` frames of `width` × `height`: a grey background with a 6 × 4 block of one of
    /// `colors` colours moving right by 2 pixels a frame.
    static func movingBlock(width: Int, height: Int, count: Int, colors: Int = 3) -> [RGBA8Image] {
        (0..<count).map { index in
            var image = RGBA8Image(width: width, height: height, filling: RGBA8(red: 40, green: 40, blue: 48))
            let color = RGBA8(red: UInt8(200 - 30 * (index % colors)), green: 90, blue: UInt8(20 * index % 256))
            for y in 3..<7 {
                for x in (2 * index)..<(2 * index + 6) where x < width { image[x, y] = color }
            }
            return image
        }
    }

    static func encode(_ images: [RGBA8Image], fps: Double = 20, transparent: Bool = false) throws -> Data {
        let timing = GIFTiming(frameCount: images.count, fps: fps)
        var encoder = GIFEncoder(
            width: images[0].width, height: images[0].height, timing: timing, transparentBackground: transparent)
        for index in timing.shownFrames { try encoder.append(GIFFrame(image: images[index])) }
        return try encoder.finish()
    }

    /// A frame's lines from gif_frames.py: `FRAME i delay x y w h disposal local transparent sha`.
    static func fields(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

    @Test func aMovingBlockDecodesToTheSamePixelsFrameByFrameWithOnlyTheChangedRectangle() throws {
        let images = Self.movingBlock(width: 40, height: 12, count: 8)
        let file = try Self.encode(images)
        #expect(Array(file.prefix(6)) == Array("GIF89a".utf8))
        #expect(file.last == 0x3B)
        let lines = try ExternalTool.gifFrames(file)
        // 40 × 12, 8 images, loop forever, one global table (grey + 3 block colours… and transparent).
        let header = Self.fields(lines[0])
        #expect(Array(header.prefix(5)) == ["GIF", "40", "12", "8", "0"])
        #expect(Int(header[5])! >= 8, "a global colour table: \(lines[0])")
        for (index, image) in images.enumerated() {
            let frame = Self.fields(lines[index + 1])
            #expect(frame[2] == "5", "delay of frame \(index)")
            #expect(frame[8] == "0", "frame \(index) uses the global table")
            #expect(frame.last == sha256Hex(image.bytes), "frame \(index) pixels")
        }
        // Frame 1 differs from frame 0 in columns 0…7, rows 3…6: only that rectangle is stored.
        #expect(Array(Self.fields(lines[2])[3...7]) == ["0", "3", "8", "4", "1"])
        #expect(Array(Self.fields(lines[1])[3...6]) == ["0", "0", "40", "12"], "the first frame is whole")
    }

    @Test func anUnchangedFrameIsOneTransparentPixelAndKeepsItsDelay() throws {
        let still = RGBA8Image(width: 9, height: 5, filling: RGBA8(red: 1, green: 2, blue: 3))
        let file = try Self.encode([still, still, still], fps: 10)
        let lines = try ExternalTool.gifFrames(file)
        #expect(Self.fields(lines[0])[3] == "3")
        let second = Self.fields(lines[2])
        #expect(Array(second[2...6]) == ["10", "0", "0", "1", "1"])
        #expect(second[9] != "-1", "the pixel is transparent")
        #expect(second.last == sha256Hex(still.bytes))
    }

    @Test func framesBeyondOnePaletteGetLocalTablesAndStillDecodeExactly() throws {
        // Each frame has 200 colours of its own: together far over 256.
        let images = (0..<3).map { frame in
            var image = RGBA8Image(width: 20, height: 10, filling: RGBA8(red: 0, green: 0, blue: 0))
            for y in 0..<10 {
                for x in 0..<20 {
                    image[x, y] = RGBA8(red: UInt8(frame * 80), green: UInt8((y * 20 + x) % 200), blue: 7)
                }
            }
            return image
        }
        let lines = try ExternalTool.gifFrames(try Self.encode(images))
        #expect(Self.fields(lines[0])[5] == "256", "the first frame's palette became the global table")
        #expect(Self.fields(lines[1])[8] == "0")
        #expect(Self.fields(lines[2])[8] == "256", "later frames carry a local table")
        for (index, image) in images.enumerated() {
            #expect(Self.fields(lines[index + 1]).last == sha256Hex(image.bytes), "frame \(index)")
        }
    }

    @Test func longDataPassesTheFourThousandCodeResetAndDecodes() throws {
        // 64 colours in a pattern LZW cannot shorten much: tens of thousands of codes, several clears.
        var image = RGBA8Image(width: 300, height: 200, filling: RGBA8(red: 0, green: 0, blue: 0))
        var state: UInt32 = 12_345
        for y in 0..<200 {
            for x in 0..<300 {
                state = state &* 1_103_515_245 &+ 12_345
                let value = UInt8((state >> 16) & 63)
                image[x, y] = RGBA8(red: value * 4, green: 255 - value * 4, blue: value)
            }
        }
        let file = try Self.encode([image])
        #expect(file.count > 4096 * 3 / 2, "long enough to need clear codes: \(file.count) bytes")
        let lines = try ExternalTool.gifFrames(file)
        #expect(Self.fields(lines[1]).last == sha256Hex(image.bytes))
        if ExternalTool.exists("gifsicle") {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("lzw-\(UUID().uuidString).gif")
            try file.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let info = try ExternalTool.run(["gifsicle", "--info", url.path])
            #expect(info.status == 0, "gifsicle: \(info.error)")
            #expect(info.error.isEmpty, "gifsicle warns: \(info.error)")
            #expect(info.output.contains("1 image"))
            #expect(info.output.contains("logical screen 300x200"))
        }
    }

    /// A white field with a 40 × 40 gradient of 1 600 colours.
    static func gradient() -> RGBA8Image {
        var image = RGBA8Image(width: 64, height: 48, filling: RGBA8(red: 255, green: 255, blue: 255))
        for y in 0..<40 {
            for x in 0..<40 { image[x, y] = RGBA8(red: UInt8(x * 6), green: UInt8(y * 6), blue: 128) }
        }
        return image
    }

    @Test func framesOfManyColoursShareOneReducedPaletteKeepingFlatFillsExact() throws {
        let image = Self.gradient()
        let frame = try GIFFrame(image: image)
        #expect(frame.colorCount == 1_601)
        let plan = GIFEncoder.palettePlan([frame, frame])
        #expect(plan.globalColors.count <= GIFEncoder.maximumColors)
        #expect(plan.globalColors.first == 0xFFFF_FFFF, "white, the most used colour, first and exact")
        let mapping = try #require(plan.mapping)
        #expect(mapping.count == 1_601)
        #expect(mapping[0xFFFF_FFFF] == 0xFFFF_FFFF)
        #expect(GIFEncoder.palettePlan([frame, frame]).mapping == mapping, "the same colours give the same reduction")
        // Every reduced colour is near its original: median cut of a 240 × 240 gradient into 254 boxes.
        for y in stride(from: 0, to: 40, by: 3) {
            for x in stride(from: 0, to: 40, by: 3) {
                let original = 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 6) << 8 | 128
                let word = try #require(mapping[original])
                #expect(Set(plan.globalColors).contains(word))
                let red = Int((word >> 16) & 0xFF)
                let green = Int((word >> 8) & 0xFF)
                #expect(abs(red - x * 6) <= 24 && abs(green - y * 6) <= 24, "(\(x), \(y)) → \(red), \(green)")
            }
        }
        // The file has one global table of 256 entries and no local ones; it decodes.
        let lines = try ExternalTool.gifFrames(try Self.encode([image, image]))
        #expect(Self.fields(lines[0])[5] == "256")
        #expect(Self.fields(lines[1])[8] == "0")
    }

    @Test func framesEachUnder256ColoursKeepTheirExactColours() throws {
        let exact = try GIFEncoder.palettePlan([GIFFrame(image: Self.movingBlock(width: 20, height: 10, count: 1)[0])])
        #expect(exact.mapping == nil)
        #expect(exact.globalColors == [0xFF28_2830, 0xFFC8_5A00], "grey (176 pixels), then the block (24)")
    }

    @Test func aTranslucentBackgroundWritesWholeFramesRestoredToBackground() throws {
        let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        let images = (0..<3).map { index in
            var image = RGBA8Image(width: 16, height: 8, filling: clear)
            for x in (4 * index)..<(4 * index + 4) { image[x, 2] = RGBA8(red: 255, green: 0, blue: 0) }
            return image
        }
        let lines = try ExternalTool.gifFrames(try Self.encode(images, transparent: true))
        for (index, image) in images.enumerated() {
            let frame = Self.fields(lines[index + 1])
            #expect(Array(frame[3...7]) == ["0", "0", "16", "8", "2"], "whole frame, disposal 2")
            #expect(frame[9] != "-1")
            #expect(frame.last == sha256Hex(image.bytes), "frame \(index)")
        }
    }

    @Test func badFramesAreRefusedWithTheirIndex() throws {
        var encoder = GIFEncoder(width: 4, height: 4, timing: GIFTiming(frameCount: 2, fps: 10))
        let wrongSize = try GIFFrame(image: RGBA8Image(width: 5, height: 4, filling: RGBA8(red: 0, green: 0, blue: 0)))
        #expect(throws: CanvasError.self) { try encoder.append(wrongSize) }
        let holey = try GIFFrame(
            image: RGBA8Image(width: 4, height: 4, filling: RGBA8(red: 0, green: 0, blue: 0, alpha: 0)))
        let error = canvasError { try encoder.append(holey) }
        #expect(error?.reason.contains("frame 0 has transparent pixels") == true)
        let plain = try GIFFrame(image: RGBA8Image(width: 4, height: 4, filling: RGBA8(red: 9, green: 9, blue: 9)))
        try encoder.append(plain)
        let short = canvasError { _ = try encoder.finish() }
        #expect(short?.reason.contains("shows 2 frames but received 1") == true)
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        let images = Self.movingBlock(width: 30, height: 10, count: 6)
        #expect(try Self.encode(images) == Self.encode(images))
    }
}

@Suite("WebP animation encoder")
struct WebPAnimationEncoderTests {
    static func encode(_ images: [RGBA8Image], fps: Double) throws -> Data {
        let encoder = try WebPAnimationEncoder(width: images[0].width, height: images[0].height, fps: fps)
        for image in images { try encoder.append(image) }
        return try encoder.finish()
    }

    @Test func framesDecodeLosslesslyWithLibwebpsOwnTools() throws {
        let images = GIFEncoderTests.movingBlock(width: 40, height: 12, count: 6)
        let file = try Self.encode(images, fps: 30)
        #expect(Array(file.prefix(4)) == Array("RIFF".utf8))
        #expect(Array(file[8..<12]) == Array("WEBP".utf8))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("anim-\(UUID().uuidString).webp")
        try file.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try ExternalTool.run(["python3", ExternalTool.script("webp_frames.py"), url.path])
        #expect(result.status == 0, "webp_frames.py: \(result.error)")
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.first == ["WEBP", "40", "12", "6", "0"])
        // Frame i starts at round(1000 i / 30) ms: 0, 33, 67, 100, 133, 167, and the whole lasts 200 ms.
        #expect(lines.dropFirst().map { $0[2] } == ["33", "34", "33", "33", "34", "33"])
        for (index, image) in images.enumerated() {
            #expect(lines[index + 1][9] == "lossless", "frame \(index)")
            #expect(lines[index + 1].last == sha256Hex(image.bytes), "frame \(index) pixels")
        }
        #expect(try Self.encode(images, fps: 30) == file, "the same frames give the same bytes")
    }

    @Test func sizesBeyondWebPsLimitAndBadRatesAreRefused() {
        #expect(throws: CanvasError.self) { _ = try WebPAnimationEncoder(width: 16_384, height: 10, fps: 30) }
        #expect(throws: CanvasError.self) { _ = try WebPAnimationEncoder(width: 10, height: 10, fps: .nan) }
        #expect(throws: CanvasError.self) {
            let encoder = try WebPAnimationEncoder(width: 10, height: 10, fps: 30)
            try encoder.append(RGBA8Image(width: 11, height: 10, filling: RGBA8(red: 0, green: 0, blue: 0)))
        }
    }
}
