import Canvas
import Foundation
import Geometry
import HeadlessUI
import Typography
import UIKit
import ViewDrawing

/// Sets text in lines as `UILabel` draws it, in the bundled face that stands in for its font:
/// wrapped at words within the width (one line when `numberOfLines` is 1), as many lines as
/// `numberOfLines` allows and the height holds, the last one cut as the line break mode says
/// (“…” at the tail, head or middle; cut at a word or clipped for the wrapping modes), each line
/// aligned, the block centred vertically.
struct TextSetter {
    /// Where lines sit across the width.
    enum Alignment {
        case left, center, right
    }

    let face: FontFace
    let font: Label.TextFont
    let metrics: LineMetrics
    private static let ellipsis = "\u{2026}"

    init?(font: Label.TextFont) {
        guard let face = try? FontFace.bundled(font.file), font.pointSize > 0, font.pointSize.isFinite else {
            return nil
        }
        self.face = face
        self.font = font
        metrics = face.lineMetrics(pointSize: Double(font.pointSize))
    }

    /// How many lines `text` takes at `width` (all of them when `numberOfLines` is 0).
    func lineCount(of text: String, width: Double, numberOfLines: Int) -> Int {
        let wrapWidth: Double? = numberOfLines == 1 ? nil : width
        let count = face.lines(
            of: text, pointSize: Double(font.pointSize), width: wrapWidth, maximumLines: max(numberOfLines, 0)
        ).count
        return numberOfLines > 0 ? min(count, numberOfLines) : count
    }

    /// The width of `text` on one line, in points.
    func width(_ text: some StringProtocol) -> Double {
        face.width(of: text, pointSize: Double(font.pointSize))
    }

    func set(
        _ text: String, in rect: CGRect, numberOfLines: Int, alignment: Alignment, lineBreakMode: NSLineBreakMode,
        color: Color
    ) -> TextContent {
        let available = Double(max(rect.width, 0))
        let lineHeight = max(metrics.lineHeight, 1e-6)
        let fitting = WholeNumber.clamped(Double(rect.height) / lineHeight + 1e-6, .down, to: 1...100_000)
        let maxLines = numberOfLines <= 0 ? fitting : min(numberOfLines, fitting)
        let wrapWidth: Double? = numberOfLines == 1 ? nil : available
        let pointSize = Double(font.pointSize)
        let probe = face.lines(of: text, pointSize: pointSize, width: wrapWidth, maximumLines: maxLines + 1)
        var lines: [(text: String, width: Double)]
        switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            lines = probe.prefix(maxLines).map { (String($0.text), $0.width) }
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            let kept = face.lines(of: text, pointSize: pointSize, width: wrapWidth, maximumLines: maxLines)
            lines = kept.map { (String($0.text), $0.width) }
            if var last = lines.last {
                let full = width(last.text)
                if probe.count > maxLines || full > available + 1e-9 {
                    last = truncated(last.text, to: available, mode: lineBreakMode)
                } else {
                    last.width = full
                }
                lines[lines.count - 1] = last
            }
        }
        let blockTop = Double(rect.midY) - Double(lines.count) * lineHeight / 2
        let setLines = lines.enumerated().map { index, line in
            let x: Double
            switch alignment {
            case .left: x = Double(rect.minX)
            case .center: x = Double(rect.minX) + (available - line.width) / 2
            case .right: x = Double(rect.minX) + available - line.width
            }
            let baseline = blockTop + metrics.ascender + Double(index) * lineHeight
            return TextContent.Line(text: line.text, pen: CGPoint(x: x, y: baseline), width: line.width)
        }
        return TextContent(
            lines: setLines, weight: font.file == .bold ? .bold : .regular, pointSize: pointSize, color: color,
            clip: rect)
    }

    /// `text` cut to `available` points with an ellipsis where `mode` says.
    func truncated(_ text: String, to available: Double, mode: NSLineBreakMode) -> (text: String, width: Double) {
        let ellipsisWidth = width(Self.ellipsis)
        let room = available - ellipsisWidth
        let characters = Array(text)
        func prefix(fitting room: Double) -> String {
            var total = 0.0
            var end = 0
            while end < characters.count {
                let next = width(String(characters[end]))
                if total + next > room + 1e-9 { break }
                total += next
                end += 1
            }
            var kept = String(characters[..<end])
            while kept.last == " " { kept.removeLast() }
            return kept
        }
        func suffix(fitting room: Double) -> String {
            var total = 0.0
            var start = characters.count
            while start > 0 {
                let next = width(String(characters[start - 1]))
                if total + next > room + 1e-9 { break }
                total += next
                start -= 1
            }
            var kept = String(characters[start...])
            while kept.first == " " { kept.removeFirst() }
            return kept
        }
        let result: String
        switch mode {
        case .byTruncatingHead: result = Self.ellipsis + suffix(fitting: room)
        case .byTruncatingMiddle:
            let head = prefix(fitting: room / 2)
            result = head + Self.ellipsis + suffix(fitting: room - width(head))
        default: result = prefix(fitting: room) + Self.ellipsis
        }
        return (result, width(result))
    }
}
