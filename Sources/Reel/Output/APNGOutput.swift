import Canvas
import ImageCodecs

/// `animation.apng`: every frame in one animated PNG at the scene's frame rate (``APNGFile``).
///
/// An APNG's frames share one header, so they are truecolour whatever the frame files are: all
/// RGB on an opaque background, all RGBA on a translucent one. Workers encode each frame so;
/// the file takes their image data in order.
struct APNGOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.apng]
    static let needsEveryFrame = true
    static let fileNames = ["animation.apng"]

    /// The frames' encoder: the render's, without palettes, RGBA on a translucent canvas.
    let encoder: PNGEncoder
    let frameCount: Int
    let fps: Double

    init(_ context: OutputContext) {
        encoder = context.frameEncoder.allowingPalette(false).forcingRGBA(context.translucent)
        frameCount = context.frameCount
        fps = context.scene.fps
    }

    func needs(frame index: Int) -> FrameNeeds { .image }

    func start(in staging: Staging) throws -> APNGFile {
        APNGFile(
            handle: try staging.create("animation.apng"), path: staging.target("animation.apng").path,
            frameCount: frameCount, fps: fps)
    }

    func piece(of frame: RenderedFrame, staging: Staging) throws -> EncodedPNG? {
        try frame.image?.encodedPNG(encoder: encoder)
    }

    func append(_ piece: EncodedPNG, to writer: APNGFile) throws {
        try writer.append(piece)
    }

    func finish(_ writer: APNGFile, in staging: Staging) throws -> [String] {
        try writer.finish()
        return ["animation.apng"]
    }
}
