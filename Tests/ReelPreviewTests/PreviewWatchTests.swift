import Foundation
import TestSupport
import Testing

@Suite("reel preview --watch, run as a user runs it")
struct PreviewWatchTests {
    @Test func aSaveRebuildsACompileErrorShowsOverTheLastFramesAndAFixRecovers() throws {
        let folder = try TestFolders.temporary(prefix: "preview-watch")
        let source = folder.appendingPathComponent("CoverFlowLayout.swift")
        let original = try String(
            contentsOf: PackagePaths.root.appendingPathComponent(
                PreviewTool.fixture("CoverFlow/CoverFlowLayout.swift")),
            encoding: .utf8)
        try original.write(to: source, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = PreviewTool.reel.executable
        process.arguments = [
            "preview", "CoverFlowLayout.swift", "--frames", "3", "--size", "390x200", "--scale", "1", "--watch",
        ]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["REEL_CACHE_DIR": PreviewTool.cache.path]) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = LineCollector(out.fileHandleForReading)
        defer { if process.isRunning { process.terminate() } }

        #expect(waitUntil(seconds: 120) { output.current.contains("previewed CoverFlowLayout: 3 frames") })
        let port = try #require(output.loopbackPort)
        // The page may have been shown the first frame before the rest (a version of its own).
        let rendered = try #require(Int(HTTP.get("/version", port: port)?.text ?? ""))
        #expect(rendered >= 1)
        #expect(HTTP.get("/state.json", port: port)?.text.contains("\"complete\":true") == true)
        let first = try #require(HTTP.get("/frames/frame-0000.png", port: port)?.body)
        #expect(
            first
                == (try? Data(contentsOf: folder.appendingPathComponent("out/preview/CoverFlowLayout/frame-0000.png"))))

        // A compile error: the page keeps frame 0 and shows the error at the user's file and line.
        let broken = original.replacingOccurrences(
            of: "var minimumScale: CGFloat = 0.6", with: "var minimumScale: CGFloat = nope")
        #expect(broken != original)
        try broken.write(to: source, atomically: true, encoding: .utf8)
        #expect(waitUntil(seconds: 120) { HTTP.get("/state.json", port: port)?.text.contains("error: ") == true })
        let state = HTTP.get("/state.json", port: port)?.text ?? ""
        let failed = try #require(Int(HTTP.get("/version", port: port)?.text ?? ""))
        #expect(failed > rendered)
        #expect(state.contains("CoverFlowLayout.swift:7:33: error: cannot find 'nope' in scope"))
        #expect(!state.contains(PreviewTool.cache.path), "the cache copy's path never shows")
        #expect(HTTP.get("/frames/frame-0000.png", port: port)?.body == first)

        // The fix: new frames (a smaller minimum scale draws the side cards smaller), no error.
        try original.replacingOccurrences(
            of: "var minimumScale: CGFloat = 0.6", with: "var minimumScale: CGFloat = 0.3"
        )
        .write(to: source, atomically: true, encoding: .utf8)
        #expect(
            waitUntil(seconds: 120) {
                let state = HTTP.get("/state.json", port: port)?.text ?? ""
                return state.contains("\"error\":null") && state.contains("\"complete\":true")
            })
        #expect(try #require(Int(HTTP.get("/version", port: port)?.text ?? "")) > failed)
        #expect(HTTP.get("/frames/frame-0000.png", port: port)?.body != first)

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(HTTP.get("/version", port: port) == nil, "the port is closed")
    }

    @Test func portNeedsWatch() throws {
        let result = try PreviewTool.run(["preview", PreviewTool.fixture("CoverFlow"), "--port", "8000"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--port serves the --watch page; add --watch"))
    }
}
