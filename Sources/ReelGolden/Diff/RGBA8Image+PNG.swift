import Canvas
import Foundation

extension RGBA8Image {
    /// The image as PNG bytes (through a Canvas surface, so cairo's encoder).
    ///
    /// - Throws: `CanvasError` when the image is empty or cannot be encoded.
    public func pngData() throws -> Data {
        try ImageSurface(image: self).pngData()
    }
}
