import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

@Suite("Font weights")
struct FontWeightTests {
    /// How wide the ink of a lowercase `l` is at its middle row, in pixels of full coverage:
    /// the sum of darkness across the row, drawn black on white at 48 points and 1 pixel a point.
    static func stemWidth(_ weight: FontWeight) throws -> Double {
        let surface = try ImageSurface(width: 80, height: 80)
        try surface.draw { context in
            try context.paint(.white)
            try context.drawText(
                "l", at: CGPoint(x: 40, y: 40), size: 48, color: .black, weight: weight, alignment: .center,
                verticalAlignment: .center)
        }
        let pixels = try surface.pixels()
        return (0..<pixels.width).reduce(0.0) { sum, x in sum + Double(255 - pixels[x, 40].red) / 255 }
    }

    @Test func bothWeightsAreDejaVuSansOfTheSameVersion() throws {
        let regular = try BundledFont.shared(.regular)
        let bold = try BundledFont.shared(.bold)
        #expect(regular.name == "DejaVu Sans Book")
        #expect(bold.name == "DejaVu Sans Bold")
        #expect(regular.version == "Version 2.37")
        #expect(bold.version == regular.version)
        #expect(URL(fileURLWithPath: regular.path).lastPathComponent == "DejaVuSans.ttf")
        #expect(URL(fileURLWithPath: bold.path).lastPathComponent == "DejaVuSans-Bold.ttf")
        #expect(try BundledFont.shared() === bold, "bold is the default, what frames' labels use")
    }

    @Test func regularStemsAreThinnerThanBoldOnesAtTheSameSize() throws {
        // At 48 points a regular stem is about 4.3 pixels (about 0.09 em); bold's is more than
        // 1.8 times as wide (8.4 pixels measured).
        let regular = try Self.stemWidth(.regular)
        let bold = try Self.stemWidth(.bold)
        #expect(regular > 3.5 && regular < 5.2, "regular stem \(regular) px")
        #expect(bold / regular > 1.8, "bold stem \(bold) px")
    }

    @Test func regularTextIsNarrowerAndMeasuredWithItsOwnMetrics() throws {
        let regular = try TextExtents.measure("Reel 42", size: 24, weight: .regular)
        let bold = try TextExtents.measure("Reel 42", size: 24, weight: .bold)
        #expect(regular.advance < bold.advance)
        #expect(try TextExtents.measure("Reel 42", size: 24) == bold, "bold unless told")
        let surface = try ImageSurface(width: 200, height: 60)
        let frame = try surface.draw { context in
            try context.paint(.white)
            return try context.drawText(
                "Reel 42", at: CGPoint(x: 10, y: 30), size: 24, color: .black, weight: .regular,
                verticalAlignment: .center)
        }
        #expect(abs(frame.width - regular.inkBounds.width) < 1e-9)
    }

    @Test func eachWeightRendersIdenticallyEveryTime() throws {
        for weight in FontWeight.allCases {
            #expect(try Self.stemWidth(weight) == Self.stemWidth(weight))
        }
    }
}
