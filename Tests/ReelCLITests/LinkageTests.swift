import Foundation
import TestSupport
import Testing

@Suite("reel links no test framework")
struct LinkageTests {
    /// The tool is meant to be copied to machines without the toolchain's test libraries: it
    /// uses ReelGolden, which imports neither XCTest nor Swift Testing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")))
    func reelDoesNotLoadXCTestOrSwiftTesting() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [reel.executable.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("libcairo"), "ldd lists the tool's libraries")
        #expect(!text.contains("libXCTest"))
        #expect(!text.contains("libTesting"))
    }
}
