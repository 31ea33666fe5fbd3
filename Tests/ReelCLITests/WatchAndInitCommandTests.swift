import Foundation
import TestSupport
import Testing

@Suite("reel render --watch and reel init, run as a user runs them")
struct WatchAndInitCommandTests {
    static func scene(items: Int) -> String {
        """
        name: rows
        canvas: { width: 120, height: 200, scale: 1 }
        sampling: { from: 0, to: 100, frames: 3 }
        panes:
          - layout: table
            items: \(items)
        """
    }

    @Test func watchServesTheFramesRendersAgainOnSaveAndStopsCleanlyOnASignal() throws {
        let folder = try TestFolders.temporary(prefix: "cli-watch")
        let sceneFile = folder.appendingPathComponent("rows.yaml")
        try Self.scene(items: 8).write(to: sceneFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = reel.executable
        process.arguments = ["render", "rows.yaml", "--watch", "-o", "out"]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = LineCollector(out.fileHandleForReading)
        defer { if process.isRunning { process.terminate() } }

        #expect(waitUntil(seconds: 30) { output.current.contains("rendered 3 frames") })
        let line = try #require(output.current.split(separator: "\n").first { $0.contains("http://127.0.0.1:") })
        let portText = try #require(line.split(separator: ":").last?.split(separator: "/").first)
        let port = try #require(UInt16(portText))
        // The first frame may have been shown before the rest, as a version of its own.
        let first = try #require(Int(HTTP.get("/version", port: port)?.text ?? ""))
        #expect(first >= 1)
        #expect(HTTP.get("/state.json", port: port)?.text.contains("\"complete\":true") == true)
        #expect(HTTP.get("/", port: port)?.text.contains("<title>rows — reel (live)</title>") == true)

        try Self.scene(items: 2).write(to: sceneFile, atomically: true, encoding: .utf8)
        #expect(
            waitUntil(seconds: 30) {
                Int(HTTP.get("/version", port: port)?.text ?? "").map { $0 > first } == true
                    && HTTP.get("/state.json", port: port)?.text.contains("\"complete\":true") == true
            })
        let frame = HTTP.get("/frames/frame-0000.png", port: port)?.body
        #expect(frame == (try? Data(contentsOf: folder.appendingPathComponent("out/frame-0000.png"))))

        // Ctrl-C; SIGTERM when this run ignores SIGINT (a background job), as reel then does too.
        let signal = InterruptionTests.ignoresSIGINT ? SIGTERM : SIGINT
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(output.current.contains("reel: interrupted (signal \(signal)); partial output removed"))
        #expect(HTTP.get("/version", port: port) == nil, "the port is closed")
        #expect(TestFolders.files(in: folder.appendingPathComponent("out")).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func watchNeedsASceneAndPortNeedsWatch() throws {
        let noScene = try reel.run(["render", "--watch"])
        #expect(noScene.status == 2)
        #expect(noScene.stderr.contains("--watch needs a scene file to watch"))
        let portAlone = try reel.run(["render", "--port", "8000"])
        #expect(portAlone.status == 2)
        #expect(portAlone.stderr.contains("--port serves the --watch page; add --watch"))
    }

    @Test func initWritesAPackageAndRefusesAFolderInUse() throws {
        let parent = try TestFolders.temporary(prefix: "cli-init")
        let created = try reel.run(["init", "cards", "--layoutreel", "https://example.com/LayoutReel.git"], in: parent)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.hasPrefix("Created package 'Cards' in cards/ (10 files)\n"))
        let manifest = try String(contentsOf: parent.appendingPathComponent("cards/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://example.com/LayoutReel.git\", branch: \"main\")"))

        let again = try reel.run(["init", "cards"], in: parent)
        #expect(again.status == 2)
        #expect(
            again.stderr.contains(
                "reel: error: cards is not empty (.github, .gitignore, Makefile, …); give a new or empty folder"))
        #expect(again.stdout.isEmpty)
    }
}
