import Canvas
import Foundation

/// A grid of frames under a header, each labelled with its index and offsets, drawn as the
/// frames stream past.
///
/// The header names the scene (bold) and says which frames the sheet shows (regular), such as
/// "frames 0–117, every 3rd · 40 of 120 shown". With more frames than `maxFrames`, every n-th
/// frame is shown from the first, n the smallest step that keeps the count within `maxFrames`,
/// so the thumbnails are evenly spaced in time. Thumbnails are `thumbnailScale` of the canvas
/// size: the frames' display lists drawn again at a smaller scale, so the sheet costs no
/// decoding.
final class ContactSheet {
    let columns: Int
    let chosen: [Int: Int]  // frame index → cell
    /// The header's second line: which frames the sheet shows.
    let summary: String
    private let surface: ImageSurface
    private let thumbnail: CGSize
    private let thumbnailScale: Double
    /// Frames shown when the scene sets no `maxFrames`.
    static let defaultMaxFrames = 48
    static let header = 48.0
    static let caption = 20.0
    static let gap = 8.0
    static let ink = Color(white: 0.13)
    static let secondaryInk = Color(white: 0.38)

    init(
        frameCount: Int, canvasWidth: Double, canvasHeight: Double, columns: Int, maxFrames: Int,
        thumbnailScale: Double, maxSide: Int? = nil, scale: Double, title: String = "", sceneFile: String = "scene",
        budgets: ResourceBudgets = .current
    ) throws {
        let picks = Self.pick(frameCount: frameCount, maxFrames: maxFrames)
        chosen = Dictionary(uniqueKeysWithValues: picks.enumerated().map { ($1, $0) })
        summary = Self.summary(frameCount: frameCount, picks: picks)
        self.columns = max(1, min(columns, picks.count))
        let rows = (picks.count + self.columns - 1) / self.columns
        let fitted = Self.thumbnailScale(
            thumbnailScale, within: maxSide, canvas: CGSize(width: canvasWidth, height: canvasHeight),
            columns: self.columns, rows: rows, scale: scale)
        self.thumbnailScale = fitted
        thumbnail = CGSize(width: canvasWidth * fitted, height: canvasHeight * fitted)
        let width = Double(self.columns) * (thumbnail.width + Self.gap) + Self.gap
        let height = Self.header + Double(rows) * (thumbnail.height + Self.caption + Self.gap) + Self.gap
        let pixelWidth = (width * scale).rounded()
        let pixelHeight = (height * scale).rounded()
        if pixelWidth > 32_767 || pixelHeight > 32_767 || pixelWidth * pixelHeight > Double(budgets.pixelsPerSurface) {
            let size = "\(NumberText.short(pixelWidth)) × \(NumberText.short(pixelHeight)) pixels"
            let advice = "; lower contactSheet's columns, maxFrames or thumbnailScale"
            throw SceneError(
                file: sceneFile,
                message: pixelWidth > 32_767 || pixelHeight > 32_767
                    ? "the contact sheet would be \(size); an image is at most 32767 pixels on each side\(advice)"
                    : budgets.overBudget(\.pixelsPerSurface, needed: "the contact sheet would be \(size)") + advice)
        }
        surface = try ImageSurface(width: width, height: height, scale: scale)
        let summary = summary
        try surface.draw { context in
            try context.fill(CGRect(x: 0, y: 0, width: width, height: height), with: Color(white: 0.93))
            let room = width - 2 * Self.gap
            if !title.isEmpty {
                try context.drawText(
                    title, at: CGPoint(x: Self.gap, y: 21),
                    size: try Self.fitted(title, size: 13, weight: .bold, in: room),
                    color: Self.ink, weight: .bold, alignment: .left, verticalAlignment: .baseline)
            }
            try context.drawText(
                summary, at: CGPoint(x: Self.gap, y: 38),
                size: try Self.fitted(summary, size: 11, weight: .regular, in: room), color: Self.secondaryInk,
                weight: .regular, alignment: .left, verticalAlignment: .baseline)
        }
    }

    /// `requested`, or the largest smaller scale at which a sheet of `columns` × `rows`
    /// thumbnails fits in `maxSide` pixels each way (never below a hundredth of the canvas).
    static func thumbnailScale(
        _ requested: Double, within maxSide: Int?, canvas: CGSize, columns: Int, rows: Int, scale: Double
    ) -> Double {
        guard let maxSide, scale > 0, canvas.width > 0, canvas.height > 0, columns > 0, rows > 0 else {
            return requested
        }
        let side = Double(maxSide) / scale
        let byWidth = ((side - gap) / Double(columns) - gap) / canvas.width
        let byHeight = ((side - header - gap) / Double(rows) - caption - gap) / canvas.height
        return max(0.01, min(requested, byWidth, byHeight))
    }

    /// Frame indices to show: all of them, or every n-th from the first, n the smallest step that
    /// shows at most `maxFrames`.
    static func pick(frameCount: Int, maxFrames: Int) -> [Int] {
        let limit = max(maxFrames, 1)
        guard frameCount > limit else { return Array(0..<max(frameCount, 0)) }
        let step = (frameCount + limit - 1) / limit
        return Array(stride(from: 0, to: frameCount, by: step))
    }

    /// Which frames `picks` are, out of `frameCount`: "frames 0–17, all 18 shown" or
    /// "frames 0–117, every 3rd · 40 of 120 shown".
    static func summary(frameCount: Int, picks: [Int]) -> String {
        guard let last = picks.last else { return "no frames" }
        guard picks.count > 1 else { return frameCount == 1 ? "frame 0, the only one" : "frame 0 of \(frameCount)" }
        if picks.count == frameCount { return "frames 0–\(last), all \(frameCount) shown" }
        let step = picks[1] - picks[0]
        return "frames 0–\(last), every \(ordinal(step)) · \(picks.count) of \(frameCount) shown"
    }

    /// "2nd", "3rd", "11th", "21st".
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// `size`, or smaller (down to 40 %) until `text` fits in `width`.
    static func fitted(_ text: String, size: Double, weight: FontWeight, in width: Double) throws -> Double {
        let natural = try TextExtents.measure(text, size: size, weight: weight).advance
        return natural > width ? max(size * 0.4, size * width / natural) : size
    }

    /// Draws frame `index` into its cell if it is one of the chosen frames.
    /// The caption is the frame number in bold, then `caption` (the offsets) in regular.
    func add(index: Int, list: DisplayList, caption: String) throws {
        guard let cell = chosen[index] else { return }
        let x = Self.gap + Double(cell % columns) * (thumbnail.width + Self.gap)
        let y = Self.header + Double(cell / columns) * (thumbnail.height + Self.caption + Self.gap)
        try surface.draw { context in
            try context.withSavedState {
                try context.translateBy(x: x, y: y)
                try context.withClip(
                    to: Path(rect: CGRect(x: 0, y: 0, width: thumbnail.width, height: thumbnail.height))
                ) {
                    try context.scaleBy(x: thumbnailScale, y: thumbnailScale)
                    try Rasterizer.draw(list, in: context)
                }
                try context.stroke(
                    CGRect(x: 0, y: 0, width: thumbnail.width, height: thumbnail.height),
                    with: Color(white: 0.75), lineWidth: 1)
                // "#12" in bold, the offsets in regular, centred together under the thumbnail;
                // long captions (several panes) shrink to the thumbnail's width.
                let number = "#\(index)"
                let gap = " "
                let size = 10.0
                let numberWidth = try TextExtents.measure(number + gap, size: size, weight: .bold).advance
                let offsetsWidth = try TextExtents.measure(caption, size: size, weight: .regular).advance
                let natural = numberWidth + offsetsWidth
                let scale = natural > thumbnail.width - 4 ? max(0.4, (thumbnail.width - 4) / natural) : 1
                let start = (thumbnail.width - natural * scale) / 2
                let baseline = thumbnail.height + Self.caption / 2 + 4
                try context.drawText(
                    number, at: CGPoint(x: start, y: baseline), size: size * scale, color: Self.ink, weight: .bold,
                    alignment: .left, verticalAlignment: .baseline)
                if !caption.isEmpty {
                    try context.drawText(
                        caption, at: CGPoint(x: start + numberWidth * scale, y: baseline), size: size * scale,
                        color: Self.secondaryInk, weight: .regular, alignment: .left, verticalAlignment: .baseline)
                }
            }
        }
    }

    func pngData() throws -> Data { try surface.pngData() }
}
