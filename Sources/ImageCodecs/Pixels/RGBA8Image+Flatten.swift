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

extension RGBA8Image {
    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress, width * height > 0 else { return true }
            return reel_rgba_is_opaque(base, width * height) != 0
        }
    }

    /// The image composited onto the opaque colour `background` — every pixel opaque, a
    /// translucent one blended as `(c · a + b · (255 − a) + 127) / 255` — or the image itself
    /// when it is opaque already: for an animation on an opaque canvas, whose frames must not
    /// show through at their edges.
    public func flattened(onto background: RGBA8) -> RGBA8Image {
        guard !isOpaque else { return self }
        var flat = bytes
        let under = [UInt32(background.red), UInt32(background.green), UInt32(background.blue)]
        var index = 0
        while index + 3 < flat.count {
            let alpha = UInt32(flat[index + 3])
            if alpha < 255 {
                for channel in 0..<3 {
                    let blended = (UInt32(flat[index + channel]) * alpha + under[channel] * (255 - alpha) + 127) / 255
                    flat[index + channel] = UInt8(truncatingIfNeeded: blended)
                }
                flat[index + 3] = 255
            }
            index += 4
        }
        return RGBA8Image(uncheckedWidth: width, height: height, bytes: flat)
    }
}
