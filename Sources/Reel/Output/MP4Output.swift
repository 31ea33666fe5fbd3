import Canvas
import Foundation
import ImageCodecs

/// `animation.mp4`: the frames piped as raw RGBA to an installed `ffmpeg` (``MP4File``).
///
/// `ffmpeg` is looked for (``FFmpeg/locate(environment:)``) before anything is written; a render
/// that fails stops it.
struct MP4Output: RenderOutput {
    static let kinds: Set<OutputKind> = [.mp4]
    static let needsEveryFrame = true
    static let fileNames = ["animation.mp4"]

    /// The `ffmpeg` that encodes the video.
    let ffmpeg: URL
    let width: Int
    let height: Int
    let fps: Double
    let background: Color

    /// - Throws: ``ReelError/missingTool(_:)`` when there is no `ffmpeg`.
    init(_ context: OutputContext) throws {
        ffmpeg = try FFmpeg.locate()
        (width, height) = context.pixelSize
        fps = context.scene.fps
        background = context.scene.canvas.background
    }

    func needs(frame index: Int) -> FrameNeeds { .pixels }

    func start(in staging: Staging) throws -> MP4File {
        try MP4File(
            ffmpeg: ffmpeg, output: staging.url("animation.mp4"), path: staging.target("animation.mp4").path,
            log: staging.url("ffmpeg.log"), width: width, height: height, fps: fps, background: background)
    }

    func piece(of frame: RenderedFrame, staging: Staging) -> RGBA8Image? { frame.pixels }

    func append(_ piece: RGBA8Image, to writer: MP4File) throws {
        try writer.append(piece)
    }

    func finish(_ writer: MP4File, in staging: Staging) throws -> [String] {
        try writer.finish()
        return ["animation.mp4"]
    }

    func cancel(_ writer: MP4File) {
        writer.cancel()
    }
}
