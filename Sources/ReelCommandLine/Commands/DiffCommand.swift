import ArgumentParser
import Foundation
import ReelGolden

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

    @OptionGroup var pixels: PixelToleranceOptions

    func run() throws {
        let tolerance = pixels.tolerance
        let comparison = try ImageFileComparison(
            expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), tolerance: tolerance,
            diffOutput: out.map { URL(fileURLWithPath: $0) }, stripOutput: strip.map { URL(fileURLWithPath: $0) })
        print(comparison.lines.joined(separator: "\n"))
        if !comparison.matches { throw ExitCode(1) }
    }
}
