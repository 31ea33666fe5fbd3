import Canvas
import Foundation
import ImageCodecs

/// `animation.apng`: the frames streamed through Canvas's ``APNGEncoder`` into a file as they
/// arrive in order.
final class APNGFile {
    private let handle: FileHandle
    private let path: String
    private var encoder: APNGEncoder

    /// Starts an animation of `frameCount` frames at `fps` in `handle` (an empty file); errors name
    /// `path`.
    init(handle: FileHandle, path: String, frameCount: Int, fps: Double) {
        self.handle = handle
        self.path = path
        self.encoder = APNGEncoder(frameCount: frameCount, fps: fps)
    }

    /// Appends the next frame.
    func append(_ frame: EncodedPNG) throws {
        try write(try encoder.append(frame))
    }

    /// Ends the file and closes it.
    func finish() throws {
        defer { try? handle.close() }
        try write(try encoder.finish())
    }

    private func write(_ data: Data) throws {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw ReelError.cannotWrite(path, FileErrorText.reason(error))
        }
    }
}
