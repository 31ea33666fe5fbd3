import Foundation
import Reel
import ReelPreviewWire
import ReelSystem

/// A running preview child: requests go to its standard input, replies come back one JSON line
/// each on its standard output, and everything it writes to standard error (the user's prints,
/// the runtime's fatal-error line) is kept for messages.
///
/// Each request waits at most ``timeLimit`` seconds; then the child is killed. The child is
/// killed when this object goes away.
final class ChildProcess {
    /// How a request ended when no reply came.
    enum Failure: Error {
        /// The child ended (crashed, trapped, was killed): its status and standard error.
        case ended(status: Int32, signalled: Bool, stderr: String)
        /// No reply within the time limit: the child was killed.
        case timedOut(seconds: Double, stderr: String)
    }

    private let process: SessionProcess
    /// The pipes to and from the child, kept for the child's life (their handles close their
    /// descriptors when they go).
    private let pipes: [Pipe]
    private let input: FileHandle
    private let output: Int32
    private let errors = StderrCollector()
    private var replies = ReplyReader()
    /// The most seconds a request may take.
    let timeLimit: Double

    /// Starts `executable` with the memory limit in its environment; with Swift's backtracer
    /// when `backtraces` is true (to find the user's line under a trap in the standard library:
    /// slower, so only to repeat a failed step), else without.
    ///
    /// With a `forwardingLabel`, what the child writes to standard error — the layout's `print`s,
    /// `NSLog`s and writes to standard error — also reaches `reel`'s standard error as it comes,
    /// a line at a time, each line marked `[LABEL] ` (see ``LineForwarder`` for the bounds).
    init(
        executable: URL, timeLimit: Double, memoryLimitMB: Int, backtraces: Bool = false,
        forwardingLabel: String? = nil
    ) throws {
        self.timeLimit = timeLimit
        errors.forwardingLabel = forwardingLabel
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] =
            backtraces
            ? "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,format=text,output-to=stderr"
            : "enable=no"
        environment["REEL_PREVIEW_MEMORY_MB"] = String(memoryLimitMB)
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        do {
            // Its own session and process group: no controlling terminal, nothing sent to reel's
            // terminal or group reaches it (SessionProcess).
            process = try SessionProcess(
                executable: executable.path, arguments: [], environment: environment,
                standardInput: stdin.fileHandleForReading.fileDescriptor,
                standardOutput: stdout.fileHandleForWriting.fileDescriptor,
                standardError: stderr.fileHandleForWriting.fileDescriptor)
        } catch {
            throw PreviewError.unavailable("cannot start the preview child \(executable.path): \(error)")
        }
        pipes = [stdin, stdout, stderr]
        // The child has its own copies; reel keeps only its ends.
        try? stdin.fileHandleForReading.close()
        try? stdout.fileHandleForWriting.close()
        try? stderr.fileHandleForWriting.close()
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading.fileDescriptor
        errors.start(stderr.fileHandleForReading)
    }

    /// Seconds a child has after SIGTERM before its process group is killed.
    static let grace: TimeInterval = 0.5
    /// The longest reply line read; a child that sends more is refused (its output is never held
    /// whole).
    static let maximumReplyBytes = ReplyReader.maximumLineBytes

    deinit {
        // The child, and every process it started, end with the preview: SIGTERM, and SIGKILL
        // after a grace period for what ignores it. Its descendants are found while it still
        // runs (once it has exited they belong to init), so before its input closes.
        let process = process
        ProcessGroup.terminate(leader: process.pid, grace: Self.grace) { process.isRunning }
        try? input.close()
        if process.isRunning { process.waitUntilExit() }
    }

    /// Sends `request` and waits for the reply.
    ///
    /// - Throws: ``Failure`` when the child ends or does not answer in time.
    func send(_ request: PreviewRequest) throws -> PreviewReply {
        var data = try JSONEncoder().encode(request)
        data.append(0x0A)
        // A child that has died closes the pipe: the write fails instead of raising SIGPIPE,
        // whose handler reel keeps as it is (a `reel dump | head` ends quietly).
        do {
            try BrokenPipe.ignored { try input.write(contentsOf: data) }
        } catch {
            throw ended()
        }
        return ReplyReader.reply(from: try readLine())
    }

    private func readLine() throws -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeLimit)
        while true {
            switch replies.next() {
            case .line(let line): return line
            case .tooLong:
                ProcessGroup.kill(leader: process.pid)
                throw ended()
            case .needsMore: break
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw timedOut() }
            let chunk: [UInt8]
            do {
                guard let read = try PipeReader.read(output, upTo: 1 << 16, within: remaining) else { throw timedOut() }
                chunk = read
            } catch let error as Failure {
                throw error
            } catch {
                throw ended()
            }
            guard !chunk.isEmpty else { throw ended() }
            replies.append(chunk)
        }
    }

    private func timedOut() -> Failure {
        ProcessGroup.kill(leader: process.pid)
        process.waitUntilExit()
        return .timedOut(seconds: timeLimit, stderr: errors.text())
    }

    private func ended() -> Failure {
        process.waitUntilExit()
        return .ended(status: process.terminationStatus, signalled: process.wasSignalled, stderr: errors.finish())
    }
}

/// Reads a child's standard error (where its standard output goes too) on a thread of its own,
/// keeping the last ``kept`` bytes: a child that floods it costs `reel` no memory. When bytes
/// were left out, the text starts with a note saying how many (``notePrefix``).
final class StderrCollector: @unchecked Sendable {
    /// The most bytes kept: the last ones.
    static let kept = 1 << 16
    /// How the note of left-out bytes begins: `[52,363,264 earlier bytes of the child's output
    /// were left out]`.
    static let notePrefix = "["
    private let lock = NSLock()
    private var data = Data()
    private var dropped = 0
    private let done = DispatchSemaphore(value: 0)

    func start(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                take(chunk)
            }
            endForwarding()
            done.signal()
        }
    }

    /// Adds `chunk`, leaving out all but the last ``kept`` bytes, and forwards its lines.
    func take(_ chunk: Data) {
        lock.withLock {
            data.append(chunk)
            if data.count > Self.kept {
                dropped += data.count - Self.kept
                data = Data(data.suffix(Self.kept))
            }
            forward(chunk, ending: false)
        }
    }

    // MARK: Forwarding

    /// The mark of forwarded lines (`[FeedLayout] `), or nil to forward nothing.
    var forwardingLabel: String? {
        didSet { forwarder = forwardingLabel.map { LineForwarder(label: $0) } }
    }
    private var forwarder: LineForwarder?
    /// Where forwarded lines go (`reel`'s standard error).
    var sink: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    private func forward(_ chunk: Data, ending: Bool) {
        guard var forwarder else { return }
        var text = forwarder.take(chunk)
        if ending { text += forwarder.end() }
        self.forwarder = forwarder
        if !text.isEmpty { sink(text) }
    }

    /// Forwards the last partial line once the child's standard error has closed.
    private func endForwarding() {
        lock.withLock { forward(Data(), ending: true) }
    }

    /// The note of `count` left-out bytes.
    static func note(_ count: Int) -> String {
        "\(notePrefix)\(NumberText.grouped(count)) earlier bytes of the child's output were left out]"
    }

    /// What was read so far: the note of left-out bytes, if any, on a line of its own, then the
    /// bytes kept.
    func text() -> String {
        lock.withLock {
            let kept = String(decoding: data, as: UTF8.self)
            return dropped == 0 ? kept : Self.note(dropped) + "\n" + kept
        }
    }

    /// Everything, once the child's standard error has closed (at most a second's wait).
    func finish() -> String {
        _ = done.wait(timeout: .now() + 1)
        return text()
    }
}

/// The lines of a child's standard error as `reel` shows them while it runs, each marked
/// `[LABEL] `: a line cut to ``shownCharacters`` characters with the count of the rest, at most
/// ``budget`` bytes in all (then a note that the rest is not shown), and nothing from the Swift
/// runtime's report of a trap on (the failure message tells it). Never holds more than a cut
/// line's bytes.
struct LineForwarder {
    /// The characters of a line shown.
    static let shownCharacters = 300
    /// The bytes shown in all, per child.
    static let budget = 16 << 10
    /// How the Swift runtime's report of a trap begins.
    static let trapReports = [
        "Fatal error:", "Assertion failed:", "Precondition failed:", "Current stack trace:", "💣 Program crashed",
    ]

    let label: String
    private var head = Data()
    private var extraBytes = 0
    private var shown = 0
    private var stopped = false

    init(label: String) { self.label = label }

    /// What to show of `chunk`: its complete lines.
    mutating func take(_ chunk: Data) -> String {
        var text = ""
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: 0x0A) {
            append(rest[rest.startIndex..<newline])
            text += emit()
            rest = rest[rest.index(after: newline)...]
        }
        append(rest)
        return text
    }

    /// What to show once the stream has ended: the last line without a newline.
    mutating func end() -> String {
        head.isEmpty && extraBytes == 0 ? "" : emit()
    }

    private mutating func append(_ bytes: Data.SubSequence) {
        let room = Self.shownCharacters * 4 - head.count
        if room > 0 { head.append(bytes.prefix(room)) }
        extraBytes += max(0, bytes.count - max(0, room))
    }

    private mutating func emit() -> String {
        defer {
            head = Data()
            extraBytes = 0
        }
        guard !stopped else { return "" }
        let line = String(decoding: head, as: UTF8.self)
        if Self.trapReports.contains(where: { line.hasPrefix($0) || line.contains(": " + $0) }) {
            stopped = true
            return ""
        }
        let more = max(0, line.count - Self.shownCharacters) + extraBytes
        let cut =
            more > 0
            ? String(line.prefix(Self.shownCharacters)) + "… (\(NumberText.grouped(more)) more characters)" : line
        let text = "[\(label)] \(cut)\n"
        shown += text.utf8.count
        guard shown <= Self.budget else {
            stopped = true
            return "[\(label)] (the layout wrote more; what follows is not shown)\n"
        }
        return text
    }
}
