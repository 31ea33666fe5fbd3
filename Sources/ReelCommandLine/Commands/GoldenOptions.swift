import ArgumentParser
import Foundation
import Reel
import ReelGolden

/// The options `verify`, `record` and `prune` share: the scene and its golden folder.
struct GoldenOptions: ParsableArguments {
    @Argument(help: "The scene file (YAML or JSON).", completion: .file(extensions: ["yaml", "yml", "json"]))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The golden set's folder (one per scene).", valueName: "dir"))
    var golden: String

    var goldenURL: URL { URL(fileURLWithPath: golden, isDirectory: true) }

    /// Checks that the golden folder exists and holds a manifest: a set to verify or prune
    /// against must have been recorded. Missing, it is unusable input (exit 2), not a failed
    /// check; `reel record` (or `--record missing`) makes it.
    func requireRecordedSet() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: goldenURL.path, isDirectory: &isFolder) else {
            throw ReelError.invalidOption(
                "golden folder '\(golden)' does not exist; record it first: reel record \(scene) --golden \(golden)")
        }
        guard isFolder.boolValue else {
            throw ReelError.invalidOption("--golden '\(golden)' is a file, not a golden folder")
        }
        let manifest = goldenURL.appendingPathComponent(GoldenManifest.fileName)
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw ReelError.invalidOption(
                "golden folder '\(golden)' has no \(GoldenManifest.fileName), so it is not a recorded golden set; "
                    + "record it: reel record \(scene) --golden \(golden)")
        }
    }

    func subject() throws -> GoldenSubject {
        try GoldenSubject(
            sceneFile: URL(fileURLWithPath: scene), layouts: CommandLayouts.current,
            swiftLayouts: CommandLayouts.swiftLayouts)
    }
}

/// Options that judge pixels, as pixelmatch and Playwright spell them (`diff`, `verify`).
struct PixelToleranceOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Colour distance threshold, 0…1 (pixelmatch's; smaller is stricter).", valueName: "t"))
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different too.")
    var includeAA = false

    @Option(
        name: .customLong("max-diff-pixels"),
        parsing: .unconditional, help: ArgumentHelp("Pass when at most this many pixels differ.", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(
        name: .customLong("max-diff-pixel-ratio"),
        parsing: .unconditional,
        help: ArgumentHelp("Pass when at most this share (0…1) of pixels differ.", valueName: "ratio"))
    var maxDiffPixelRatio: Double?

    var tolerance: PixelTolerance {
        PixelTolerance(
            diff: ImageDiffOptions(threshold: threshold, includeAA: includeAA), maxDiffPixels: maxDiffPixels,
            maxDiffPixelRatio: maxDiffPixelRatio)
    }
}

/// Options that judge frames: pixel and attribute tolerances.
struct ToleranceOptions: ParsableArguments {
    @OptionGroup var pixels: PixelToleranceOptions

    @Option(
        name: .customLong("geometry-tolerance"),
        parsing: .unconditional, help: ArgumentHelp("Points that positions and sizes may move.", valueName: "points"))
    var geometry: Double = 0.01

    @Flag(
        name: .customLong("strict-environment"),
        help: "Fail on pixel differences even when the goldens were made with another cairo, pixman or font.")
    var strictEnvironment = false

    var tolerance: GoldenTolerance {
        GoldenTolerance(
            pixels: pixels.tolerance,
            attributes: AttributeTolerance(geometry: geometry),
            environmentMismatch: strictEnvironment ? .strict : .judgeByAttributes)
    }
}

extension RecordMode: ExpressibleByArgument {}
