import Canvas
import Foundation
import ImageCodecs
import Testing

@Suite("Text")
struct TextTests {
    static func render(_ text: String, alignment: TextAlignment) throws -> (RGBA8Image, CGRect) {
        let surface = try ImageSurface(width: 200, height: 60)
        let frame = try surface.draw { context in
            try context.paint(.white)
            return try context.drawText(
                text, at: CGPoint(x: 100, y: 30), size: 24, color: .black, alignment: alignment,
                verticalAlignment: .center)
        }
        return (try surface.pixels(), frame)
    }

    @Test func measuredExtentsAreThoseOfTheBundledFont() throws {
        let extents = try TextExtents.measure("Reel 42", size: 24)
        #expect(extents.inkBounds.width > 60 && extents.inkBounds.width < 120)
        #expect(extents.inkBounds.minY < -15, "capitals rise above the baseline")
        #expect(extents.advance >= extents.inkBounds.maxX)
        let doubled = try TextExtents.measure("Reel 42", size: 48)
        #expect(abs(doubled.advance - 2 * extents.advance) < 1e-9, "unhinted metrics scale linearly")
    }

    @Test(arguments: [TextAlignment.left, .center, .right])
    func textInkStaysInsideItsMeasuredFrame(alignment: TextAlignment) throws {
        let (pixels, frame) = try Self.render("Reel 42", alignment: alignment)
        var inked = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] != .white {
                inked += 1
                let center = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                #expect(frame.insetBy(dx: -1.5, dy: -1.5).contains(center), "ink at (\(x), \(y)) outside \(frame)")
            }
        }
        #expect(inked > 200)
        #expect(pixels[Int(frame.midX), Int(frame.midY)] != .white || inked > 0)
        switch alignment {
        case .left: #expect(abs(frame.minX - 100) < 1e-9)
        case .center: #expect(abs(frame.midX - 100) < 1e-9)
        case .right: #expect(abs(frame.maxX - 100) < 1e-9)
        }
        #expect(abs(frame.midY - 30) < 1e-9)
    }

    @Test func sameTextRendersIdentically() throws {
        let (first, _) = try Self.render("Cell 7", alignment: .center)
        let (second, _) = try Self.render("Cell 7", alignment: .center)
        #expect(first == second)
    }

    @Test func nonPositiveSizeThrows() {
        let error = canvasError { _ = try TextExtents.measure("x", size: 0) }
        #expect(error?.description == "measure text failed: font size 0 must be a finite number greater than 0")
    }
}

@Suite("Text across tasks")
struct ConcurrentTextTests {
    @Test func parallelRendersShareTheFontAndMatch() async throws {
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let surface = try ImageSurface(width: 120, height: 40, scale: 2)
                    try surface.draw { context in
                        try context.paint(.white)
                        try context.drawText(
                            "Parallel 8", at: CGPoint(x: 60, y: 20), size: 16, color: .black, alignment: .center,
                            verticalAlignment: .center)
                    }
                    return try [UInt8](surface.pngData())
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(Set(results).count == 1)
    }
}
