import Canvas
import ImageCodecs

/// `animation.gif`: the frames a GIF can show (``GIFTiming``) in one looping GIF (``GIFFile``).
///
/// Workers turn each shown frame's pixels into a ``GIFFrame`` (its colours counted and its
/// pixels compressed); the encoder differences and writes them in order at the end. A frame the
/// GIF drops costs nothing.
///
/// GIF's transparency is one bit. On a translucent canvas a pixel with alpha below 128 is
/// transparent and any other is shown opaque (``GIFFrame``); on an opaque canvas every frame is
/// opaque, and a pixel that is not (none is drawn so: the background fills the canvas rounded to
/// whole pixels) is composited onto the background first.
struct GIFOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.gif]
    static let needsEveryFrame = true
    static let fileNames = ["animation.gif"]

    /// Which frames show, and for how long.
    let timing: GIFTiming
    let width: Int
    let height: Int
    let translucent: Bool
    /// The canvas background, under any translucent pixel of a frame on an opaque canvas.
    let background: RGBA8

    init(_ context: OutputContext) {
        timing = GIFTiming(frameCount: context.frameCount, fps: context.scene.fps)
        (width, height) = context.pixelSize
        translucent = context.translucent
        background = RGBA8(context.scene.canvas.background)
    }

    func needs(frame index: Int) -> FrameNeeds {
        timing.shows(frame: index) ? .pixels : []
    }

    func start(in staging: Staging) throws -> GIFFile {
        GIFFile(
            handle: try staging.create("animation.gif"), path: staging.target("animation.gif").path,
            encoder: GIFEncoder(width: width, height: height, timing: timing, transparentBackground: translucent))
    }

    func piece(of frame: RenderedFrame, staging: Staging) throws -> GIFFrame? {
        guard timing.shows(frame: frame.index), let pixels = frame.pixels else { return nil }
        return try GIFFrame(image: translucent ? pixels : pixels.flattened(onto: background))
    }

    func append(_ piece: GIFFrame, to writer: GIFFile) throws {
        try writer.append(piece)
    }

    func finish(_ writer: GIFFile, in staging: Staging) throws -> [String] {
        try writer.finish()
        return ["animation.gif"]
    }
}
