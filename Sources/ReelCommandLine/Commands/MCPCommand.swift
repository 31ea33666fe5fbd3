import ArgumentParser
import Foundation
import ReelMCP

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Serve LayoutReel's tools to a coding agent over the Model Context Protocol (standard input and output).",
        discussion: """
            Tools: preview_layout (a layout's Swift files drawn across a scroll: the contact sheet, or \
            frames at offsets, as images), render_scene, dump_scene, verify_goldens (failing frames' \
            strips as images) and list_layouts. Each call runs this reel in a process of its own; \
            outputs go to a scratch folder that is removed after the call, and goldens are never \
            recorded. Only files under the given folders are read (default: the current folder), \
            including the Swift files a scene names. A client starts it as a command, such as \
            {"command": "reel", "args": ["mcp", "/path/to/project"]} (docs/mcp.md).
            """
    )

    @Argument(help: "The folders (or files) the tools may read. Default: the current folder.")
    var roots: [String] = []

    @Option(parsing: .unconditional, help: "Seconds one tool call may run before it is stopped, 1…3600. Default 600.")
    var timeLimit: Double = 600

    func run() throws {
        guard timeLimit.isFinite, (1...3600).contains(timeLimit) else {
            throw ValidationError("--time-limit must be 1…3600 seconds, got \(timeLimit)")
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let server = try ReelMCPServer(
            roots: roots, executable: executable, layouts: CommandLayouts.current, timeLimit: timeLimit)
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do { try await server.run() } catch { failure.error = error }
            finished.signal()
        }
        finished.wait()
        if let error = failure.error { throw error }
    }

    /// The server's error, handed from its task to the waiting command.
    private final class FailureBox: @unchecked Sendable {
        var error: (any Error)?
    }
}
