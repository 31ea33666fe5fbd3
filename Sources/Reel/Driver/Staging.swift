import Canvas
import Foundation
import ImageCodecs

/// A hidden folder beside the outputs where a run writes everything first. `commit` replaces the
/// previous render's files with the new ones as a whole (each move is a rename, so each file
/// appears whole, and a failed move puts the previous files back); `discard` removes the folder
/// after a failure, leaving the output folder as it was.
///
/// A staging holds the output folder's lock (``OutputFolderLock``) from creation until it is
/// committed or discarded, so renders into one folder run one after the other. Staging folders
/// left by a render that was killed are removed by the next render into the folder.
///
/// Folders in use are registered, so that ``discardAll()`` can remove them when the process is
/// interrupted (the `reel` tool calls it on SIGINT, SIGTERM and SIGHUP).
public final class Staging: Sendable {
    let destination: URL
    let folder: URL
    /// Which frames this render owns in the folder: all, or one shard's.
    let shard: Shard?
    private let lock: LockHolder

    /// The staging folders of renders in progress.
    private static let active = ActiveFolders()

    /// Creates the output folder if needed, takes its lock (waiting for another render into the
    /// same folder; `waiting` is called first), removes staging folders that killed renders left
    /// behind and creates this render's staging folder.
    init(destination: URL, shard: Shard? = nil, waiting: () -> Void = {}) throws {
        self.destination = destination
        self.shard = shard
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw ReelError.cannotWrite(destination.path, "cannot create the output folder (\(Self.reason(error)))")
        }
        guard manager.isWritableFile(atPath: destination.path) else {
            throw ReelError.cannotWrite(destination.path, "the output folder is not writable")
        }
        lock = LockHolder(try OutputFolderLock(folder: destination, waiting: waiting))
        let pid = ProcessInfo.processInfo.processIdentifier
        folder = destination.appendingPathComponent("\(Self.stagingPrefix)\(pid)")
        Self.reclaimAbandonedFolders(in: destination, except: pid)
        do {
            try? manager.removeItem(at: folder)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReelError.cannotWrite(folder.path, Self.reason(error))
        }
        Self.active.insert(folder)
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name, isDirectory: false) }

    /// Writes `data` as `name` in the staging folder and returns `name`.
    func write(_ data: Data, as name: String) throws -> String {
        do {
            try PlainFile.write(data, to: url(name))
        } catch let error as CanvasError {
            throw ReelError.cannotWrite(target(name).path, error.reason)
        }
        return name
    }

    /// Creates an empty file `name` for streaming.
    func create(_ name: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url(name).path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url(name).path)
        else { throw ReelError.cannotWrite(target(name).path, "could not create the file") }
        return handle
    }

    /// Replaces the previous render's files in the destination with `names` from the staging
    /// folder, as a whole: files of `reel`'s own naming (``OutputNaming``) that this render did not
    /// write are removed, files of other names are never touched. The files being replaced or
    /// removed are first moved aside; if any move fails, everything is put back as it was and the
    /// error is thrown.
    func commit(_ names: [String]) throws -> [URL] {
        defer { discard() }
        let manager = FileManager.default
        let new = Set(names)
        let existing = (try? manager.contentsOfDirectory(atPath: destination.path)) ?? []
        let replaced = existing.filter { new.contains($0) || OutputNaming.isReplaceable($0, shard: shard) }.sorted()
        let previous = folder.appendingPathComponent(".previous", isDirectory: true)
        if !replaced.isEmpty {
            do {
                try manager.createDirectory(at: previous, withIntermediateDirectories: true)
            } catch {
                throw ReelError.cannotWrite(previous.path, Self.reason(error))
            }
        }
        var movedAside: [String] = []
        var placed: [String] = []
        func rollBack() {
            for name in placed.reversed() { _ = rename(target(name).path, url(name).path) }
            for name in movedAside.reversed() {
                _ = rename(previous.appendingPathComponent(name).path, target(name).path)
            }
        }
        for name in replaced {
            if rename(target(name).path, previous.appendingPathComponent(name).path) != 0 {
                let reason = String(cString: strerror(errno))
                rollBack()
                throw ReelError.cannotWrite(target(name).path, "cannot replace the previous file (\(reason))")
            }
            movedAside.append(name)
        }
        for name in names {
            if rename(url(name).path, target(name).path) != 0 {
                let reason = String(cString: strerror(errno))
                rollBack()
                throw ReelError.cannotWrite(target(name).path, "\(reason); the previous files were put back")
            }
            placed.append(name)
        }
        return names.map(target)
    }

    /// Where `name` goes when the staging is committed: the path errors name, since the staging
    /// folder is gone after a failure.
    func target(_ name: String) -> URL {
        destination.appendingPathComponent(name, isDirectory: false)
    }

    /// Removes the staging folder (and what is in it) and releases the output folder's lock.
    func discard() {
        // Still registered while it is removed, so that a signal arriving meanwhile finishes the
        // removal (of the folder or of its "-discarded" name) before the process exits.
        Self.remove(folder)
        Self.active.remove(folder)
        lock.release()
    }

    /// The name every staging folder starts with, followed by the process id of its render.
    static let stagingPrefix = ".reel-staging-"

    /// Removes the staging folders that renders killed before they could clean up left in
    /// `destination` (`.reel-staging-PID`, and `.reel-staging-PID-discarded` from an interrupted
    /// removal). Called with the folder's lock held, so no other render is using any of them.
    private static func reclaimAbandonedFolders(in destination: URL, except pid: Int32) {
        let own = "\(stagingPrefix)\(pid)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        for name in names where name.hasPrefix(stagingPrefix) && name != own {
            try? FileManager.default.removeItem(at: destination.appendingPathComponent(name, isDirectory: true))
        }
    }

    /// Removes the staging folder of every render in progress, leaving each output folder as it
    /// was before the render. For signal handlers: the renders' workers may still be writing,
    /// so each folder is first renamed away (new files can no longer be created in it) and then
    /// removed.
    public static func discardAll() {
        for folder in active.removeAll() {
            remove(folder)
        }
    }

    /// Renames `folder` away, then removes it. Another thread (a signal handler) may be doing the
    /// same at the same time, so both names are removed, and a removal that failed because the
    /// other thread removed part of the tree first is tried again.
    private static func remove(_ folder: URL) {
        let doomed = folder.deletingLastPathComponent()
            .appendingPathComponent(folder.lastPathComponent + "-discarded", isDirectory: true)
        _ = rename(folder.path, doomed.path)
        for candidate in [doomed, folder] {
            for _ in 0..<3 where FileManager.default.fileExists(atPath: candidate.path) {
                try? FileManager.default.removeItem(at: candidate)
            }
        }
    }

    /// The output folder's lock until the staging is committed or discarded.
    private final class LockHolder: @unchecked Sendable {
        private let guardLock = NSLock()
        private var held: OutputFolderLock?

        init(_ lock: OutputFolderLock) { held = lock }

        func release() { guardLock.withLock { held = nil } }
    }

    /// A set of folder URLs under a lock.
    private final class ActiveFolders: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: Set<URL> = []

        func insert(_ folder: URL) { lock.withLock { _ = folders.insert(folder) } }
        func remove(_ folder: URL) { lock.withLock { _ = folders.remove(folder) } }
        func removeAll() -> [URL] {
            lock.withLock {
                defer { folders.removeAll() }
                return Array(folders)
            }
        }
    }

    private static func reason(_ error: any Error) -> String { FileErrorText.reason(error) }
}
