import ArgumentParser
import Foundation
import ReelGolden

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the reports `reel verify --report` writes.",
        subcommands: [ReportMergeCommand.self]
    )
}

struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge verification reports (of CI shards) into one.",
        discussion: """
            Reads each REPORT (a folder holding report.json, or a report.json) and writes \
            OUT/report.html, one self-contained page of every set in the order given, and \
            OUT/report.json. A set verified again (same golden folder and shard) keeps its \
            last report.

            Exit status: 0 merged and every frame matches, 1 merged and a frame differs or is \
            missing, 2 bad input (a report missing or unreadable; nothing is written).
            """
    )

    @Argument(help: ArgumentHelp("The reports to merge.", valueName: "report"), completion: .directory)
    var reports: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder of the merged report.", valueName: "dir"))
    var out: String

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give at least one report to merge") }
    }

    func run() throws {
        let read = try reports.map { try VerificationReport.read(from: URL(fileURLWithPath: $0)) }
        let merged = read.flatMap(\.sets).reduce(VerificationReport()) { $0.adding($1) }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        try merged.write(to: folder)
        let sets = merged.sets.count
        print(
            "merged \(read.count) report\(read.count == 1 ? "" : "s") (\(sets) set\(sets == 1 ? "" : "s")): "
                + "\(merged.summary) → \(folder.appendingPathComponent(VerificationReport.htmlFileName).path)")
        if merged.failingFrames > 0 { throw ExitCode(1) }
    }
}
