import Foundation
import ImageCodecs
import ReelSystem

/// Writes files all at once: to a temporary file in the same directory, then renamed over the
/// destination, so a reader (or a crash) never sees a partial file.
public enum AtomicFile {
    /// Writes `data` to `url` atomically (`mkstemp` in the destination's directory, `write`,
    /// `fchmod` to 0644, optionally `fsync`, `close`, `rename`). The temporary file is removed
    /// when any step fails.
    ///
    /// - Parameters:
    ///   - data: The file's whole contents.
    ///   - url: A file URL; its directory must exist.
    ///   - durable: Also `fsync` the file before renaming, so it survives a power loss
    ///     (slower; not needed for a crash of the process).
    /// - Throws: ``CanvasError`` `.io` with the C library's reason and the destination path.
    public static func write(_ data: Data, to url: URL, durable: Bool = false) throws {
        try write(data, to: url, durable: durable, operation: "write file")
    }

    static func write(_ data: Data, to url: URL, durable: Bool = false, operation: String) throws(CanvasError) {
        let path = url.path
        guard url.isFileURL, !path.isEmpty, !url.hasDirectoryPath else {
            throw CanvasError(
                code: .invalidArgument, operation: operation,
                reason: url.hasDirectoryPath ? "this is a folder; name a file to write" : "not a path to a file",
                path: path.isEmpty ? url.absoluteString : path)
        }
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw CanvasError.posix(errno, operation: operation, path: path)
        }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = writeAll(data, to: descriptor)
        if failure == 0, fchmod(descriptor, 0o644) != 0 || (durable && fsync(descriptor) != 0) {
            failure = errno
        }
        if close(descriptor) != 0, failure == 0 {
            failure = errno
        }
        if failure == 0, rename(temporaryPath, path) != 0 {
            failure = errno
        }
        guard failure == 0 else {
            unlink(temporaryPath)
            throw CanvasError.posix(failure, operation: operation, path: path)
        }
    }

    /// Writes every byte, retrying after interruptions; returns 0 or the `errno` of the failure.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = CLibrary.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}

/// Writes files in place, with nothing more than `open`, `write` and `close`.
///
/// For files in a private folder that are moved into place later (the render driver's staging
/// folder): no temporary file, no `fsync` — Foundation's `Data.write(to:)` syncs every file to
/// disk, which on ext4 cost more than encoding the frame.
public enum PlainFile {
    /// Creates or truncates the file at `url` (mode 0644) and writes `data` to it.
    ///
    /// - Throws: ``CanvasError`` `.io` with the C library's reason and the path; a file that
    ///   could not be written whole is removed.
    public static func write(_ data: Data, to url: URL) throws {
        let operation = "write file"
        let path = url.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CanvasError.posix(errno, operation: operation, path: path)
        }
        var failure = AtomicFile.writeAll(data, to: descriptor)
        if close(descriptor) != 0, failure == 0 {
            failure = errno
        }
        guard failure == 0 else {
            unlink(path)
            throw CanvasError.posix(failure, operation: operation, path: path)
        }
    }
}
