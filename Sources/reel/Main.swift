import ArgumentParser
import Dispatch
import Foundation
import Reel

/// Entry point: runs the command and maps failures to LayoutReel's exit statuses —
/// 0 success, 1 a difference or failed check, 2 unusable input (bad scene, bad option,
/// unwritable folder, missing file); 128 + the signal's number when interrupted.
@main
enum Main {
    static func main() {
        Interruption.install()
        do {
            try ResourceBudgets.validate()
            var command = try ReelCommand.parseAsRoot()
            try command.run()
            Interruption.yieldToHandler()
        } catch {
            Interruption.yieldToHandler()
            let code = ReelCommand.exitCode(for: error)
            if code == .success { ReelCommand.exit(withError: error) }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            var message = ReelCommand.fullMessage(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            message = ResourceBudgets.clipped(message, to: ResourceBudgets.current.messageLength)
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

            Exit status: 0 success, 1 a difference or failed check, 2 unusable input; \
            128 + the signal's number when interrupted (130 for Ctrl-C), after removing the \
            interrupted render's partial output.

            Budgets (checked before anything is allocated; a scene past one is refused with \
            exit 2, naming the budget): REEL_MAX_ITEMS items in a scene (1000000), \
            REEL_MAX_PIXELS pixels per surface (100000000), REEL_MAX_CONTENT_ITEMS items per \
            pane in view: content (10000), REEL_MAX_YAML_NODES YAML nodes after alias \
            expansion (100000), REEL_MAX_SCENE_BYTES bytes per scene file (262144), REEL_MAX_MESSAGE characters per error message (4000). Set \
            the environment variable to raise one. Every number in a scene is within ±1e9. \
            See docs/limits.md.
            """,
        version: ReelVersion.string,
        subcommands: [
            RenderCommand.self, DumpCommand.self, LayoutsCommand.self, PlotCommand.self,
            DiffCommand.self, VerifyCommand.self, RecordCommand.self, PruneCommand.self,
        ]
    )
}

/// On SIGINT, SIGTERM or SIGHUP: remove the staging folders of renders in progress, so an
/// interrupted render leaves its output folder as it was, then exit with 128 + the signal's
/// number (130 for Ctrl-C). A signal the parent process ignores (a background job's SIGINT)
/// stays ignored.
enum Interruption {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    private static let queue = DispatchQueue(label: "reel.interruption")
    private static let lock = NSLock()
    nonisolated(unsafe) private static var interrupting = false

    /// Whether a signal is being handled: the process is about to exit with its status, and
    /// whatever fails meanwhile (a worker whose staging folder just went away) must not exit
    /// first.
    static var isInterrupting: Bool { lock.withLock { interrupting } }

    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(number, SIG_IGN)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                lock.withLock { interrupting = true }
                Staging.discardAll()
                FileHandle.standardError.write(
                    Data("reel: interrupted (signal \(number)); partial output removed\n".utf8))
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Waits for the signal handler to end the process, if one is running.
    static func yieldToHandler() {
        guard isInterrupting else { return }
        while true { pause() }
    }
}

enum ReelVersion {
    static let string = "0.1.0"
}
