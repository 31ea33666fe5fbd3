import Foundation
import TestSupport
import Testing

@testable import Canvas
@testable import ImageCodecs
@testable import ReelGolden

/// ReelGolden's diff against pixelmatch 7.2.0 itself (run under Node on the same files, read
/// with pngjs) over 136 pairs of PngSuite images — translucent, 16-bit, palette, greyscale,
/// interlaced — under four settings: the same counts and byte-identical diff images.
@Suite("pixelmatch 7.2.0 on PngSuite pairs")
struct PixelmatchCorpusTests {
    static let folder = PackagePaths.root.appendingPathComponent("Fixtures/pngsuite")

    static let settings: [String: ImageDiffOptions] = [
        "default": ImageDiffOptions(),
        "strict": ImageDiffOptions(threshold: 0.05, includeAA: true),
        "white": ImageDiffOptions(diffColorAlt: RGBA8(red: 0, green: 255, blue: 0), checkerboard: false),
        "mask": ImageDiffOptions(threshold: 0, diffMask: true),
    ]

    static let lines: [[String]] = {
        let url = folder.appendingPathComponent("pixelmatch-pairs.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }()

    @Test func everyPairGivesPixelmatchsCountAndDiffImage() throws {
        #expect(Self.lines.count == 544)
        var images: [String: RGBA8Image] = [:]
        func image(_ name: String) throws -> RGBA8Image {
            if let known = images[name] { return known }
            let decoded = try ImageDiff.readImage(Self.folder.appendingPathComponent(name))
            images[name] = decoded
            return decoded
        }
        var mismatches: [String] = []
        for line in Self.lines {
            let (first, second, setting, count, hash) = (line[0], line[1], line[2], Int(line[3]), line[4])
            let options = try #require(Self.settings[setting])
            let result = ImageDiff.compare(expected: try image(first), actual: try image(second), options: options)
            let diffHash = SHA256.hex(of: result.diffImage?.bytes ?? [])
            if result.differentPixels != count || diffHash != hash {
                mismatches.append(
                    "\(first) \(second) \(setting): \(result.differentPixels) (pixelmatch \(count ?? -1))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(Self.lines.filter { $0[3] != "0" }.count == 419)
    }
}
