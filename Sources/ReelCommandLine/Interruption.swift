import Dispatch
import Foundation
import Reel

/// On SIGINT, SIGTERM or SIGHUP: remove the staging folders of renders in progress, so an
/// interrupted render leaves its output folder as it was, then exit with 128 + the signal's
/// number (130 for Ctrl-C). A signal the parent process ignores (a background job's SIGINT)
/// stays ignored.
enum Interruption {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    private static let queue = DispatchQueue(label: "reel.interruption")
    private static let lock = NSLock()
    nonisolated(unsafe) private static var interrupting = false
    nonisolated(unsafe) private static var cleanups: [@Sendable () -> Void] = []

    /// Whether a signal is being handled: the process is about to exit with its status, and
    /// whatever fails meanwhile (a worker whose staging folder just went away) must not exit
    /// first.
    static var isInterrupting: Bool { lock.withLock { interrupting } }

    /// Runs `cleanup` (stop a server, say) before the process exits on a signal.
    static func onInterrupt(_ cleanup: @escaping @Sendable () -> Void) {
        lock.withLock { cleanups.append(cleanup) }
    }

    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(number, SIG_IGN)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let pending = lock.withLock {
                    interrupting = true
                    return cleanups
                }
                for cleanup in pending { cleanup() }
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
