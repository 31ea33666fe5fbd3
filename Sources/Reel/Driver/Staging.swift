import Canvas
import Foundation

/// A hidden folder beside the outputs where a run writes everything first. `commit` moves the
/// files into the output folder (each move is a rename, so each file appears whole);
/// `discard` removes the folder after a failure, leaving the output folder as it was.
final class Staging: Sendable {
    let destination: URL
    let folder: URL

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
        try? FileManager.default.removeItem(at: folder)
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
