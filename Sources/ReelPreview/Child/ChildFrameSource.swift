import Foundation
import Reel
import ReelPreviewServer

/// The frames of a scene whose layouts run in a preview child (``SceneFrameSource``): every
/// request is checked for a crash or a hang, which become one message naming the class, the
/// frame, the offset and the user's file and line.
final class ChildFrameSource: SceneFrameSource {
    let samples: [FrameSample]
    let paneSizes: [(contentSize: CGSize, boundsSize: CGSize)]
    private let child: ChildProcess
    private let describer: CrashDescriber

    /// Starts `plan` in `child`.
    init(child: ChildProcess, plan: ScenePlan, describer: CrashDescriber) throws {
        self.child = child
        self.describer = describer
        let reply: PreviewReply
        do {
            reply = try child.send(.start(plan))
        } catch let failure as ChildProcess.Failure {
            throw describer.error(failure, at: nil)
        }
        switch reply {
        case .started(let samples, let sizes):
            self.samples = samples
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
            throw describer.error(failure, at: sample)
        }
        switch reply {
        case .frame(let state): return state
        case .failure(let message): throw PreviewError.layoutFailed(message)
        default: throw PreviewError.layoutFailed("the preview child answered out of turn")
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

    func error(_ failure: ChildProcess.Failure, at sample: FrameSample?) -> PreviewError {
        let place =
            sample.map { "at offset \(describe($0)) (frame \($0.index))" } ?? "while it was being built and laid out"
        switch failure {
        case .timedOut(let seconds, _):
            return .layoutFailed(
                "\(subject) did not finish \(place) within \(format(seconds)) s and was stopped: an endless loop? "
                    + "(--time-limit sets the limit)")
        case .ended(let status, let signalled, let stderr):
            return .layoutFailed("\(subject) crashed \(place): \(reason(stderr, status: status, signalled: signalled))")
        }
    }

    private func describe(_ sample: FrameSample) -> String {
        let offset = sample.offsets.indices.contains(pane) ? sample.offsets[pane] : (sample.offsets.first ?? .zero)
        if offset.x == 0 { return "y = \(format(offset.y))" }
        if offset.y == 0 { return "x = \(format(offset.x))" }
        return "x = \(format(offset.x)), y = \(format(offset.y))"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// The fatal-error line of `stderr` with the user's path, else the last lines and the signal.
    func reason(_ stderr: String, status: Int32, signalled: Bool) -> String {
        let lines = stderr.split(separator: "\n").map(String.init)
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
            // `Module/File.swift:42: Fatal error: message`
            if let range = fatal.range(of: ": Fatal error: ") {
                let location = String(fatal[..<range.lowerBound])
                let message = String(fatal[range.upperBound...])
                return "Fatal error: \(message) … \(userLocation(location))"
            }
            return fatal.trimmingCharacters(in: .whitespaces)
        }
        let memory = lines.contains { $0.localizedCaseInsensitiveContains("alloc") }
        if memory {
            return "it ran out of memory (the preview child may use \(memoryLimitMB) MB; --memory-limit sets it)"
        }
        let tail = lines.suffix(3).joined(separator: "\n")
        let how = signalled ? "signal \(status)\(signalName(status))" : "exit status \(status)"
        return "the child process ended with \(how)" + (tail.isEmpty ? "" : ":\n" + tail)
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
