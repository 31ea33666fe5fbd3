import Foundation
import TestSupport
import Testing

@Suite("reel render, interrupted")
struct InterruptionTests {
    /// A long render stopped by SIGTERM (and SIGINT, as Ctrl-C sends) exits with 128 + the
    /// signal's number and leaves the output folder as it was: no staging folder, no new
    /// frames, the earlier files untouched.
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func anInterruptedRenderLeavesTheOutputFolderAsItWas(signal: Int32, status: Int32) throws {
        // A test run started as a background job ignores SIGINT, and so does reel then, as it should.
        if signal == SIGINT, Self.ignoresSIGINT { return }
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let earlier = out.appendingPathComponent("frame-0000.png")
        try Data("an earlier render".utf8).write(to: earlier)
        let process = Process()
        process.executableURL = reel.executable
        process.arguments = [
            "render", DumpAndLayoutsCommandTests.fixtures.appendingPathComponent("bench-10000.yaml").path,
            "--format", "png", "--out", out.path, "--jobs", "2", "--quiet",
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until the render is writing frames into its staging folder.
        let deadline = Date().addingTimeInterval(60)
        var writing = false
        while !writing, Date() < deadline, process.isRunning {
            let staging = TestFolders.files(in: out).first { $0.hasPrefix(".reel-staging-") }
            if let staging {
                writing = TestFolders.files(in: out.appendingPathComponent(staging)).count > 3
            }
            if !writing { usleep(20_000) }
        }
        #expect(writing, "the render started writing frames")
        kill(process.processIdentifier, signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(message.contains("interrupted (signal \(signal)); partial output removed"), "\(message)")
        #expect(TestFolders.files(in: out) == ["frame-0000.png"])
        #expect(try Data(contentsOf: earlier) == Data("an earlier render".utf8))
    }

    /// Whether this process ignores SIGINT (and passes that on to the processes it starts).
    static var ignoresSIGINT: Bool {
        var action = sigaction()
        sigaction(SIGINT, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
