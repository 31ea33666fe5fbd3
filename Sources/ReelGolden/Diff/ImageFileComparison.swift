import Canvas
import Foundation
import ImageCodecs
import Reel

/// `reel diff`'s work: compare two PNG files, judge them with a ``PixelTolerance``, optionally
/// write the diff image and the expected | diff | actual strip, and describe the result.
public struct ImageFileComparison: Sendable {
    /// The pixel counts and sizes the comparison found (its diff image, when one was asked for).
    public var result: ImageDiffResult
    /// Whether the images match within the tolerance.
    public var matches: Bool
    /// Lines for the terminal: the count of differing pixels first.
    public var lines: [String]

    /// Compares `expected` with `actual`.
    ///
    /// - Parameters:
    ///   - diffOutput: Where to write the diff image, if anywhere.
    ///   - stripOutput: Where to write the three-panel strip, if anywhere.
    ///   - padsSizes: Compare images of different sizes on the union of their sizes, padded
    ///     with transparent pixels (they never match); false refuses them, as pixelmatch does.
    ///   - decoder: The PNG decoder and its pixel budget; nil for the budget from
    ///     `REEL_MAX_IMAGE_PIXELS` (or the default).
    /// - Throws: ``GoldenError`` when a file is missing or not a PNG, the sizes differ without
    ///   `padsSizes`, a tolerance is out of range, or an output cannot be written.
    public init(
        expected: URL, actual: URL, tolerance: PixelTolerance = .exact, diffOutput: URL? = nil, stripOutput: URL? = nil,
        padsSizes: Bool = false, decoder: PNGDecoder? = nil
    ) throws {
        try tolerance.validate()
        let first = try ImageDiff.readImage(expected, decoder: decoder)
        let second = try ImageDiff.readImage(actual, decoder: decoder)
        guard padsSizes || (first.width == second.width && first.height == second.height) else {
            throw GoldenError.sizeMismatch(
                expected: expected.path, expectedSize: ImageSize(width: first.width, height: first.height),
                actual: actual.path, actualSize: ImageSize(width: second.width, height: second.height))
        }
        var options = tolerance.diff
        options.makesDiffImage = diffOutput != nil || stripOutput != nil
        result = ImageDiff.compare(expected: first, actual: second, options: options)
        matches = tolerance.accepts(result)
        if let diff = result.diffImage {
            if let diffOutput { try Self.write({ try diff.pngData() }, to: diffOutput) }
            if let stripOutput {
                try Self.write(
                    { try ComparisonStrip.pngData(expected: first, diff: diff, actual: second) }, to: stripOutput)
            }
        }
        var lines = [
            "\(result.differentPixels) different pixel\(result.differentPixels == 1 ? "" : "s")"
                + " (\(ImageDiffResult.percent(result.differentRatio)) of \(result.comparedSize.pixelCount))"
                + (result.antialiasedPixels > 0 ? "; \(result.antialiasedPixels) anti-aliased ignored" : "")
        ]
        if result.sizeDiffers {
            lines.append(
                "sizes differ: \(expected.lastPathComponent) \(result.expectedSize), \(actual.lastPathComponent) "
                    + "\(result.actualSize); compared on \(result.comparedSize) with transparent padding")
        }
        let allowed = tolerance.allowedPixels(of: result.comparedSize.pixelCount)
        if allowed > 0 { lines.append("allowed: \(ImageDiffResult.number(allowed)) pixels") }
        lines.append(matches ? "match" : "differ")
        self.lines = lines
    }

    private static func write(_ make: () throws -> Data, to url: URL) throws {
        let data: Data
        do { data = try make() } catch {
            throw GoldenError.cannotWrite(path: url.path, reason: "cannot encode the image (\(error))")
        }
        do { try AtomicFile.write(data, to: url) } catch {
            throw GoldenError.cannotWrite(path: url.path, reason: FileErrorText.reason(error))
        }
    }
}

extension ImageDiffResult {
    static func number(_ value: Double) -> String {
        abs(value) < 1e15
            ? WholeNumber.exactly(value).map { String($0) } ?? String(format: "%.2f", value)
            : String(format: "%.2f", value)
    }
}
