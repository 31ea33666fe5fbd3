import ArgumentParser
import Foundation
import ReelTesting

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images with pixelmatch's counts.",
        discussion: """
            Prints the number of differing pixels (YIQ colour distance over the threshold, \
            anti-aliasing not counted unless --include-aa). Images of different sizes are \
            compared on the union of their sizes with transparent padding, and never match.

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

    @Option(help: ArgumentHelp("Colour distance threshold, 0…1 (pixelmatch's; smaller is stricter).", valueName: "t"))
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different too.")
    var includeAA = false

    @Option(
        name: .customLong("max-diff-pixels"),
        help: ArgumentHelp("Pass when at most this many pixels differ.", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(
        name: .customLong("max-diff-pixel-ratio"),
        help: ArgumentHelp("Pass when at most this share (0…1) of pixels differ.", valueName: "ratio"))
    var maxDiffPixelRatio: Double?

    func run() throws {
        let tolerance = PixelTolerance(
            diff: ImageDiffOptions(threshold: threshold, includeAA: includeAA), maxDiffPixels: maxDiffPixels,
            maxDiffPixelRatio: maxDiffPixelRatio)
        let comparison = try ImageFileComparison(
            expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), tolerance: tolerance,
            diffOutput: out.map { URL(fileURLWithPath: $0) }, stripOutput: strip.map { URL(fileURLWithPath: $0) })
        print(comparison.lines.joined(separator: "\n"))
        if !comparison.matches { throw ExitCode(1) }
    }
}
