/// `contact-sheet.png`: captioned thumbnails of the frames in a grid (``ContactSheet``, the
/// scene's ``ContactSheetSpec``). Workers hand back the display lists of the frames the sheet
/// shows; the sheet draws them again, smaller, as they arrive in order.
struct ContactSheetOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.contactSheet]
    static let needsEveryFrame = true
    static let fileNames = ["contact-sheet.png"]

    /// One thumbnail: the frame's index, display list and caption.
    struct Thumbnail: Sendable {
        var index: Int
        var list: DisplayList
        var caption: String
    }

    let scene: Scene
    let frameCount: Int
    let maxFrames: Int
    /// The frames the sheet shows.
    let shown: Set<Int>

    init(_ context: OutputContext) {
        scene = context.scene
        frameCount = context.frameCount
        maxFrames = scene.contactSheet.maxFrames ?? ContactSheet.defaultMaxFrames
        shown = Set(ContactSheet.pick(frameCount: frameCount, maxFrames: maxFrames))
    }

    func needs(frame index: Int) -> FrameNeeds {
        shown.contains(index) ? [.displayList, .caption] : []
    }

    /// - Throws: `SceneError` when the sheet would be too large an image.
    func start(in staging: Staging) throws -> ContactSheet {
        try ContactSheet(
            frameCount: frameCount, canvasWidth: scene.canvas.width, canvasHeight: scene.canvas.height,
            columns: scene.contactSheet.columns, maxFrames: maxFrames,
            thumbnailScale: scene.contactSheet.thumbnailScale, maxSide: scene.contactSheet.maxSide,
            scale: scene.canvas.scale, title: scene.name,
            sceneFile: scene.sourceFile ?? scene.name)
    }

    func piece(of frame: RenderedFrame, staging: Staging) -> Thumbnail? {
        guard shown.contains(frame.index), let list = frame.list else { return nil }
        return Thumbnail(index: frame.index, list: list, caption: frame.caption)
    }

    func append(_ piece: Thumbnail, to writer: ContactSheet) throws {
        try writer.add(index: piece.index, list: piece.list, caption: piece.caption)
    }

    func finish(_ writer: ContactSheet, in staging: Staging) throws -> [String] {
        [try staging.write(try writer.pngData(), as: "contact-sheet.png")]
    }
}
