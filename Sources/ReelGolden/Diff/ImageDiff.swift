import Canvas
import Foundation
import ImageCodecs

/// Image comparison with pixelmatch's counts: the same YIQ colour distance, threshold and
/// anti-aliasing detection, so a pair of images gives the number pixelmatch gives.
///
/// Images of different sizes are compared on the union of their sizes, each padded with
/// transparent pixels at the right and bottom; the result reports both sizes and never
/// passes a ``PixelTolerance``. (`reel diff` refuses such pairs unless `--pad` is given, as
/// pixelmatch refuses them; golden verification reports them as a failed frame.)
///
/// ```swift
/// let result = ImageDiff.compare(expected: golden, actual: rendered)
/// if !PixelTolerance(maxDiffPixels: 10).accepts(result) { print(result.summary) }
/// ```
public enum ImageDiff {
    /// Compares two images.
    ///
    /// - Parameters:
    ///   - expected: The reference (its faded grey shows through the diff image).
    ///   - actual: The image under test.
    ///   - options: Threshold, anti-aliasing and whether to draw the diff image.
    /// - Returns: The counts, both sizes and the diff image (when asked for).
    public static func compare(
        expected: RGBA8Image, actual: RGBA8Image, options: ImageDiffOptions = .default
    ) -> ImageDiffResult {
        let size = ImageSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let first = expected.padded(to: size)
        let second = actual.padded(to: size)
        var output = options.makesDiffImage ? ZeroedBytes.make(size.pixelCount * 4) : []
        let counts = first.bytes.withUnsafeBufferPointer { a in
            second.bytes.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    PixelMatch.compare(
                        a, b, width: size.width, height: size.height, settings: options.settings,
                        output: options.makesDiffImage ? out : nil)
                }
            }
        }
        let diffImage =
            options.makesDiffImage ? try? RGBA8Image(width: size.width, height: size.height, bytes: output) : nil
        return ImageDiffResult(
            differentPixels: counts.different, antialiasedPixels: counts.antialiased,
            expectedSize: ImageSize(width: expected.width, height: expected.height),
            actualSize: ImageSize(width: actual.width, height: actual.height), comparedSize: size,
            diffImage: diffImage)
    }

    /// Compares two PNG files.
    ///
    /// - Throws: ``GoldenError/unreadableImage(path:reason:)`` when a file is missing or is not a
    ///   PNG.
    public static func compare(
        expectedFile: URL, actualFile: URL, options: ImageDiffOptions = .default
    ) throws -> ImageDiffResult {
        compare(expected: try readImage(expectedFile), actual: try readImage(actualFile), options: options)
    }

    /// Reads a PNG file as straight-alpha RGBA pixels.
    ///
    /// - Throws: ``GoldenError/unreadableImage(path:reason:)`` naming the file.
    public static func readImage(_ url: URL, decoder: PNGDecoder? = nil) throws -> RGBA8Image {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GoldenError.unreadableImage(path: url.path, reason: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GoldenError.unreadableImage(path: url.path, reason: "the file cannot be read (check its permissions)")
        }
        return try decodeImage(data, name: url.path, decoder: decoder)
    }

    /// Decodes PNG bytes as straight-alpha RGBA pixels with Canvas's ``PNGDecoder`` (pngjs's
    /// conversions; the pixel budget from `REEL_MAX_IMAGE_PIXELS` unless `decoder` is given);
    /// `name` is used in the error.
    ///
    /// - Throws: ``GoldenError/unreadableImage(path:reason:)`` saying what is wrong with the file.
    public static func decodeImage(_ data: Data, name: String, decoder: PNGDecoder? = nil) throws -> RGBA8Image {
        guard data.starts(with: PNGChunks.signature) else {
            throw GoldenError.unreadableImage(
                path: name, reason: "not a PNG file (it does not start with the PNG signature)")
        }
        do {
            return try (decoder ?? PNGDecoder.fromEnvironment()).decode(data)
        } catch let error as CanvasError {
            throw GoldenError.unreadableImage(
                path: name, reason: error.code == .invalidData ? error.reason : error.description)
        }
    }
}
