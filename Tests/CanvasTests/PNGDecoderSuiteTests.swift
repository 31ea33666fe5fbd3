import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

/// Canvas's PNG decoder against PngSuite and pngjs 7.0.0 (pixelmatch's reader): the same pixels
/// for every valid file (all colour types, depths 1–16, Adam7, every filter, tRNS, odd sizes)
/// and a refusal for every corrupt one.
@Suite("PNG decoder: PngSuite against pngjs")
struct PNGDecoderSuiteTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pngsuite")

    struct Reference: Sendable, CustomTestStringConvertible {
        var name: String
        var fields: [String]
        var testDescription: String { name }
    }

    static let references: [Reference] = {
        let text =
            (try? String(contentsOf: folder.appendingPathComponent("pngjs-reference.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: " ").map(String.init)
            return Reference(name: fields[0], fields: Array(fields.dropFirst()))
        }
    }()

    @Test func theSuiteIsAllThere() {
        #expect(Self.references.count == 174)
        #expect(Self.references.filter { $0.fields.first == "error" }.count == 14)
    }

    @Test(arguments: references)
    func decodesAsPngjsDoes(_ reference: Reference) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(reference.name))
        if reference.fields.first == "error" {
            #expect(throws: CanvasError.self) { try PNGDecoder().decode(data, path: reference.name) }
            return
        }
        let image = try PNGDecoder().decode(data, path: reference.name)
        #expect(image.width == Int(reference.fields[0]))
        #expect(image.height == Int(reference.fields[1]))
        #expect(SHA256.hex(of: image.bytes) == reference.fields[2])
    }

    /// Spot pixels, from the suite's documentation: basn0g16 is a 16-bit grey ramp, basn3p04 a
    /// 4-bit palette, tbbn0g04's background is the tRNS grey (transparent black as pngjs makes it).
    @Test func spotPixels() throws {
        func image(_ name: String) throws -> RGBA8Image {
            try PNGDecoder().decode(Data(contentsOf: Self.folder.appendingPathComponent(name)))
        }
        let basi = try image("basi6a16.png")
        let basn = try image("basn6a16.png")
        #expect(basi == basn)  // Adam7 gives the same pixels as the non-interlaced file.
        let tbbn = try image("tbbn0g04.png")
        #expect(tbbn[0, 0] == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        let grey16 = try image("basn0g16.png")
        #expect(grey16[0, 0] == RGBA8(red: 0, green: 0, blue: 0))
    }
}
