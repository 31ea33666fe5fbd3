import Foundation

/// One of the package's executables (`reel`, `reel-bench`), run as a user runs it.
public struct BuiltTool: Sendable {
    /// What a finished run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status (or the signal's number when `terminatedBySignal`).
        public var status: Int32
        /// Everything written to standard output.
        public var stdout: String
        /// Everything written to standard error.
        public var stderr: String
    }

    /// The executable's product name.
    public var name: String

    /// A tool by product name.
    public init(_ name: String) {
        self.name = name
    }

    /// The binary beside the test bundle in the build folder (`.build/debug/NAME` as a fallback).
    public var executable: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDirectory.appendingPathComponent(name),
            bundleDirectory.deletingLastPathComponent().appendingPathComponent(name),
            PackagePaths.root.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs the tool with `arguments` (in `directory` when given, with `environment` added to
    /// this process's) and waits for it.
    ///
    /// Standard error is read on another thread while standard output is read here, so a tool
    /// that writes a lot to both never blocks on a full pipe.
    public func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorReader = PipeReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let handle: FileHandle
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
