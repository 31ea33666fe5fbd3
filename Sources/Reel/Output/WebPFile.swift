import Canvas
import Foundation
import ImageCodecs

/// `animation.webp`: the frames fed in order to Canvas's ``WebPAnimationEncoder``; the file is
/// written when the animation is assembled at the end.
final class WebPFile {
    private let url: URL
    private let path: String
    private let encoder: WebPAnimationEncoder

    /// Starts an animation of `width` × `height` pixels at `fps`, to be written to `url`; errors
    /// name `path`.
    init(url: URL, path: String, width: Int, height: Int, fps: Double) throws {
        self.url = url
        self.path = path
        self.encoder = try WebPAnimationEncoder(width: width, height: height, fps: fps)
    }

    /// Encodes the next frame.
    func append(_ image: RGBA8Image) throws {
        try encoder.append(image)
    }

    /// Assembles the animation and writes the file.
    func finish() throws {
        let data = try encoder.finish()
        do {
            try PlainFile.write(data, to: url)
        } catch let error as CanvasError {
            throw ReelError.cannotWrite(path, error.reason)
        }
    }
}
