import Canvas

extension RGBA8Image {
    /// This image on a transparent canvas of `size` (at least its own), anchored top-left;
    /// itself when already that size.
    func padded(to size: ImageSize) -> RGBA8Image {
        guard size.width != width || size.height != height else { return self }
        var bytes = [UInt8](repeating: 0, count: size.pixelCount * 4)
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

    /// `other` copied into this image with its top-left corner at (`x`, `y`); parts outside are cut.
    mutating func place(_ other: RGBA8Image, x: Int, y: Int) {
        let columns = max(0, min(other.width, width - x))
        guard columns > 0, x >= 0 else { return }
        var bytes = self.bytes
        let width = self.width
        other.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<other.height where y + row >= 0 && y + row < height {
                    (to + ((y + row) * width + x) * 4).update(from: from + row * other.width * 4, count: columns * 4)
                }
            }
        }
        self = (try? RGBA8Image(width: width, height: height, bytes: bytes)) ?? self
    }
}
