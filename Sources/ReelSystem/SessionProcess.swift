import CReelSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A child process started in a session of its own (`posix_spawn` with `POSIX_SPAWN_SETSID`): it
/// leads a new session and a new process group, so it has no controlling terminal and nothing
/// sent to `reel`'s terminal or group reaches it; the processes it starts stay in its session and
/// are ended with it (``ProcessGroup``). Its standard streams are the pipes given; its signal
/// dispositions are the defaults and no signal is blocked, whatever `reel` set for itself.
public final class SessionProcess: @unchecked Sendable {
    /// The child's process ID.
    public let pid: Int32
    private let lock = NSLock()
    private var status: Int32?

    /// Starts `executable` with `arguments` (not counting the program name) and `environment`,
    /// its standard input, output and error on the descriptors given (duplicated onto 0, 1, 2).
    ///
    /// - Throws: `SystemCallError` naming the call when the process cannot be started.
    public init(
        executable: String, arguments: [String], environment: [String: String], standardInput: Int32,
        standardOutput: Int32, standardError: Int32
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        // Nothing else of reel's reaches the child: the other ends of its pipes (an inherited
        // write end would keep its input open after reel closes it), other children's pipes,
        // output files.
        _ = reel_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | reel_spawn_flag_new_session()
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            errno = result
            throw SystemCallError(call: "posix_spawn(\(executable))")
        }
        pid = child
    }

    /// Whether the child has not ended yet (it is reaped as soon as it has).
    public var isRunning: Bool {
        lock.withLock {
            guard status == nil else { return false }
            var raw: Int32 = 0
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid { status = raw }
            return status == nil && reaped == 0
        }
    }

    /// Waits for the child to end.
    public func waitUntilExit() {
        lock.withLock {
            guard status == nil else { return }
            var raw: Int32 = 0
            while true {
                let reaped = waitpid(pid, &raw, 0)
                if reaped == pid {
                    status = raw
                    return
                }
                if reaped == -1, errno != EINTR {
                    status = 0
                    return
                }
            }
        }
    }

    /// Whether a signal ended the child (once it has ended).
    public var wasSignalled: Bool {
        lock.withLock { status.map { ($0 & 0x7F) != 0 && ($0 & 0x7F) != 0x7F } ?? false }
    }

    /// The exit status, or the number of the signal that ended it (once it has ended), as
    /// Foundation's `Process.terminationStatus`.
    public var terminationStatus: Int32 {
        lock.withLock {
            guard let status else { return 0 }
            let signal = status & 0x7F
            return signal != 0 && signal != 0x7F ? signal : (status >> 8) & 0xFF
        }
    }

    /// The session the process `pid` is in (`getsid`), or -1.
    public static func session(of pid: Int32) -> Int32 { getsid(pid) }
}
