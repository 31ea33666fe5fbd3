import ArgumentParser
import Foundation

/// Entry point: runs the command and maps failures to LayoutReel's exit statuses —
/// 0 success, 1 a difference or failed check, 2 unusable input (bad scene, bad option,
/// unwritable folder, missing file).
@main
enum Main {
    static func main() {
        do {
            var command = try ReelCommand.parseAsRoot()
            try command.run()
        } catch {
            let code = ReelCommand.exitCode(for: error)
            if code == .success { ReelCommand.exit(withError: error) }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            var message = ReelCommand.fullMessage(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            FileHandle.standardError.write(Data("reel: error: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}

struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render how a scrolling collection-view layout moves.",
        discussion: """
            LayoutReel samples content offsets across a scroll range, runs a UIKit-shaped layout \
            at each one and draws the frames: numbered PNG or SVG frames, an animated PNG, a \
            contact sheet, a flipbook page, or the layout attributes as JSON.

            Exit status: 0 success, 1 a difference or failed check, 2 unusable input.
            """,
        version: ReelVersion.string,
        subcommands: [
            RenderCommand.self, DumpCommand.self, LayoutsCommand.self, PlotCommand.self,
            DiffCommand.self, VerifyCommand.self, RecordCommand.self, PruneCommand.self, BenchCommand.self,
        ]
    )
}

enum ReelVersion {
    static let string = "0.1.0"
}
