import Canvas
import Foundation

/// A grid of frames, each labelled with its index and offsets, drawn as the frames stream past.
///
/// With more frames than `maxFrames`, evenly spaced frames are chosen (always the first and
/// the last). Thumbnails are `thumbnailScale` of the canvas size. Thumbnails are the frames' display lists drawn again at a smaller scale, so the
/// sheet costs no decoding.
final class ContactSheet {
    let columns: Int
    let chosen: [Int: Int]  // frame index → cell
    private let surface: ImageSurface
    private let thumbnail: CGSize
    private let thumbnailScale: Double
    /// Frames shown when the scene sets no `maxFrames`.
    static let defaultMaxFrames = 48
    private static let caption = 18.0
    private static let gap = 8.0

    init(
        frameCount: Int, canvasWidth: Double, canvasHeight: Double, columns: Int, maxFrames: Int,
        thumbnailScale: Double, scale: Double, sceneFile: String = "scene", budgets: ResourceBudgets = .current
    ) throws {
        let picks = Self.pick(frameCount: frameCount, maxFrames: maxFrames)
        chosen = Dictionary(uniqueKeysWithValues: picks.enumerated().map { ($1, $0) })
        self.columns = max(1, min(columns, picks.count))
        let rows = (picks.count + self.columns - 1) / self.columns
        self.thumbnailScale = thumbnailScale
        thumbnail = CGSize(width: canvasWidth * thumbnailScale, height: canvasHeight * thumbnailScale)
        let width = Double(self.columns) * (thumbnail.width + Self.gap) + Self.gap
        let height = Double(rows) * (thumbnail.height + Self.caption + Self.gap) + Self.gap
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
        try surface.draw { try $0.fill(CGRect(x: 0, y: 0, width: width, height: height), with: Color(white: 0.93)) }
    }

    /// Frame indices to show: all of them, or `maxFrames` evenly spaced.
    static func pick(frameCount: Int, maxFrames: Int) -> [Int] {
        guard frameCount > maxFrames, maxFrames > 1 else { return Array(0..<min(frameCount, max(maxFrames, 1))) }
        return (0..<maxFrames).map { Int((Double($0) * Double(frameCount - 1) / Double(maxFrames - 1)).rounded()) }
    }

    /// Draws frame `index` into its cell if it is one of the chosen frames.
    func add(index: Int, list: DisplayList, caption: String) throws {
        guard let cell = chosen[index] else { return }
        let x = Self.gap + Double(cell % columns) * (thumbnail.width + Self.gap)
        let y = Self.gap + Double(cell / columns) * (thumbnail.height + Self.caption + Self.gap)
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
                // Shrink long captions (several panes) to the thumbnail's width.
                let natural = try TextExtents.measure(caption, size: 9).advance
                let size = natural > thumbnail.width - 4 ? max(4, 9 * (thumbnail.width - 4) / natural) : 9
                try context.drawText(
                    caption, at: CGPoint(x: thumbnail.width / 2, y: thumbnail.height + Self.caption / 2 + 1),
                    size: size, color: Color(white: 0.2), alignment: .center, verticalAlignment: .center)
            }
        }
    }

    func pngData() throws -> Data { try surface.pngData() }
}
