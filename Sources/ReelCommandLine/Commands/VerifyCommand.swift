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
            .reel-failures/<golden folder name>/. With --report DIR, DIR/report.html is one \
            self-contained page (images inline) of every differing offset, its attribute changes \
            and the manifest's versions, and DIR/report.json what `reel report merge` combines \
            (the reports of CI shards into one page); a report already in DIR gets this set added.

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

    @Option(
        help: ArgumentHelp(
            "Write DIR/report.html (one self-contained page) and DIR/report.json (for `reel report merge`).",
            valueName: "dir"))
    var report: String?

    func run() throws {
        if record == .never { try golden.requireRecordedSet() }
        let failureDirectory =
            failures.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FailureFolder.default(near: golden.goldenURL)
        let verifier = GoldenVerifier(
            directory: golden.goldenURL, tolerance: tolerances.tolerance, mode: record,
            failureDirectory: failureDirectory)
        let shard = try shard.map(Shard.init(parsing:))
        let reportFolder = report.map { URL(fileURLWithPath: $0, isDirectory: true) }
        // An unreadable report already in the folder is bad input, found before any work.
        let earlier = try reportFolder.flatMap { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(VerificationReport.jsonFileName).path)
                ? try VerificationReport.read(from: folder) : nil
        }
        let result = try verifier.verify(try golden.subject(), shard: shard)
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        print(
            result.message(
                relativeTo: base,
                recordCommand: "reel verify \(golden.scene) --golden \(golden.golden) --record missing"))
        if let reportFolder {
            let entry = VerificationReport.Entry(result, shard: shard, relativeTo: base)
            try (earlier ?? VerificationReport()).adding(entry).write(to: reportFolder)
            print("report: \(reportFolder.appendingPathComponent(VerificationReport.htmlFileName).path)")
        }
        if result.hasFailures { throw ExitCode(1) }
    }
}
