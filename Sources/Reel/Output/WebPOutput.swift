import Canvas
import ImageCodecs

/// `animation.webp`: every frame in one looping lossless animated WebP (``WebPFile``, libwebp).
///
/// A WebP is at most ``WebPAnimationEncoder/maximumSide`` pixels on each side: a larger canvas
/// is refused before anything is written.
struct WebPOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.webp]
    static let needsEveryFrame = true
    static let fileNames = ["animation.webp"]

    let width: Int
    let height: Int
    let fps: Double

    /// - Throws: ``ReelError/invalidOption(_:)`` when the canvas is too large for a WebP.
    init(_ context: OutputContext) throws {
        (width, height) = context.pixelSize
        fps = context.scene.fps
        let limit = WebPAnimationEncoder.maximumSide
        if width > limit || height > limit {
            throw ReelError.invalidOption(
                "\(context.sceneFile): --format webp: the canvas is \(width) × \(height) pixels; "
                    + "a WebP is at most \(limit) × \(limit). Lower the canvas scale, or use --format gif or mp4.")
        }
    }

    func needs(frame index: Int) -> FrameNeeds { .pixels }

    func start(in staging: Staging) throws -> WebPFile {
        try WebPFile(
            url: staging.url("animation.webp"), path: staging.target("animation.webp").path, width: width,
            height: height, fps: fps)
    }

    func piece(of frame: RenderedFrame, staging: Staging) -> RGBA8Image? { frame.pixels }

    func append(_ piece: RGBA8Image, to writer: WebPFile) throws {
        try writer.append(piece)
    }

    func finish(_ writer: WebPFile, in staging: Staging) throws -> [String] {
        try writer.finish()
        return ["animation.webp"]
    }
}
