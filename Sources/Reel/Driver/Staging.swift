import Canvas
import Foundation

/// A hidden folder beside the outputs where a run writes everything first. `commit` moves the
/// files into the output folder (each move is a rename, so each file appears whole);
/// `discard` removes the folder after a failure, leaving the output folder as it was.
///
/// Folders in use are registered, so that ``discardAll()`` can remove them when the process is
/// interrupted (the `reel` tool calls it on SIGINT, SIGTERM and SIGHUP).
public final class Staging: Sendable {
    let destination: URL
    let folder: URL

    /// The staging folders of renders in progress.
    private static let active = ActiveFolders()

    init(destination: URL) throws {
        self.destination = destination
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw ReelError.cannotWrite(destination.path, "cannot create the output folder (\(Self.reason(error)))")
        }
        guard manager.isWritableFile(atPath: destination.path) else {
            throw ReelError.cannotWrite(destination.path, "the output folder is not writable")
        }
        folder = destination.appendingPathComponent(".reel-staging-\(ProcessInfo.processInfo.processIdentifier)")
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
            throw ReelError.cannotWrite(url(name).path, error.reason)
        }
        return name
    }

    /// Creates an empty file `name` for streaming.
    func create(_ name: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url(name).path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url(name).path)
        else { throw ReelError.cannotWrite(url(name).path, "could not create the file") }
        return handle
    }

    /// Moves the staged files into the destination, replacing files of the same name.
    func commit(_ names: [String]) throws -> [URL] {
        defer { discard() }
        return try names.map { name in
            let target = destination.appendingPathComponent(name, isDirectory: false)
            if rename(url(name).path, target.path) != 0 {
                throw ReelError.cannotWrite(target.path, String(cString: strerror(errno)))
            }
            return target
        }
    }

    func discard() {
        Self.active.remove(folder)
        Self.remove(folder)
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

    private static func remove(_ folder: URL) {
        let doomed = folder.deletingLastPathComponent()
            .appendingPathComponent(folder.lastPathComponent + "-discarded", isDirectory: true)
        if rename(folder.path, doomed.path) == 0 {
            try? FileManager.default.removeItem(at: doomed)
        } else {
            try? FileManager.default.removeItem(at: folder)
        }
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

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
