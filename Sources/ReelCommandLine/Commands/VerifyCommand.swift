import ArgumentParser
import Foundation
import Reel
import ReelGolden

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every frame of a scene against its golden set.",
        discussion: """
            Frames are matched to goldens by content offset (DIR/<pane>-x…-y….png and .json). \
            The manifest is checked first: goldens made with another cairo, pixman or font are \
            reported as such and judged by their layout attributes. Failure images go to \
            .reel-failures/<golden folder name>/.

            Exit status: 0 every frame matches, 1 a frame differs or is missing, 2 bad input.
            """
    )

    @OptionGroup var golden: GoldenOptions
    @OptionGroup var tolerances: ToleranceOptions

    @Option(
        help: ArgumentHelp("Record mode: all, failed, missing or never (REEL_RECORD is not read).", valueName: "mode"))
    var record: RecordMode = .never

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Verify only shard K of N of the frames (K-1, K-1+N, …), to split a set across CI machines.",
            valueName: "k/n"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Where failure images go. Default: .reel-failures at the package root (REEL_FAILURES overrides).",
            valueName: "dir"))
    var failures: String?

    func run() throws {
        if record == .never { try golden.requireRecordedSet() }
        let failureDirectory =
            failures.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FailureFolder.default(near: golden.goldenURL)
        let verifier = GoldenVerifier(
            directory: golden.goldenURL, tolerance: tolerances.tolerance, mode: record,
            failureDirectory: failureDirectory)
        let report = try verifier.verify(try golden.subject(), shard: try shard.map(Shard.init(parsing:)))
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        print(report.message(relativeTo: base))
        if report.hasFailures { throw ExitCode(1) }
    }
}
