import Canvas
import Foundation
import Testing

@Suite struct AlphaMaskTests {
    @Test func blurSpreadsASquareSymmetricallyAndKeepsItsMass() throws {
        var path = Path()
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 30))
        path.addLine(to: CGPoint(x: 20, y: 30))
        path.closeSubpath()
        let mask = try AlphaMask(filling: path, origin: .zero, pixelsPerPoint: 1, width: 50, height: 50)
        #expect(mask[25, 25] == 255 && mask[10, 25] == 0)
        let blurred = mask.blurred(sigma: 3)
        #expect(blurred[25, 25] < 255 && blurred[25, 25] > 128)
        #expect(blurred[17, 25] > 0)
        #expect(blurred[17, 25] == blurred[32, 25] && blurred[25, 17] == blurred[25, 32])
        var before = 0
        var after = 0
        for y in 0..<50 {
            for x in 0..<50 {
                before += Int(mask[x, y])
                after += Int(blurred[x, y])
            }
        }
        #expect(abs(after - before) < before / 50)
        #expect(blurred == mask.blurred(sigma: 3))  // the same bytes every time
    }

    @Test func doublingInterpolatesBetweenPixelCentres() throws {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 0))
        path.addLine(to: CGPoint(x: 2, y: 0))
        path.addLine(to: CGPoint(x: 2, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        let mask = try AlphaMask(filling: path, origin: .zero, pixelsPerPoint: 1, width: 2, height: 1)
        let doubled = try mask.doubled()
        #expect(doubled.width == 4 && doubled.height == 2)
        // Source 0, 255: the edges repeat, the middle pixels are ¼ and ¾ of the way.
        #expect((0..<4).map { doubled[$0, 0] } == [0, 64, 191, 255])
        #expect((0..<4).map { doubled[$0, 1] } == [0, 64, 191, 255])
    }
}
