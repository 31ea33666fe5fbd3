import ArgumentParser
import Canvas
import Foundation
import ImageCodecs
import ReelGolden

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images with pixelmatch 7's counts.",
        discussion: """
            Prints the number of differing pixels (YIQ colour distance over the threshold, \
            translucent pixels blended over pixelmatch 7's checkerboard, anti-aliasing not \
            counted unless --include-aa). Images of different sizes are refused, as pixelmatch \
            refuses them; with --pad they are compared on the union of their sizes with \
            transparent padding, and never match.

            Exit status: 0 the images match within tolerance, 1 they differ, 2 bad input \
            (missing file, not a PNG, option out of range).
            """
    )

    @Argument(help: "The expected image (PNG).", completion: .file(extensions: ["png"]))
    var expected: String

    @Argument(help: "The actual image (PNG).", completion: .file(extensions: ["png"]))
    var actual: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write the diff image here (faded expected image, red differences, yellow anti-aliasing).",
            valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("Write the expected | diff | actual strip here.", valueName: "file"))
    var strip: String?

    @OptionGroup var pixels: PixelToleranceOptions

    @OptionGroup(title: "Diff image") var drawing: DiffImageOptions

    @Flag(help: "Compare images of different sizes on the union of their sizes, padded with transparent pixels.")
    var pad = false

    @Option(
        name: .customLong("max-image-pixels"), parsing: .unconditional,
        help: ArgumentHelp(
            "Refuse images of more pixels than this (default \(PNGDecoder.defaultMaxPixels), or REEL_MAX_IMAGE_PIXELS).",
            valueName: "n"))
    var maxImagePixels: Int?

    func validate() throws {
        if let maxImagePixels, maxImagePixels <= 0 {
            throw ValidationError("--max-image-pixels must be a positive number of pixels, got \(maxImagePixels)")
        }
    }

    func run() throws {
        var tolerance = pixels.tolerance
        try drawing.apply(to: &tolerance.diff)
        let comparison = try ImageFileComparison(
            expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), tolerance: tolerance,
            diffOutput: out.map { URL(fileURLWithPath: $0) }, stripOutput: strip.map { URL(fileURLWithPath: $0) },
            padsSizes: pad, decoder: maxImagePixels.map { PNGDecoder(maxPixels: $0) })
        print(comparison.lines.joined(separator: "\n"))
        if !comparison.matches { throw ExitCode(1) }
    }
}
