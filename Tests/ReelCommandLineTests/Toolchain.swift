import Foundation

/// The toolchain's `swift` (from `$SWIFT_EXEC`'s folder, `PATH`, or `/opt/swift`), for the opt-in
/// tests that build a package of their own.
enum Toolchain {
    static let swift: String? = {
        var candidates: [String] = []
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(folder) + "/swift")
        }
        candidates += ["/opt/swift/usr/bin/swift", "/usr/bin/swift"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// What one run printed (standard output, then standard error) and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `program ARGUMENTS` in `directory` with `environment` added to this process's.
    static func run(
        _ program: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-run-\(UUID().uuidString).out")
        let err = out.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }
}
