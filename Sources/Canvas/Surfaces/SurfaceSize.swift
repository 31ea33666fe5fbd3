import Geometry
import ImageCodecs

/// Checks surface sizes before any cairo call, so that a bad size is a clear error rather than a
/// cairo error surface (or a huge allocation).
enum SurfaceSize {
    /// The largest side cairo's image surfaces accept, in pixels.
    static let maximumPixels = 32_767

    /// The pixel size of a surface `width` × `height` points at `scale` pixels per point: each
    /// side rounded to the nearest whole pixel, which must be 1…32767.
    static func pixels(
        width: Double, height: Double, scale: Double, operation: String
    ) throws(CanvasError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else {
            throw .invalidArgument(operation, "scale \(text(scale)) must be a finite number greater than 0")
        }
        let pixelWidth = try side("width", width, scale: scale, operation: operation)
        let pixelHeight = try side("height", height, scale: scale, operation: operation)
        return (pixelWidth, pixelHeight)
    }

    /// A whole-pixel count checked to be 1…32767.
    static func checked(_ name: String, _ count: Int, operation: String) throws(CanvasError) -> Int {
        guard count >= 1, count <= maximumPixels else {
            throw .invalidArgument(
                operation, "\(name) \(count) pixels is out of range; it must be 1…\(maximumPixels) pixels")
        }
        return count
    }

    /// Checks one side of a surface in points (for SVG surfaces, whose unit is the pixel).
    static func points(_ name: String, _ value: Double, operation: String) throws(CanvasError) -> Double {
        _ = try side(name, value, scale: 1, operation: operation)
        return value
    }

    private static func side(
        _ name: String, _ value: Double, scale: Double, operation: String
    ) throws(CanvasError) -> Int {
        guard value.isFinite, value > 0 else {
            throw .invalidArgument(operation, "\(name) \(text(value)) must be a finite number greater than 0")
        }
        let pixels = (value * scale).rounded()
        guard pixels >= 1, pixels <= Double(maximumPixels) else {
            throw .invalidArgument(
                operation,
                "\(name) \(text(value)) × scale \(text(scale)) is \(text(pixels)) pixels; it must be 1…\(maximumPixels) pixels"
            )
        }
        // 1…32767 and whole, checked above.
        return WholeNumber.exactly(pixels) ?? maximumPixels
    }

    /// A number as people write it: `390` rather than `390.0`, `nan`, `inf`.
    static func text(_ value: Double) -> String {
        if abs(value) < 1e15, let whole = WholeNumber.exactly(value) {
            return String(whole)
        }
        return String(value)
    }
}
