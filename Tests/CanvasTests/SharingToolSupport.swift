import Foundation

/// Runs the independent decoders the GIF and WebP tests check with (`Tests/Scripts/gif_frames.py`,
/// gifsicle, webpmux, dwebp), which `make test` installs.
enum ExternalTool {
    /// `Tests/Scripts/NAME`.
    static func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/\(name)").path
    }

    /// Runs `arguments[0]` (looked up on PATH) and returns its exit status and standard output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorData = ErrorCollector(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errorData.wait())
    }

    /// Whether `name` is an executable on PATH.
    static func exists(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// `gif_frames.py`'s lines for `data`, written to a temporary file.
    static func gifFrames(_ data: Data) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try run(["python3", script("gif_frames.py"), url.path])
        guard result.status == 0 else { throw DecoderFailure(message: "gif_frames.py: \(result.error)") }
        return result.output.split(separator: "\n").map(String.init)
    }

    struct DecoderFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private final class ErrorCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// The SHA-256 of bytes as `gif_frames.py` and `png_pixels.py` print it (lowercase hex).
func sha256Hex(_ bytes: [UInt8]) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hash-\(UUID().uuidString)")
    try? Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try? ExternalTool.run(["sha256sum", url.path])
    return String(result?.output.prefix(64) ?? "")
}
