import CWebP
import Foundation
import Geometry

/// Builds a lossless animated WebP with libwebp's animation encoder (`WebPAnimEncoder`, in
/// libwebpmux), frame by frame.
///
/// Every frame is encoded losslessly (`WebPConfigLosslessPreset`), so a frame decodes to the
/// pixels it was given; the animation encoder stores each frame after the first as the
/// rectangle that changed, blended over the previous one, and merges frames equal to the one
/// before. Frame `i` starts at `round(1000 · i / fps)` milliseconds, so the rounding does not
/// add up; the animation loops forever. libwebp runs on the calling thread only
/// (`thread_level` 0), so the bytes depend only on the frames and the settings.
///
/// The encoder owns libwebp's state and is not `Sendable`: create, feed and finish it on one
/// task.
///
/// ```swift
/// let webp = try WebPAnimationEncoder(width: 262, height: 380, fps: 20)
/// for image in images { try webp.append(image) }
/// let file = try webp.finish()
/// ```
public final class WebPAnimationEncoder {
    /// The largest side libwebp encodes, in pixels.
    public static let maximumSide = 16_383
    /// The default effort: libwebp's lossless preset level, 0 (fastest) … 9 (smallest).
    public static let defaultEffort = 5

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private let fps: Double
    private var config = WebPConfig()
    private let encoder: OpaquePointer
    private var frames = 0
    private var finished = false
    private static let operation = "write WebP"

    /// The libwebp version linked against (`WebPGetEncoderVersion`), as `1.2.4`.
    public static var libraryVersion: String {
        let packed = WebPGetEncoderVersion()
        return "\(packed >> 16).\((packed >> 8) & 0xFF).\(packed & 0xFF)"
    }

    /// Starts an animation of `width` × `height` pixels at `fps` frames per second
    /// (`WebPAnimEncoderNew`), compressed at `effort` (``defaultEffort``).
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when a side is outside 1…``maximumSide``, the
    ///   frame rate is not a finite positive number or `effort` is outside 0…9; `.invalidData`
    ///   when libwebp cannot start (a version mismatch or no memory).
    public init(width: Int, height: Int, fps: Double, effort: Int = WebPAnimationEncoder.defaultEffort) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "a WebP is at most \(Self.maximumSide) × \(Self.maximumSide) pixels; this animation is \(width) × \(height)"
            )
        }
        guard fps.isFinite, fps > 0 else {
            throw CanvasError.invalidArgument(Self.operation, "the frame rate \(fps) must be a finite number above 0")
        }
        guard (0...9).contains(effort) else {
            throw CanvasError.invalidArgument(Self.operation, "the effort \(effort) must be 0…9")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "libwebpmux's version does not match its header (WebPAnimEncoderOptionsInit)")
        }
        options.anim_params.loop_count = 0  // forever
        options.allow_mixed = 0
        // Try every frame rectangle, disposal and blending and keep the smallest: about 10 %
        // smaller on the parabolic gallery scene, at about 1.7 times the time.
        options.minimize_size = 1
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "libwebp could not start an animation (out of memory?)")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
        self.fps = fps
        guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, Int32(effort)) != 0 else {
            WebPAnimEncoderDelete(encoder)
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "libwebp's version does not match its header (WebPConfigInit)")
        }
        config.thread_level = 0
        config.exact = 1  // keep the colour of transparent pixels: the frames decode exactly
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// The start of frame `index` in milliseconds.
    static func timestamp(_ index: Int, fps: Double) -> Int32 {
        WholeNumber.clamped(Double(index) * 1000 / fps, .toNearestOrAwayFromZero, to: Int32.min...Int32.max)
    }

    /// Encodes the next frame (`WebPPictureImportRGBA`, `WebPAnimEncoderAdd`).
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the image's size differs from the
    ///   animation's or the animation is finished; `.invalidData` when libwebp fails (its
    ///   message is included).
    public func append(_ image: RGBA8Image) throws {
        guard !finished else { throw CanvasError.invalidArgument(Self.operation, "the animation is already finished") }
        guard image.width == width, image.height == height else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "frame \(frames) is \(image.width) × \(image.height) pixels; the animation is \(width) × \(height)")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw CanvasError(code: .invalidData, operation: Self.operation, reason: "WebPPictureInit failed")
        }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let imported = image.bytes.withUnsafeBufferPointer { bytes in
            WebPPictureImportRGBA(&picture, bytes.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "libwebp could not take frame \(frames) (out of memory?)")
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Self.timestamp(frames, fps: fps), &config) != 0 else {
            throw CanvasError(code: .invalidData, operation: Self.operation, reason: "frame \(frames): \(lastError)")
        }
        frames += 1
    }

    /// Ends the animation and returns the whole file (`WebPAnimEncoderAssemble`).
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when no frame was added, the animation is
    ///   already finished, or libwebp fails.
    public func finish() throws -> Data {
        guard !finished, frames > 0 else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: finished ? "the animation is already finished" : "an animation needs at least one frame")
        }
        finished = true
        guard WebPAnimEncoderAdd(encoder, nil, Self.timestamp(frames, fps: fps), nil) != 0 else {
            throw CanvasError(code: .invalidData, operation: Self.operation, reason: lastError)
        }
        var output = WebPData()
        defer { WebPDataClear(&output) }
        guard WebPAnimEncoderAssemble(encoder, &output) != 0, let bytes = output.bytes else {
            throw CanvasError(code: .invalidData, operation: Self.operation, reason: lastError)
        }
        return Data(bytes: bytes, count: output.size)
    }

    private var lastError: String {
        guard let message = WebPAnimEncoderGetError(encoder) else { return "libwebp failed" }
        let text = String(cString: message)
        return text.isEmpty ? "libwebp failed" : text
    }
}
