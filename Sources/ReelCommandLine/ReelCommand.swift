import ArgumentParser
import Foundation
import Layouts
import Reel

/// The `reel` command: its subcommands, and entry points that map failures to LayoutReel's exit
/// statuses — 0 success, 1 a difference or failed check, 2 unusable input (bad scene, bad option,
/// unwritable folder, missing file); 128 + the signal's number when interrupted.
///
/// A team that wants its own `reel` with its layouts built in writes one executable target:
///
/// ```swift
/// // Sources/reel-cards/main.swift
/// import Cards
/// import ReelCommandLine
///
/// ReelCommand.main(layouts: [.layoutClass(CardsLayout.self, name: "cards", make: CardsLayout.init)])
/// ```
///
/// Every command (`render`, `dump`, `plot`, `verify`, `record`, `prune`, `layouts`) then accepts
/// scenes that say `layout: cards`, beside the built-in layouts.
public struct ReelCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    public static let configuration = CommandConfiguration(
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
            expansion (100000), REEL_MAX_SCENE_BYTES bytes per scene file (262144), \
            REEL_MAX_MESSAGE characters per error message (4000). Set the environment variable \
            to raise one. Every number in a scene is within ±1e9. See docs/limits.md.
            """,
        version: ReelVersion.string,
        subcommands: [
            RenderCommand.self, DumpCommand.self, LayoutsCommand.self, PlotCommand.self,
            DiffCommand.self, VerifyCommand.self, RecordCommand.self, PruneCommand.self, ReportCommand.self,
            InitCommand.self,
            PreviewCommand.self, MCPCommand.self,
        ]
    )

    /// Makes the command usable by ArgumentParser.
    public init() {}

    /// Runs `reel` with the process's arguments and exits with its status. `layouts` are added to
    /// the built-in ones for every command; Ctrl-C (SIGINT), SIGTERM and SIGHUP remove the partial
    /// output of a render in progress.
    public static func main(layouts: [LayoutDescriptor]) -> Never {
        Interruption.install()
        let status = run(Array(CommandLine.arguments.dropFirst()), layouts: layouts)
        Foundation.exit(status)
    }

    /// Runs `reel ARGUMENTS` in this process with `layouts` added to the built-in ones, prints
    /// what the command prints (errors to standard error as `reel: error: …`) and returns the exit
    /// status instead of exiting: for tests and for tools that embed `reel`.
    public static func run(_ arguments: [String], layouts: [LayoutDescriptor] = []) -> Int32 {
        do {
            try ResourceBudgets.validate()
            let known = try CommandLayouts.combine(builtIn: LayoutRegistry.builtIn, added: layouts)
            return try CommandLayouts.$current.withValue(known) {
                try UnknownCommand.check(arguments)
                var command = try parseAsRoot(arguments)
                try command.run()
                Interruption.yieldToHandler()
                return 0
            }
        } catch {
            Interruption.yieldToHandler()
            let code = exitCode(for: error)
            if code == .success {
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
                return 0
            }
            if let exit = error as? ExitCode { return exit.rawValue }
            let text = ResourceBudgets.clipped(message(for: error), to: ResourceBudgets.current.messageLength)
            FileHandle.standardError.write(Data("reel: error: \(text)\n".utf8))
            return 2
        }
    }

    /// The text `reel` prints for `error`, without ArgumentParser's `Error: ` prefix.
    static func message(for error: any Error) -> String {
        var message = fullMessage(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        return message
    }
}

/// The tool's version, as `reel --version` prints it.
enum ReelVersion {
    static let string = "0.1.0"
}
