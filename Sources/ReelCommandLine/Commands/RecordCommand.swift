import ArgumentParser
import Foundation
import Reel
import ReelGolden

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write (or rewrite) a scene's golden set.",
        discussion: """
            Writes DIR/<key>.png and DIR/<key>.json for every frame, keyed by content offset, \
            and DIR/manifest.json with the cairo and pixman versions, the font's SHA-256 and the \
            scale. Look at the images before committing them. Goldens no scene produces stay; \
            remove them with `reel prune`.
            """
    )

    @OptionGroup var golden: GoldenOptions

    @Flag(help: "Record only the goldens that are missing; leave the others as they are.")
    var missing = false

    @Option(help: ArgumentHelp("Record only shard K of N of the frames.", valueName: "k/n"))
    var shard: String?

    func run() throws {
        let verifier = GoldenVerifier(directory: golden.goldenURL, mode: missing ? .missing : .all)
        let report = try verifier.verify(try golden.subject(), shard: try shard.map(Shard.init(parsing:)))
        let recorded = report.recordedKeys
        print(
            "recorded \(recorded.count) of \(report.comparisons.count) goldens of '\(report.scene)' in \(golden.golden)"
        )
        for key in recorded { print("  \(key.imageFileName)") }
        for note in report.notes { print("note: \(note)") }
        if !report.unusedKeys.isEmpty {
            print("\(report.unusedKeys.count) stored goldens are no longer produced; remove them with `reel prune`")
        }
    }
}
