import CPixelLoops

extension RGBA8Image {
    /// The image composited onto opaque white: every pixel opaque, a translucent one blended as
    /// `(c · a + 255 · (255 − a) + 127) / 255` (in C, `reel_composite_over_white`), for formats
    /// without transparency.
    public func flattenedOntoWhite() -> RGBA8Image {
        let count = width * height
        let flat = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            bytes.withUnsafeBufferPointer { source in
                if let source = source.baseAddress, let target = buffer.baseAddress, count > 0 {
                    reel_composite_over_white(source, count, target)
                }
            }
            initialized = count * 4
        }
        return RGBA8Image(uncheckedWidth: width, height: height, bytes: flat)
    }
}
