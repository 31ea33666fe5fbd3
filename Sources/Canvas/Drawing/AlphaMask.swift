import CCairo
import CPixelLoops
import Foundation
import Geometry
import ImageCodecs

/// An 8-bit coverage image: how much of each pixel a shape covers, 0…255. Shadows are made of
/// one (a view's shape, blurred, then painted in the shadow's colour with
/// ``GraphicsContext/fill(_:origin:pixelsPerPoint:with:)``).
///
/// Its pixels are `pixelsPerPoint` to a point of the user space it was rasterized in, with its
/// top-left pixel at ``origin``. Blurring is integer arithmetic (``blurred(sigma:)``), so a mask
/// is the same bytes on every machine.
public struct AlphaMask: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes from one row to the next (cairo's stride for an A8 image this wide).
    public let stride: Int
    /// The coverage, row by row.
    public private(set) var bytes: [UInt8]

    /// The most pixels a mask may hold: a bigger one is refused rather than allocated.
    public static let maxPixels = 16_000_000

    /// An empty (fully transparent) mask of `width × height` pixels.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when a side is not positive or the mask
    ///   would hold more than ``maxPixels``.
    public init(width: Int, height: Int) throws {
        let operation = "create alpha mask"
        guard width > 0, height > 0, width <= 32767, height <= 32767, width * height <= Self.maxPixels else {
            throw CanvasError.invalidArgument(
                operation,
                "\(width) × \(height) pixels is outside 1…32767 a side or over \(Self.maxPixels) pixels")
        }
        self.width = width
        self.height = height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        bytes = [UInt8](repeating: 0, count: stride * height)
    }

    /// The coverage of `path` (user-space points) on a mask whose top-left pixel is at `origin`,
    /// `pixelsPerPoint` pixels to a point (`cairo_image_surface_create_for_data` in
    /// `CAIRO_FORMAT_A8`, `cairo_fill`).
    ///
    /// - Throws: ``CanvasError`` when the mask size is refused or cairo fails.
    public init(filling path: Path, origin: CGPoint, pixelsPerPoint: Double, width: Int, height: Int) throws {
        try self.init(width: width, height: height)
        try draw { context in
            try context.scaleBy(x: pixelsPerPoint, y: pixelsPerPoint)
            try context.translateBy(x: -origin.x, y: -origin.y)
            try context.fill(path, with: .black)
        }
    }

    /// The alpha channel of `surface`: what the shape drawn on it covers.
    public init(alphaOf surface: ImageSurface) throws {
        try self.init(width: surface.pixelWidth, height: surface.pixelHeight)
        cairo_surface_flush(surface.surface)
        guard let data = cairo_image_surface_get_data(surface.surface) else {
            throw CanvasError(status: CAIRO_STATUS_NULL_POINTER, operation: "read alpha of image surface")
        }
        let sourceStride = Int(cairo_image_surface_get_stride(surface.surface))
        for row in 0..<height {
            let source = data.advanced(by: row * sourceStride).withMemoryRebound(to: UInt32.self, capacity: width) {
                $0
            }
            for column in 0..<width {
                bytes[row * stride + column] = UInt8(truncatingIfNeeded: source[column] >> 24)
            }
        }
    }

    /// Draws on the mask with a fresh ``GraphicsContext`` in pixels.
    mutating func draw(_ body: (GraphicsContext) throws -> Void) throws {
        let (width, height, stride) = (self.width, self.height, self.stride)
        try bytes.withUnsafeMutableBytes { buffer in
            guard
                let surface = cairo_image_surface_create_for_data(
                    buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(width),
                    Int32(height), Int32(stride))
            else { throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: "draw alpha mask") }
            defer { cairo_surface_destroy(surface) }
            try CanvasError.check(cairo_surface_status(surface), "draw alpha mask")
            let context = try GraphicsContext(surface: surface, operation: "draw alpha mask")
            try body(context)
            try context.checkStatus("draw alpha mask")
            cairo_surface_finish(surface)
            try CanvasError.check(cairo_surface_status(surface), "finish alpha mask")
        }
    }

    /// The mask blurred to approximate a gaussian of standard deviation `sigma` pixels: three
    /// box blurs whose width gives that variance (`reel_box_blur_a8`, integer arithmetic).
    public func blurred(sigma: Double) -> AlphaMask {
        let radius = Self.boxRadius(sigma: sigma)
        guard radius > 0 else { return self }
        var copy = self
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        copy.bytes.withUnsafeMutableBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for _ in 0..<3 {
                    reel_box_blur_a8(pixels.baseAddress, width, height, stride, radius, scratch.baseAddress)
                }
            }
        }
        return copy
    }

    /// The mask at twice the resolution, each pixel interpolated between its neighbours'
    /// centres (`reel_upscale2x_a8`, integer arithmetic): a blur made at half resolution,
    /// painted one to one.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the doubled mask would hold more than
    ///   ``maxPixels``.
    public func doubled() throws -> AlphaMask {
        var result = try AlphaMask(width: width * 2, height: height * 2)
        let (width, height, stride, outputStride) = (self.width, self.height, self.stride, result.stride)
        bytes.withUnsafeBufferPointer { source in
            result.bytes.withUnsafeMutableBufferPointer { output in
                reel_upscale2x_a8(source.baseAddress, width, height, stride, output.baseAddress, outputStride)
            }
        }
        return result
    }

    /// The radius r of a box (2r + 1 wide) that, applied three times, has about the variance of
    /// a gaussian of `sigma`: 3 × ((2r + 1)² − 1) / 12 = σ².
    static func boxRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        let width = (4 * sigma * sigma + 1).squareRoot()
        return WholeNumber.clamped((width - 1) / 2, .toNearestOrAwayFromZero, to: 0...4096)
    }

    /// The coverage at pixel (`x`, `y`), 0 outside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return bytes[y * stride + x]
    }
}

extension GraphicsContext {
    /// Paints `color` through `mask`: each pixel of the mask lets that much of the colour through
    /// (`cairo_mask_surface`). The mask's top-left pixel sits at `origin` (user space),
    /// `pixelsPerPoint` of its pixels to a point.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func fill(_ mask: AlphaMask, origin: CGPoint, pixelsPerPoint: Double, with color: Color) throws {
        // Sides of at most 32767 and their stride: within Int32.
        let width = Int32(truncatingIfNeeded: mask.width)
        let height = Int32(truncatingIfNeeded: mask.height)
        let stride = Int32(truncatingIfNeeded: mask.stride)
        // The mask's own bytes, not a copy: cairo only reads a source surface (a kept shadow's
        // mask is painted every frame, and copying it took a few percent of a frame of cells).
        try mask.bytes.withUnsafeBytes { buffer in
            guard
                let surface = cairo_image_surface_create_for_data(
                    buffer.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: UInt8.self)) },
                    CAIRO_FORMAT_A8, width, height, stride)
            else { throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: "paint alpha mask") }
            defer { cairo_surface_destroy(surface) }
            try CanvasError.check(cairo_surface_status(surface), "paint alpha mask")
            cairo_save(cairo)
            cairo_translate(cairo, origin.x, origin.y)
            cairo_scale(cairo, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
            setSource(color)
            cairo_mask_surface(cairo, surface, 0, 0)
            cairo_restore(cairo)
            cairo_surface_finish(surface)
            try checkStatus("paint alpha mask")
        }
    }
}
