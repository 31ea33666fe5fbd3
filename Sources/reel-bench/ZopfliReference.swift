import Foundation

/// zopflipng, the slow reference for how small a lossless PNG of a frame can be, run on the
/// files an encoder wrote (its default settings: it tries PNG's filters and recompresses with
/// zopfli). `make bench` installs it (Debian's zopfli); without it the comparison is skipped.
struct ZopfliReference {
    /// The zopflipng executable on the PATH, or nil.
    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("zopflipng")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    let executable: URL

    /// The bytes zopflipng writes for each of `files` (PNG data), in order.
    func sizes(of files: [Data]) throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-bench-zopfli-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try files.enumerated().map { index, data in
            let input = folder.appendingPathComponent("in-\(index).png")
            let output = folder.appendingPathComponent("out-\(index).png")
            try data.write(to: input)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["-y", input.path, output.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
            }
            return try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int ?? 0
        }
    }
}
