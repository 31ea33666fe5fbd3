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
    ///   - encoder: The PNG encoder (``PNGEncoder/balanced`` unless given).
    /// - Throws: `CanvasError` when the strip cannot be drawn or encoded.
    public static func pngData(
        expected: RGBA8Image, diff: RGBA8Image, actual: RGBA8Image, encoder: PNGEncoder = .balanced
    ) throws -> Data {
        let panelWidth = max(expected.width, actual.width, diff.width)
        let panelHeight = max(expected.height, actual.height, diff.height)
        let width = panelWidth * 3 + gap * 4
        let height = panelHeight + captionHeight + gap * 2
        var strip = RGBA8Image(width: width, height: height, filling: background).bytes
        let top = captionHeight + gap
        strip.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for (index, panel) in [expected, diff, actual].enumerated() {
                // Transparent panels show a white card, so "nothing" reads as empty, not grey.
                let origin = base + (top * width + gap + index * (panelWidth + gap)) * 4
                panel.bytes.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress else { return }
                    var row = 0
                    while row < panel.height {
                        compositeOverWhite(
                            from + row * panel.width * 4, count: panel.width, into: origin + row * width * 4)
                        row += 1
                    }
                }
            }
        }
        let surface = try ImageSurface(image: RGBA8Image(width: width, height: height, bytes: strip))
        try surface.draw { context in
            for (index, title) in ["expected", "diff", "actual"].enumerated() {
                let x = Double(gap + index * (panelWidth + gap)) + Double(panelWidth) / 2
                _ = try context.drawText(
                    title, at: CGPoint(x: x, y: Double(captionHeight) / 2 + Double(gap) / 2), size: 12,
                    color: .white, alignment: .center, verticalAlignment: .center)
            }
        }
        return try surface.pngData(encoder: encoder)
    }

    /// `count` straight-alpha pixels composited over white, opaque: `(c·a + 255·(255 − a) + 127) / 255`.
    static func compositeOverWhite(
        _ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        var offset = 0
        let end = count * 4
        while offset < end {
            let alpha = UInt32(source[offset + 3])
            if alpha == 255 {
                target[offset] = source[offset]
                target[offset + 1] = source[offset + 1]
                target[offset + 2] = source[offset + 2]
            } else {
                let white = 255 * (255 - alpha) + 127
                target[offset] = UInt8(truncatingIfNeeded: (UInt32(source[offset]) * alpha + white) / 255)
                target[offset + 1] = UInt8(truncatingIfNeeded: (UInt32(source[offset + 1]) * alpha + white) / 255)
                target[offset + 2] = UInt8(truncatingIfNeeded: (UInt32(source[offset + 2]) * alpha + white) / 255)
            }
            target[offset + 3] = 255
            offset += 4
        }
    }
}
