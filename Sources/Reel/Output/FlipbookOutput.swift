import Canvas
import Foundation

/// `flipbook.html`: one page that plays the PNG frames offline (``Flipbook``), each frame as
/// the frame files have it, with its offsets as the caption.
struct FlipbookOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.flipbook]
    static let needsEveryFrame = true
    static let fileNames = ["flipbook.html"]

    /// One frame of the page: its PNG and its caption.
    struct Page: Sendable {
        var png: Data
        var caption: String
    }

    let title: String
    let fps: Double

    init(_ context: OutputContext) {
        title = context.scene.name
        fps = context.scene.fps
    }

    func needs(frame index: Int) -> FrameNeeds { [.png, .caption] }

    func start(in staging: Staging) throws -> Flipbook {
        try Flipbook(
            url: staging.url("flipbook.html"), path: staging.target("flipbook.html").path, title: title, fps: fps)
    }

    func piece(of frame: RenderedFrame, staging: Staging) -> Page? {
        frame.png.map { Page(png: $0.data, caption: frame.caption) }
    }

    func append(_ piece: Page, to writer: Flipbook) throws {
        try writer.append(png: piece.png, caption: piece.caption)
    }

    func finish(_ writer: Flipbook, in staging: Staging) throws -> [String] {
        try writer.finish(fps: fps)
        return ["flipbook.html"]
    }
}
