import CPixelLoops

/// Pixels as plain bytes: `width` × `height` pixels, row by row from the top, each pixel four
/// bytes R, G, B, A with straight (not premultiplied) alpha and no row padding.
///
/// The form tests and image diffs read; made from a surface with ``ImageSurface/pixels()`` and
/// turned back into one with ``ImageSurface/init(image:scale:)``.
public struct RGBA8Image: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, RGBA per pixel, rows top to bottom.
    public private(set) var bytes: [UInt8]

    /// Wraps `bytes` as an image.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when a side is negative or `bytes` does not
    ///   hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) throws {
        guard width >= 0, height >= 0 else {
            throw CanvasError.invalidArgument("make RGBA8 image", "size \(width) × \(height) is negative")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, bytes.count == count else {
            throw CanvasError.invalidArgument(
                "make RGBA8 image",
                "\(bytes.count) bytes do not make \(width) × \(height) RGBA pixels (\(width) × \(height) × 4 needed)")
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of `width` × `height` pixels all equal to `pixel` (negative sides count as 0).
    public init(width: Int, height: Int, filling pixel: RGBA8) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        // One 4-byte pattern stored per pixel, in C: `initializeMemory(as:repeating:count:)`
        // goes through the type's value witness per element in debug builds.
        let pattern = [pixel.red, pixel.green, pixel.blue, pixel.alpha].withUnsafeBytes {
            $0.loadUnaligned(as: UInt32.self)
        }
        self.bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 {
                reel_fill_words(
                    UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: count), pattern, count)
            }
            initialized = count * 4
        }
    }

    /// Made from bytes already known to be `width * height * 4` long.
    package init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (both from 0; must be inside the image).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(
                x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width) × \(height)")
            let index = (y * width + x) * 4
            return RGBA8(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
        }
        set {
            precondition(
                x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width) × \(height)")
            let index = (y * width + x) * 4
            bytes[index] = newValue.red
            bytes[index + 1] = newValue.green
            bytes[index + 2] = newValue.blue
            bytes[index + 3] = newValue.alpha
        }
    }
}
