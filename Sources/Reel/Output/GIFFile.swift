import Canvas
import Foundation
import ImageCodecs

/// `animation.gif`: the shown frames (``GIFTiming``) through Canvas's ``GIFEncoder``, which
/// collects them in order and writes the file at the end.
final class GIFFile {
    private let handle: FileHandle
    private let path: String
    private var encoder: GIFEncoder

    /// Starts an animation in `handle` (an empty file); errors name `path`.
    init(handle: FileHandle, path: String, encoder: GIFEncoder) {
        self.handle = handle
        self.path = path
        self.encoder = encoder
    }

    /// Takes the next shown frame (kept compressed until the end: the palette depends on every frame).
    func append(_ frame: GIFFrame) throws {
        try encoder.append(frame)
    }

    /// Encodes the frames into the file and closes it.
    func finish() throws {
        defer { try? handle.close() }
        try encoder.finish { try write($0) }
    }

    private func write(_ data: Data) throws {
        guard !data.isEmpty else { return }
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw ReelError.cannotWrite(path, FileErrorText.reason(error))
        }
    }
}
