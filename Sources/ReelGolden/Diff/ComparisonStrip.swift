import CPixelLoops
import Canvas
import Foundation
import ImageCodecs

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
        let top = captionHeight + gap
        // Only the caption row goes through cairo (to draw the text); the panels are composited
        // straight into the strip's bytes and encoded from there, which spares premultiplying
        // and un-premultiplying the three panels (most of the strip's cost in debug builds).
        let caption = try captionRow(width: width, height: top, panelWidth: panelWidth)
        var strip = RGBA8Image(width: width, height: height, filling: background).bytes
        strip.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            caption.bytes.withUnsafeBufferPointer { row in
                if let from = row.baseAddress { memcpy(base, from, caption.bytes.count) }
            }
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
        return try encoder.encode(RGBA8Image(width: width, height: height, bytes: strip))
    }

    /// The caption row: the panels' titles in white on the strip's grey, `height` pixels tall.
    static func captionRow(width: Int, height: Int, panelWidth: Int) throws -> RGBA8Image {
        let surface = try ImageSurface(image: RGBA8Image(width: width, height: height, filling: background))
        try surface.draw { context in
            for (index, title) in ["expected", "diff", "actual"].enumerated() {
                let x = Double(gap + index * (panelWidth + gap)) + Double(panelWidth) / 2
                _ = try context.drawText(
                    title, at: CGPoint(x: x, y: Double(captionHeight) / 2 + Double(gap) / 2), size: 12,
                    color: .white, alignment: .center, verticalAlignment: .center)
            }
        }
        return try surface.pixels()
    }

    /// `count` straight-alpha pixels composited over white, opaque: `(c·a + 255·(255 − a) + 127) / 255`
    /// (in C, `reel_composite_over_white`, so it stays fast in debug builds).
    static func compositeOverWhite(
        _ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        reel_composite_over_white(source, count, target)
    }
}
