import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ending a child and every process it started. Foundation's `Process` makes the child the
/// leader of a process group of its own, which the processes it forks join; a process it starts
/// with `Process` in turn leads a group of its own. So the child's descendants are found by
/// their parents (`/proc/PID/stat`) before anything is signalled, and each of them, and each of
/// their groups, is signalled.
public enum ProcessGroup {
    /// Ends `leader` and every process descended from it: SIGTERM to each and to their groups,
    /// then, after `grace` seconds or as soon as the leader is gone, SIGKILL to each (a
    /// grandchild that ignores SIGTERM or outlives the leader ends too).
    public static func terminate(leader: Int32, grace: TimeInterval, leaderIsRunning: () -> Bool) {
        guard leader > 0 else { return }
        let family = [leader] + descendants(of: leader)
        for process in family { signal(process, SIGTERM) }
        let deadline = Date().addingTimeInterval(grace)
        while leaderIsRunning(), Date() < deadline { usleep(10_000) }
        for process in family + descendants(of: leader) { signal(process, SIGKILL) }
    }

    /// `number` to `process`, and to its process group when it leads one (a group outlives its
    /// leader's number only while it leads it, so no other group is signalled).
    private static func signal(_ process: Int32, _ number: Int32) {
        if getpgid(process) == process { _ = sendSignal(-process, number) }
        _ = sendSignal(process, number)
    }

    /// The processes descended from `ancestor`, from `/proc` (empty where there is none).
    public static func descendants(of ancestor: Int32) -> [Int32] {
        var parents: [Int32: Int32] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let process = Int32(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After "PID (COMMAND) ": the state, then the parent's PID.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[process] = parent }
        }
        var found: [Int32] = []
        var frontier = [ancestor]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key).sorted()
            found += children
            frontier += children
        }
        return found
    }

    /// SIGKILL to `leader`, its group, and every process descended from it.
    public static func kill(leader: Int32) {
        guard leader > 0 else { return }
        for process in [leader] + descendants(of: leader) { signal(process, SIGKILL) }
    }
}

/// Writing to a pipe whose reader is gone.
public enum BrokenPipe {
    /// Runs `body` with SIGPIPE ignored, so a write to a closed pipe fails instead of ending the
    /// process, then restores the handler the process had (a `reel dump | head` ends quietly).
    public static func ignored<T>(_ body: () throws -> T) rethrows -> T {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        return try body()
    }
}

/// Reading a pipe with a deadline.
public enum PipeReader {
    /// Waits until `descriptor` has bytes (or is closed) for at most `seconds`, then reads up to
    /// `count`: the bytes, an empty array at the end, nil when the time ran out; throws
    /// ``SystemCallError`` when `poll` or `read` fails.
    public static func read(_ descriptor: Int32, upTo count: Int, within seconds: TimeInterval) throws -> [UInt8]? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // float-to-int: remaining is above 0 (NaN fails the guard), so 0…3,600,000 ms.
            let ready = poll(&poller, 1, Int32(min(remaining, 3600) * 1000))
            if ready < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(call: "poll()")
            }
            if ready == 0 { return nil }
            var chunk = [UInt8](repeating: 0, count: count)
            let read = readDescriptor(descriptor, &chunk, count)
            if read < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(call: "read()")
            }
            return Array(chunk[..<read])
        }
    }
}

/// What a file watcher compares between two looks at a path (`stat`).
public struct FileStamp: Hashable, Sendable {
    /// Whether the path is a folder.
    public var isDirectory: Bool
    /// The last modification, in nanoseconds since 1970.
    public var modified: Int64
    /// The size in bytes (0 for a folder).
    public var size: Int64
    /// The inode: a save by rename gives a new one.
    public var inode: UInt64

    /// The stamp of `path`, or nil when it does not exist or cannot be read.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return FileStamp(
            isDirectory: isDirectory, modified: modified, size: isDirectory ? 0 : Int64(info.st_size),
            inode: UInt64(info.st_ino))
    }
}

/// `kill(2)`, named apart from ``ProcessGroup/kill(leader:)``.
private func sendSignal(_ process: Int32, _ signal: Int32) -> Int32 {
    kill(process, signal)
}

/// `read(2)`, named apart from ``PipeReader/read(_:upTo:within:)``.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
