import Foundation

/// One run of the `reel` executable for a tool call: its arguments, its exit status and what it
/// printed. Running the tool itself, rather than its library in this process, gives every call
/// the command line's checks and messages, and keeps a layout that crashes or hangs in a process
/// of its own (a preview's layout runs in yet another child, as with `reel preview`).
struct ReelProcess: Sendable {
    /// The `reel` executable (the one serving, so a team's own `reel` keeps its layouts).
    let executable: URL
    /// Seconds a call may run before it is stopped.
    let timeLimit: Double
    /// The folder `reel` runs in: the first served folder, where the agent's relative paths start.
    let folder: String

    /// What a finished run left.
    struct Outcome: Sendable {
        /// The exit status: 0 success, 1 a difference or finding, 2 bad input.
        var status: Int32
        /// Standard output, at most 1 MB of it.
        var output: String
        /// Standard error, at most 64 KB of it.
        var errors: String
        /// Whether the run was stopped at the time limit.
        var timedOut: Bool
    }

    /// Runs `reel ARGUMENTS` in `folder` (its outputs' scratch folder) and waits for it.
    func run(_ arguments: [String], in folder: URL) async throws -> Outcome {
        let outputFile = folder.appendingPathComponent(".reel-stdout")
        let errorFile = folder.appendingPathComponent(".reel-stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: self.folder, isDirectory: true)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let finished = Finished()
        let timedOut = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, Error>) in
            process.terminationHandler = { _ in
                if finished.finish() { continuation.resume(returning: false) }
            }
            do {
                try process.run()
            } catch {
                if finished.finish() { continuation.resume(throwing: error) }
                return
            }
            let limit = timeLimit
            DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
                guard finished.finish() else { return }
                process.terminate()
                process.waitUntilExit()
                continuation.resume(returning: true)
            }
        }
        return Outcome(
            status: timedOut ? 2 : process.terminationStatus,
            output: Self.text(of: outputFile, limit: 1 << 20),
            errors: Self.text(of: errorFile, limit: 1 << 16),
            timedOut: timedOut)
    }

    /// The first `limit` bytes of `file` as text, with a note when there was more.
    private static func text(of file: URL, limit: Int) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        var text = String(decoding: data.prefix(limit), as: UTF8.self)
        if data.count > limit { text += "\n… (cut at \(limit) bytes)" }
        return text
    }

    /// Which of the process's end and the time limit came first; the other does nothing.
    private final class Finished: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false

        /// True for the first caller only.
        func finish() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if done { return false }
            done = true
            return true
        }
    }
}
