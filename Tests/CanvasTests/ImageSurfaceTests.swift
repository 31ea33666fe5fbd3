import Canvas
import Foundation
import Geometry
import ImageCodecs
import Testing

@Suite("Image surfaces")
struct ImageSurfaceTests {
    @Test func sizeInPointsTimesScaleGivesPixels() throws {
        let surface = try ImageSurface(width: 390, height: 844, scale: 2)
        #expect(surface.pixelWidth == 780)
        #expect(surface.pixelHeight == 1688)
        #expect(surface.width == 390)
        #expect(surface.height == 844)
    }

    @Test func newSurfaceIsTransparent() throws {
        let pixels = try ImageSurface(width: 3, height: 2).pixels()
        #expect(pixels.bytes == [UInt8](repeating: 0, count: 3 * 2 * 4))
    }

    @Test(arguments: [
        (0.0, 10.0, 1.0, "width 0 must be a finite number greater than 0"),
        (10.0, -5.0, 1.0, "height -5 must be a finite number greater than 0"),
        (Double.nan, 10.0, 1.0, "width nan must be a finite number greater than 0"),
        (10.0, 10.0, 0.0, "scale 0 must be a finite number greater than 0"),
        (40_000.0, 10.0, 1.0, "width 40000 × scale 1 is 40000 pixels; it must be 1…32767 pixels"),
        (20_000.0, 10.0, 2.0, "width 20000 × scale 2 is 40000 pixels; it must be 1…32767 pixels"),
        (0.2, 10.0, 1.0, "width 0.2 × scale 1 is 0 pixels; it must be 1…32767 pixels"),
    ])
    func invalidSizeThrowsBeforeCallingCairo(width: Double, height: Double, scale: Double, reason: String) {
        let error = canvasError { _ = try ImageSurface(width: width, height: height, scale: scale) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.description == "create image surface failed: \(reason)")
    }

    @Test func invalidPixelSizeThrows() {
        let error = canvasError { _ = try ImageSurface(pixelWidth: 10, pixelHeight: 0) }
        #expect(error?.reason == "height 0 pixels is out of range; it must be 1…32767 pixels")
    }

    @Test func halfTransparentRedOverWhiteIsPink() throws {
        let surface = try ImageSurface(width: 20, height: 20)
        try surface.draw { context in
            try context.paint(.white)
            try context.fill(
                CGRect(x: 5, y: 5, width: 10, height: 10), with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        }
        let pixels = try surface.pixels()
        // cairo turns alpha 0.5 into 128/255: 255·(1 − 128/255) = 127 of white shows through.
        #expect(pixels[10, 10] == RGBA8(red: 255, green: 127, blue: 127))
        #expect(pixels[2, 2] == .white)
    }

    @Test func drawingAtScaleTwoCoversTwiceThePixels() throws {
        let surface = try ImageSurface(width: 10, height: 10, scale: 2)
        try surface.draw { context in
            try context.fill(CGRect(x: 0, y: 0, width: 5, height: 5), with: .black)
        }
        let pixels = try surface.pixels()
        #expect(pixels[9, 9] == RGBA8(red: 0, green: 0, blue: 0))
        #expect(pixels[10, 10] == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func rotatedRectangleCornersLandWhereTheTransformPutsThem() throws {
        let surface = try ImageSurface(width: 100, height: 100)
        let transform = CGAffineTransform(rotationAngle: .pi / 6).concatenating(
            CGAffineTransform(translationX: 50, y: 50))
        let local = CGRect(x: -20, y: -10, width: 40, height: 20)
        try surface.draw { context in
            try context.paint(.white)
            try context.withSavedState {
                try context.concatenate(transform)
                try context.fill(Path(rect: local), with: .black)
            }
            #expect(context.transform == .identity)
        }
        let pixels = try surface.pixels()
        let corners = [(-20.0, -10.0), (20, -10), (20, 10), (-20, 10)].map { CGPoint(x: $0.0, y: $0.1) }
        for corner in corners {
            let inside = CGPoint(x: corner.x * 0.75, y: corner.y * 0.75).applying(transform)
            let length = (corner.x * corner.x + corner.y * corner.y).squareRoot()
            let outward = 3 / length + 1
            let outside = CGPoint(x: corner.x * outward, y: corner.y * outward).applying(transform)
            #expect(pixels[Int(inside.x), Int(inside.y)] == RGBA8(red: 0, green: 0, blue: 0), "inside corner \(corner)")
            #expect(pixels[Int(outside.x), Int(outside.y)] == .white, "outside corner \(corner)")
        }
        // Near the unrotated rectangle's corner (30, 40), but outside the rotated one.
        #expect(pixels[28, 38] == .white)
    }

    @Test func groupOpacityHasNoSeamWhereShapesOverlap() throws {
        let left = CGRect(x: 10, y: 10, width: 25, height: 20)
        let right = CGRect(x: 25, y: 10, width: 25, height: 20)
        let red = Color(red: 1, green: 0, blue: 0)
        let grouped = try ImageSurface(width: 60, height: 40)
        try grouped.draw { context in
            try context.paint(.white)
            try context.withGroup(opacity: 0.5) {
                try context.fill(left, with: red)
                try context.fill(right, with: red)
            }
        }
        let separate = try ImageSurface(width: 60, height: 40)
        try separate.draw { context in
            try context.paint(.white)
            try context.fill(left, with: red.withAlpha(0.5))
            try context.fill(right, with: red.withAlpha(0.5))
        }
        let pink = RGBA8(red: 255, green: 127, blue: 127)
        let groupPixels = try grouped.pixels()
        for x in [15, 30, 45] {
            #expect(isClose(groupPixels[x, 20], pink), "grouped x=\(x): \(groupPixels[x, 20])")
        }
        let separatePixels = try separate.pixels()
        #expect(isClose(separatePixels[15, 20], pink))
        #expect(
            isClose(separatePixels[30, 20], RGBA8(red: 255, green: 63, blue: 63)), "seam: \(separatePixels[30, 20])")
        #expect(isClose(separatePixels[45, 20], pink))
    }

    @Test func groupWithBoundsMatchesTheUnboundedGroup() throws {
        func render(bounds: CGRect?) throws -> RGBA8Image {
            let surface = try ImageSurface(width: 80, height: 60, scale: 2)
            try surface.draw { context in
                try context.paint(.white)
                try context.concatenate(
                    CGAffineTransform(rotationAngle: 0.4).concatenating(CGAffineTransform(translationX: 40, y: 30)))
                let shape = CGRect(x: -25, y: -10, width: 50, height: 20)
                try context.withGroup(opacity: 0.6, bounds: bounds) {
                    try context.fill(
                        Path(roundedRect: shape, cornerRadius: 4), with: Color(red: 0.9, green: 0.2, blue: 0.1))
                    try context.fill(
                        Path(ellipseIn: shape.insetBy(dx: 10, dy: 2)), with: Color(red: 0.1, green: 0.2, blue: 0.9))
                }
            }
            return try surface.pixels()
        }
        #expect(try render(bounds: CGRect(x: -25, y: -10, width: 50, height: 20)) == render(bounds: nil))
    }

    @Test func groupAtZeroOpacityDrawsNothing() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        var ran = false
        try surface.draw { context in
            try context.withGroup(opacity: 0) { ran = true }
        }
        #expect(!ran)
        #expect(try surface.pixels()[5, 5].alpha == 0)
    }

    @Test func clipRestrictsDrawingToTheRectangle() throws {
        let surface = try ImageSurface(width: 50, height: 50)
        try surface.draw { context in
            try context.paint(.white)
            try context.withSavedState {
                try context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
                try context.fill(CGRect(x: 0, y: 0, width: 50, height: 50), with: .black)
            }
            try context.fill(CGRect(x: 40, y: 40, width: 10, height: 10), with: Color(red: 0, green: 0, blue: 1))
        }
        let pixels = try surface.pixels()
        #expect(pixels[10, 10] == RGBA8(red: 0, green: 0, blue: 0))
        #expect(pixels[29, 29] == RGBA8(red: 0, green: 0, blue: 0))
        #expect(pixels[9, 20] == .white)
        #expect(pixels[30, 20] == .white)
        #expect(pixels[20, 30] == .white)
        #expect(pixels[45, 45] == RGBA8(red: 0, green: 0, blue: 255), "the clip ended with the saved state")
    }

    @Test func clipToEllipseLeavesItsCornersUntouched() throws {
        let surface = try ImageSurface(width: 40, height: 40)
        try surface.draw { context in
            try context.paint(.white)
            try context.withClip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))) {
                try context.paint(.black)
            }
        }
        let pixels = try surface.pixels()
        #expect(pixels[20, 20] == RGBA8(red: 0, green: 0, blue: 0))
        #expect(pixels[2, 2] == .white)
        #expect(pixels[37, 37] == .white)
    }

    @Test func polygonFillsAProjectedQuad() throws {
        let surface = try ImageSurface(width: 40, height: 40)
        let quad = [CGPoint(x: 5, y: 5), CGPoint(x: 35, y: 10), CGPoint(x: 30, y: 35), CGPoint(x: 10, y: 30)]
        try surface.draw { context in
            try context.fill(Path(polygon: quad), with: .black)
            try context.stroke(
                Path(roundedRect: CGRect(x: 1, y: 1, width: 38, height: 38), cornerRadius: 6), with: .black,
                lineWidth: 2)
        }
        let pixels = try surface.pixels()
        #expect(pixels[20, 20].alpha == 255)
        #expect(pixels[33, 5].alpha == 0, "outside the quad, inside the frame")
        #expect(pixels[20, 1] == RGBA8(red: 0, green: 0, blue: 0), "on the stroked frame")
        #expect(pixels[0, 0].alpha == 0, "the rounded corner is cut off")
    }

    @Test func singularTransformThrowsAndLeavesTheContextUsable() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        try surface.draw { context in
            let error = canvasError { try context.concatenate(CGAffineTransform(scaleX: 0, y: 1)) }
            #expect(error?.description == "concatenate transform failed: invalid matrix (not invertible)")
            try context.paint(.black)
        }
        #expect(try surface.pixels()[5, 5] == RGBA8(red: 0, green: 0, blue: 0))
    }
}

@Suite("Drawing images")
struct DrawingImageTests {
    @Test func imageScaledIntoARectangleCoversItExactly() throws {
        let tile = try ImageSurface(width: 10, height: 10, scale: 2)
        try tile.draw { try $0.paint(Color(red: 0, green: 0, blue: 1)) }
        let sheet = try ImageSurface(width: 40, height: 40)
        try sheet.draw { context in
            try context.paint(.white)
            try context.draw(tile, in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let pixels = try sheet.pixels()
        #expect(pixels[10, 10] == RGBA8(red: 0, green: 0, blue: 255))
        #expect(pixels[29, 29] == RGBA8(red: 0, green: 0, blue: 255))
        #expect(pixels[9, 20] == .white)
        #expect(pixels[30, 20] == .white)
    }
}

@Suite("Stroke styles")
struct StrokeStyleTests {
    static func strokedLine(_ style: StrokeStyle) throws -> RGBA8Image {
        let surface = try ImageSurface(width: 40, height: 10)
        try surface.draw { context in
            try context.paint(.white)
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 40, y: 5))
            try context.stroke(line, with: .black, style: style)
        }
        return try surface.pixels()
    }

    @Test func dashedLineHasGapsWhereThePatternSaysOff() throws {
        let pixels = try Self.strokedLine(StrokeStyle(lineWidth: 2, dash: [4, 4]))
        let black = RGBA8(red: 0, green: 0, blue: 0)
        #expect(pixels[1, 5] == black && pixels[2, 4] == black, "0…4 is on")
        #expect(pixels[5, 5] == .white && pixels[6, 4] == .white, "4…8 is off")
        #expect(pixels[9, 5] == black, "8…12 is on again")
    }

    @Test func invalidDashDrawsASolidLine() throws {
        let pixels = try Self.strokedLine(StrokeStyle(lineWidth: 2, dash: [-1, 3]))
        #expect((0..<40).allSatisfy { pixels[$0, 5] == RGBA8(red: 0, green: 0, blue: 0) })
    }

    @Test func roundCapsReachPastTheEndPoint() throws {
        let surface = try ImageSurface(width: 20, height: 20)
        try surface.draw { context in
            var line = Path()
            line.move(to: CGPoint(x: 8, y: 10))
            line.addLine(to: CGPoint(x: 12, y: 10))
            try context.stroke(line, with: .black, style: StrokeStyle(lineWidth: 6, lineCap: .round))
        }
        let pixels = try surface.pixels()
        #expect(pixels[6, 10].alpha == 255, "the cap extends 3 units before x = 8")
        #expect(pixels[4, 10].alpha == 0)
    }
}
