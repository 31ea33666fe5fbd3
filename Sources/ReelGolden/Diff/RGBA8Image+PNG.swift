import Canvas
import Foundation
import ImageCodecs

extension RGBA8Image {
    /// The image as PNG bytes from Canvas's encoder (``PNGEncoder/balanced``), straight from
    /// its pixels (no round trip through a premultiplied surface).
    ///
    /// - Throws: `CanvasError` when the image is empty or cannot be encoded.
    public func pngData() throws -> Data {
        try PNGEncoder.balanced.encode(self)
    }
}
