import Foundation
import ImageCodecs
import ReelSystem

/// Reads whole files with the C library, so that a failure carries `errno`'s reason.
enum FileBytes {
    /// The whole contents of the file at `url` (`open`, `read`, `close`).
    static func read(_ url: URL, operation: String) throws(CanvasError) -> Data {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CanvasError.posix(errno, operation: operation, path: path)
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { CLibrary.read(descriptor, $0, buffer.count) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw CanvasError.posix(errno, operation: operation, path: path)
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
        }
    }
}
