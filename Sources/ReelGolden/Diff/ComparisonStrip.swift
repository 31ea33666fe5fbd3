import Canvas
import Foundation

/// The three-panel picture of a failed comparison, as Paparazzi draws it: expected | diff |
/// actual side by side, each on the compared area, under a caption row naming the panels.
public enum ComparisonStrip {
    /// Space between panels and around them, in pixels.
    static let gap = 8
    /// Height of the caption row, in pixels.
    static let captionHeight = 20
    /// The strip's background: a mid grey that shows both white and transparent panels.
    static let background = RGBA8(red: 128, green: 128, blue: 128)

    /// The strip as PNG bytes.
    ///
    /// - Parameters:
    ///   - expected: The reference image.
    ///   - actual: The image under test.
    ///   - diff: The diff image (of the compared area).
    /// - Throws: `CanvasError` when the strip cannot be drawn or encoded.
    public static func pngData(expected: RGBA8Image, diff: RGBA8Image, actual: RGBA8Image) throws -> Data {
        let panelWidth = max(expected.width, actual.width, diff.width)
        let panelHeight = max(expected.height, actual.height, diff.height)
        let width = panelWidth * 3 + gap * 4
        let height = panelHeight + captionHeight + gap * 2
        var strip = RGBA8Image(width: width, height: height, filling: background)
        let top = captionHeight + gap
        for (index, panel) in [expected, diff, actual].enumerated() {
            let x = gap + index * (panelWidth + gap)
            // Transparent panels show a white card, so "nothing" reads as empty, not grey.
            strip.place(
                RGBA8Image(width: panel.width, height: panel.height, filling: RGBA8(red: 255, green: 255, blue: 255)),
                x: x, y: top)
            strip.place(panel.composited(), x: x, y: top)
        }
        let surface = try ImageSurface(image: strip)
        try surface.draw { context in
            for (index, title) in ["expected", "diff", "actual"].enumerated() {
                let x = Double(gap + index * (panelWidth + gap)) + Double(panelWidth) / 2
                _ = try context.drawText(
                    title, at: CGPoint(x: x, y: Double(captionHeight) / 2 + Double(gap) / 2), size: 12,
                    color: .white, alignment: .center, verticalAlignment: .center)
            }
        }
        return try surface.pngData()
    }
}

extension RGBA8Image {
    /// The image composited over white, opaque.
    func composited() -> RGBA8Image {
        var bytes = self.bytes
        for index in stride(from: 0, to: bytes.count, by: 4) where bytes[index + 3] != 255 {
            let alpha = UInt32(bytes[index + 3])
            for channel in 0..<3 {
                let value = UInt32(bytes[index + channel])
                bytes[index + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
            }
            bytes[index + 3] = 255
        }
        return (try? RGBA8Image(width: width, height: height, bytes: bytes)) ?? self
    }
}
