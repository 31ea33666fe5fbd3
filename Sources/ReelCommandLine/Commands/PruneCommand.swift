import ArgumentParser
import Foundation
import ReelGolden

struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove goldens that a scene no longer produces.",
        discussion:
            "Removes DIR/<key>.png and DIR/<key>.json for every offset key the scene does not sample any more, and prints each file."
    )

    @OptionGroup var golden: GoldenOptions

    @Flag(name: .customLong("dry-run"), help: "Only list what would be removed.")
    var dryRun = false

    func run() throws {
        try golden.requireRecordedSet()
        let removed = try GoldenPruner.prune(try golden.subject(), directory: golden.goldenURL, dryRun: dryRun)
        let verb = dryRun ? "would remove" : "removed"
        print("\(verb) \(removed.count) file\(removed.count == 1 ? "" : "s") from \(golden.golden)")
        for url in removed { print("  \(url.lastPathComponent)") }
    }
}
