import Foundation
import Layouts
import MCP

/// What every tool call has: the files it may read, the `reel` it runs, and a scratch folder of
/// its own for the outputs it reads back (removed when the call ends).
struct ToolContext: Sendable {
    /// The files and folders the session may read.
    let files: AllowedFiles
    /// The `reel` executable and its time limit.
    let reel: ReelProcess
    /// The layouts scene files may name (the built-in ones and a team's own).
    let layouts: [LayoutDescriptor]
    /// The session's scratch folder; each call gets a fresh folder inside it.
    let scratch: URL

    /// Runs `body` with a new empty folder inside the scratch folder, then removes the folder.
    func withCallFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
        let folder = scratch.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// The text a finished `reel` run gives the agent: `done` when it succeeded, what it printed,
    /// and its exit status when it was not 0.
    static func report(_ outcome: ReelProcess.Outcome, command: String, done: String? = nil) -> String {
        var lines: [String] = []
        if outcome.status == 0, !outcome.timedOut, let done { lines.append(done) }
        // The command line's usage hints ("Usage: reel …", "Help: --items …", "See 'reel
        // --help'") mean nothing to an agent calling a tool: they are left out.
        let printed = (outcome.output + outcome.errors).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return !trimmed.hasPrefix("Usage: ") && !trimmed.hasPrefix("Help: ") && !trimmed.hasPrefix("See 'reel")
            }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if !printed.isEmpty { lines.append(printed) }
        if outcome.timedOut {
            lines.append("`\(command)` was stopped at the time limit.")
        } else if outcome.status != 0 {
            lines.append(
                "`\(command)` exited with status \(outcome.status) (1: a difference or finding; 2: bad input).")
        }
        return lines.joined(separator: "\n")
    }
}

/// A PNG file as an image the agent sees, or nil when it is missing.
func pngContent(_ file: URL) -> Tool.Content? {
    guard let data = try? Data(contentsOf: file), !data.isEmpty else { return nil }
    return .image(data: data.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)
}

/// A text block for the agent.
func textContent(_ text: String) -> Tool.Content {
    .text(text: text, annotations: nil, _meta: nil)
}
