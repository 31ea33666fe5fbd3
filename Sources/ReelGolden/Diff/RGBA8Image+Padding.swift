import Canvas
import Foundation
import ImageCodecs

extension RGBA8Image {
    /// This image on a transparent canvas of `size` (at least its own), anchored top-left;
    /// itself when already that size.
    func padded(to size: ImageSize) -> RGBA8Image {
        guard size.width != width || size.height != height else { return self }
        var bytes = ZeroedBytes.make(size.pixelCount * 4)
        let rowBytes = width * 4
        self.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for y in 0..<height {
                    (to + y * size.width * 4).update(from: from + y * rowBytes, count: rowBytes)
                }
            }
        }
        return (try? RGBA8Image(width: size.width, height: size.height, bytes: bytes)) ?? self
    }
}
