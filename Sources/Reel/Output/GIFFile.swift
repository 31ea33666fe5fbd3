import Canvas
import Foundation

/// `animation.gif`: the shown frames (``GIFTiming``) streamed through Canvas's ``GIFEncoder``
/// into a file as they arrive in order.
final class GIFFile {
    private let handle: FileHandle
    private var encoder: GIFEncoder

    /// Starts an animation in `handle` (an empty file).
    init(handle: FileHandle, encoder: GIFEncoder) {
        self.handle = handle
        self.encoder = encoder
    }

    /// Appends the next shown frame.
    func append(_ frame: GIFFrame) throws {
        try write(try encoder.append(frame))
    }

    /// Ends the file and closes it.
    func finish() throws {
        defer { try? handle.close() }
        try write(try encoder.finish())
    }

    private func write(_ data: Data) throws {
        guard !data.isEmpty else { return }
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw ReelError.cannotWrite("animation.gif", FileErrorText.reason(error))
        }
    }
}
