import ArgumentParser
import Canvas
import ImageCodecs
import ReelGolden

/// pixelmatch's drawing options for `reel diff`'s diff image, spelled as its options are.
struct DiffImageOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Opacity of the faded expected image in the diff image, 0…1.", valueName: "a"))
    var alpha: Double = 0.1

    @Option(
        name: .customLong("diff-color"),
        help: ArgumentHelp("Colour of differing pixels (#rrggbb).", valueName: "colour"))
    var diffColor = "#ff0000"

    @Option(
        name: .customLong("diff-color-alt"),
        help: ArgumentHelp(
            "Colour of differing pixels where the actual image is darker (#rrggbb).", valueName: "colour"))
    var diffColorAlt: String?

    @Option(
        name: .customLong("aa-color"),
        help: ArgumentHelp("Colour of anti-aliased pixels (#rrggbb).", valueName: "colour"))
    var aaColor = "#ffff00"

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on a transparent background.")
    var diffMask = false

    @Flag(
        name: .customLong("no-checkerboard"),
        help:
            "Blend translucent pixels over white before comparing (pixelmatch 6), not over pixelmatch 7's checkerboard."
    )
    var noCheckerboard = false

    /// Sets the drawing options on `options`.
    ///
    /// - Throws: `ValidationError` naming an option whose colour cannot be read.
    func apply(to options: inout ImageDiffOptions) throws {
        func colour(_ text: String, _ option: String) throws -> RGBA8 {
            do { return RGBA8(try Color(hex: text)) } catch {
                throw ValidationError("--\(option) '\(text)' is not a colour (#rrggbb): \(error)")
            }
        }
        options.diffImageAlpha = alpha
        options.diffColor = try colour(diffColor, "diff-color")
        options.diffColorAlt = try diffColorAlt.map { try colour($0, "diff-color-alt") }
        options.aaColor = try colour(aaColor, "aa-color")
        options.diffMask = diffMask
        options.checkerboard = !noCheckerboard
    }
}
