import ArgumentParser
import Reel

/// The help texts that differ between the commands sharing ``OutputOptions`` and
/// ``WatchOptions``: each command's defaults and what its `--watch` does.
protocol OutputOptionsHelp {
    /// The output folder when `--out` is left out (`out/<scene name>`).
    static var outDefault: String { get }
    /// The outputs when no `--format` is given (`the scene's outputs`).
    static var formatDefault: String { get }
    /// What `--watch` does for this command.
    static var watchHelp: String { get }
}

/// `--out` and `--format`, as `reel render` and `reel preview` take them.
struct OutputOptions<Help: OutputOptionsHelp>: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder. Default: \(Help.outDefault)."))
    var out: String?

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "An output to write; repeat for several: "
                + OutputKind.allCases.map(\.rawValue).joined(separator: ", ") + ". Default: \(Help.formatDefault)."))
    var formats: [String] = []

    /// The outputs `--format` named, or nil when none was given.
    func outputs() throws -> Set<OutputKind>? {
        try formats.isEmpty ? nil : Set(formats.map(OutputKind.parse))
    }
}

/// `--quiet`, `--watch` and `--port`, as `reel render` and `reel preview` take them.
struct WatchOptions<Help: OutputOptionsHelp>: ParsableArguments {
    @Flag(name: .shortAndLong, help: "No progress or summary output.")
    var quiet = false

    @Flag(help: ArgumentHelp(Help.watchHelp))
    var watch = false

    @Option(help: ArgumentHelp("With --watch: the page's port on 127.0.0.1. Default: a free port.", valueName: "port"))
    var port: UInt16?
}
