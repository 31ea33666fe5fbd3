import Foundation
import Reel
import ReelPreviewWire

/// The frames of a scene whose layouts run in a preview child (``SceneFrameSource``): every
/// request is checked for a crash or a hang, which become one message naming the class, the
/// frame, the offset and the user's file and line.
final class ChildFrameSource: SceneFrameSource {
    let samples: [FrameSample]
    let paneSizes: [(contentSize: CGSize, boundsSize: CGSize)]
    /// The stand-ins the child made for nil delegates and data sources, as it names them.
    let standIns: [String]
    private let child: ChildProcess
    private let describer: CrashDescriber
    private let plan: ScenePlan
    private let rerun: () throws -> ChildProcess
    /// The cell trees the child has sent, by number (each is sent once; later frames name it).
    private let drawings = DrawingTable()

    /// Starts `plan` in `child`; `rerun` starts another child with backtraces, to repeat a step
    /// that trapped inside the standard library and find the user's line under it.
    init(
        child: ChildProcess, plan: ScenePlan, describer: CrashDescriber,
        rerun: @escaping () throws -> ChildProcess
    ) throws {
        self.child = child
        self.describer = describer
        self.plan = plan
        self.rerun = rerun
        let reply: PreviewReply
        do {
            reply = try child.send(.start(plan))
        } catch let failure as ChildProcess.Failure {
            throw describer.error(
                failure, at: nil,
                userFrame: Self.userFrame(of: failure, plan: plan, sample: nil, describer: describer, rerun: rerun))
        }
        switch reply {
        case .started(let samples, let sizes, let standIns):
            self.samples = samples
            self.standIns = standIns
            paneSizes = sizes.map { ($0.contentSize, $0.boundsSize) }
        case .failure(let message):
            throw PreviewError.layoutFailed(message)
        default:
            throw PreviewError.layoutFailed("the preview child answered out of turn")
        }
    }

    func frame(for sample: FrameSample) throws -> FrameState {
        let reply: PreviewReply
        do {
            reply = try child.send(.frame(sample))
        } catch let failure as ChildProcess.Failure {
            throw describer.error(
                failure, at: sample,
                userFrame: Self.userFrame(of: failure, plan: plan, sample: sample, describer: describer, rerun: rerun))
        }
        switch reply {
        case .frame(let state, let layers):
            let state = layers.applied(to: state)
            guard let drawn = layers.drawings else { return state }
            return drawings.applied(drawn, to: state)
        case .failure(let message): throw PreviewError.layoutFailed(message)
        default: throw PreviewError.layoutFailed("the preview child answered out of turn")
        }
    }

    func fling(pane: Int, from offset: CGPoint, velocity: CGPoint) throws -> FlingPath {
        let reply: PreviewReply
        do {
            reply = try child.send(.fling(pane: pane, from: offset, velocity: velocity))
        } catch let failure as ChildProcess.Failure {
            throw describer.error(failure, at: nil)
        }
        switch reply {
        case .flung(let path): return path
        case .failure(let message): throw PreviewError.layoutFailed(message)
        default: throw PreviewError.layoutFailed("the preview child answered out of turn")
        }
    }
}

extension ChildFrameSource {
    /// For a trap whose fatal-error line names the standard library (`Swift/Array.swift:…`, an
    /// index out of range, an overflow): repeats the step once in a child with Swift's
    /// backtracer and returns the first frame in the user's files (`Sources/Cards.swift:42`),
    /// or nil. Costs a second child only when such a trap happened.
    static func userFrame(
        of failure: ChildProcess.Failure, plan: ScenePlan, sample: FrameSample?, describer: CrashDescriber,
        rerun: () throws -> ChildProcess
    ) -> String? {
        guard case .ended(_, _, let stderr) = failure, describer.trapsOutsideUserFiles(stderr) else { return nil }
        guard let again = try? rerun() else { return nil }
        do {
            _ = try again.send(.start(plan))
            if let sample { _ = try again.send(.frame(sample)) }
            return nil
        } catch let second as ChildProcess.Failure {
            guard case .ended(_, _, let trace) = second else { return nil }
            return describer.firstUserFrame(inBacktrace: trace)
        } catch {
            return nil
        }
    }
}

/// Turns a child's end into a message: "CoverFlowLayout crashed at offset y = 340 (frame 12):
/// Fatal error: … CoverFlow.swift:42".
struct CrashDescriber: Sendable {
    /// The class(es) the child runs, for the message's subject.
    var subject: String
    /// The user's files, to turn the runtime's `Module/File.swift:42` back into their paths.
    var files: [String]
    /// The pane whose offset the message gives.
    var pane: Int
    /// The memory limit, to say so when an allocation failed.
    var memoryLimitMB: Int
    /// Said after a crash: the layout has delegate properties and was given no delegate.
    var delegateHint: String?

    func error(_ failure: ChildProcess.Failure, at sample: FrameSample?, userFrame: String? = nil) -> PreviewError {
        let place =
            sample.map { "at offset \(describe($0)) (frame \($0.index))" } ?? "while it was being built and laid out"
        switch failure {
        case .timedOut(let seconds, _):
            return .layoutFailed(
                "\(subject) did not finish \(place) within \(format(seconds)) s and was stopped: an endless loop? "
                    + "(--time-limit sets the limit)")
        case .ended(let status, let signalled, let stderr):
            let reason = reason(stderr, status: status, signalled: signalled, userFrame: userFrame)
            return .layoutFailed("\(subject) crashed \(place): \(reason)" + (delegateHint.map { "\n" + $0 } ?? ""))
        }
    }

    private func describe(_ sample: FrameSample) -> String {
        let offset = sample.offsets.indices.contains(pane) ? sample.offsets[pane] : (sample.offsets.first ?? .zero)
        if offset.x == 0 { return "y = \(format(offset.y))" }
        if offset.y == 0 { return "x = \(format(offset.x))" }
        return "x = \(format(offset.x)), y = \(format(offset.y))"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? NumberText.short(value) : String(format: "%.1f", value)
    }

    /// What ended the child, named for what it is: the Swift runtime's report of a trap
    /// (`fatalError`, `assert`/`assertionFailure`, `precondition`/`preconditionFailure`, a
    /// force-unwrap, an index out of range, a failed allocation) with its message and the user's
    /// file and line; a bare runtime check (an overflow) at the user's line; a signal by its name
    /// and what usually raises it; or the exit status the layout's code chose. The last lines of
    /// standard error follow where no report says more.
    ///
    /// - Parameter userFrame: the user's line under a trap in the standard library (from a
    ///   backtrace), named instead of the library's.
    func reason(_ stderr: String, status: Int32, signalled: Bool, userFrame: String? = nil) -> String {
        let lines = stderr.split(separator: "\n").map(String.init)
        if let report = TrapReport.last(in: lines) {
            var text = report.message.isEmpty ? report.kind : "\(report.kind): \(report.message)"
            // The runtime says "Fatal error" for assertionFailure and preconditionFailure too:
            // the user's line says which call it was.
            if let location = report.location, let call = checkCall(at: userLocation(location)),
                !report.kind.lowercased().hasPrefix(call.prefix(6).lowercased())
            {
                text += " (\(call))"
            }
            let memory = Self.isAllocationFailure(report.message) ? memoryNote : ""
            guard let location = report.location else { return text + memory + (userFrame.map { " … \($0)" } ?? "") }
            if let userFrame, userLocation(location) == location {
                return "\(text) … \(userFrame) (trapped in the standard library's \(location))" + memory
            }
            return "\(text) … \(userLocation(location))" + memory
        }
        if lines.contains(where: Self.isAllocationFailure) {
            return "it ran out of memory" + memoryNote
        }
        if let userFrame, signalled, status == SIGILL || status == SIGTRAP {
            return "it trapped at \(userFrame) (signal \(status)\(signalName(status)): an arithmetic overflow, "
                + "a failed precondition or another runtime check)"
        }
        // The last lines, each cut to 300 characters, and the note of what the child's output
        // left out before them (a flood is kept only at its end).
        let note = lines.first.flatMap { $0.hasPrefix(StderrCollector.notePrefix) ? $0 : nil }
        let tail = lines.dropFirst(note == nil ? 0 : 1).suffix(3).map(Self.clipped).joined(separator: "\n")
        let place = userFrame.map { " in \($0)" } ?? ""
        let how =
            signalled
            ? "signal \(status)\(signalName(status))\(place)\(signalMeaning(status))"
            : "exit status \(status)\(place) (the layout's code ended the process: exit(\(status)))"
        return "the child process ended with \(how)" + (tail.isEmpty ? "" : ":\n" + tail)
            + (note.map { "\n" + $0 } ?? "")
    }

    /// The checking call (`assertionFailure`, `preconditionFailure`, `fatalError`, `assert`,
    /// `precondition`) on the user's line at `location` (`Sources/File.swift:42`), or nil.
    private func checkCall(at location: String) -> String? {
        let parts = location.split(separator: ":")
        guard parts.count >= 2, let row = Int(parts[1]), row > 0, files.contains(String(parts[0])),
            let text = try? String(contentsOfFile: String(parts[0]), encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard row <= lines.count else { return nil }
        let line = lines[row - 1]
        return ["assertionFailure", "preconditionFailure", "fatalError", "assert", "precondition"]
            .first { line.contains($0 + "(") }
    }

    private var memoryNote: String {
        " (the preview child may use \(memoryLimitMB) MB; --memory-limit sets it)"
    }

    /// Whether `line` reports a failed allocation — Swift's "failed to allocate", C's "Cannot
    /// allocate memory", "out of memory", `std::bad_alloc` — and not merely a word that
    /// contains "alloc" (a stack frame's `__allocating_init`).
    static func isAllocationFailure(_ line: String) -> Bool {
        ["failed to allocate", "Cannot allocate memory", "out of memory", "std::bad_alloc", "memory exhausted"]
            .contains { line.localizedCaseInsensitiveContains($0) }
    }

    /// What a signal usually means for a Swift process, said after its name.
    private func signalMeaning(_ number: Int32) -> String {
        switch number {
        case SIGSEGV, SIGBUS:
            ": a bad memory access — an unsafe pointer, an unowned reference to a freed object, or a stack "
                + "overflow from endless recursion"
        case SIGABRT: ": it aborted — abort(), or a check of the C library or the runtime"
        case SIGILL, SIGTRAP: ": a Swift runtime check failed — an overflow, a precondition, a force-unwrap"
        case SIGFPE: ": an arithmetic error — an integer division by zero"
        case SIGKILL: ": it was killed — by the time or memory limits, or by the system"
        default: ""
        }
    }

    /// `line`, cut to 300 characters with how many more there were.
    static func clipped(_ line: String) -> String {
        guard line.count > 300 else { return line }
        return String(line.prefix(300)) + "… (\(NumberText.grouped(line.count - 300)) more characters)"
    }

    /// Whether `stderr`'s fatal-error line names a file that is not the user's (the standard
    /// library's `Swift/ContiguousArrayBuffer.swift:692`), or there is none (an overflow's
    /// bare trap).
    func trapsOutsideUserFiles(_ stderr: String) -> Bool {
        let lines = stderr.split(separator: "\n").map(String.init)
        guard let report = TrapReport.last(in: lines) else {
            // No report: a bare trap (an arithmetic overflow) unless memory ran out.
            return !lines.contains(where: Self.isAllocationFailure)
        }
        guard let location = report.location else { return !Self.isAllocationFailure(report.message) }
        return userLocation(location) == location
    }

    /// The first frame of a Swift backtrace (`… in preview-child at /path/File.swift:42:17`)
    /// in one of the user's files, as `File.swift:42` with the path the user gave.
    func firstUserFrame(inBacktrace trace: String) -> String? {
        for line in trace.split(separator: "\n") {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let parts = line[at.upperBound...].split(separator: ":")
            guard parts.count >= 2, let row = Int(parts[1]) else { continue }
            let path = String(parts[0])
            let user =
                files.first { $0 == path || ($0 as NSString).standardizingPath == (path as NSString).standardizingPath }
                ?? files.first { ($0 as NSString).lastPathComponent == Self.userName(of: path) }
            if let user { return "\(user):\(row)" }
        }
        return nil
    }

    /// A file name as the user wrote it: the cache's copies are `00-File.swift`.
    static func userName(of path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let digits = name.prefix(3)
        guard digits.count == 3, digits.hasSuffix("-"), digits.dropLast().allSatisfy(\.isNumber) else { return name }
        return String(name.dropFirst(3))
    }

    private func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 9: "SIGKILL", 11: "SIGSEGV",
        ]
        return names[number].map { " (\($0))" } ?? ""
    }

    /// `ReelPreviewLayouts/CoverFlow.swift:42` → `Sources/CoverFlow.swift:42` (the file given).
    private func userLocation(_ location: String) -> String {
        let parts = location.split(separator: ":")
        guard let filePart = parts.first else { return location }
        let base = (String(filePart) as NSString).lastPathComponent
        let rest = parts.dropFirst().joined(separator: ":")
        guard let user = files.first(where: { ($0 as NSString).lastPathComponent == base }) else { return location }
        return rest.isEmpty ? user : "\(user):\(rest)"
    }
}

/// The Swift runtime's one-line report of a trap: `Module/File.swift:42: Fatal error: message`,
/// with `Fatal error` (`fatalError`, a force-unwrap, an index out of range, a failed allocation),
/// `Assertion failed` (`assert`, `assertionFailure`) or `Precondition failed` (`precondition`,
/// `preconditionFailure`); the place and the message may be missing.
struct TrapReport: Equatable {
    static let kinds = ["Fatal error", "Assertion failed", "Precondition failed"]

    var kind: String
    /// `Module/File.swift:42`, or nil.
    var location: String?
    var message: String

    /// The last report among `lines`.
    static func last(in lines: [String]) -> TrapReport? {
        for line in lines.reversed() {
            if let report = TrapReport(line) { return report }
        }
        return nil
    }

    /// The report `line` is, or nil.
    init?(_ line: String) {
        let text = line.trimmingCharacters(in: .whitespaces)
        for kind in Self.kinds {
            if text.hasPrefix(kind) {
                self.init(kind: kind, location: nil, rest: text.dropFirst(kind.count))
                return
            }
            if let range = text.range(of: ": " + kind) {
                let location = String(text[..<range.lowerBound])
                // `File.swift:42` — a path and a line, not an arbitrary sentence that mentions it.
                guard location.contains(".swift:") || location.contains(".swift") else { continue }
                self.init(kind: kind, location: location, rest: text[range.upperBound...])
                return
            }
        }
        return nil
    }

    private init(kind: String, location: String?, rest: Substring) {
        self.kind = kind
        self.location = location
        self.message = rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : ""
    }
}
