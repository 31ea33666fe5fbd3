import Foundation
import Reel
import TestSupport
import Testing

@testable import ReelWatch

@Suite("Watch sessions", .serialized)
struct WatchSessionTests {
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

    /// A session on a scene in a temporary folder, running on a thread of its own.
    static func start(_ folder: URL) throws -> (WatchSession, URL) {
        let sceneFile = folder.appendingPathComponent("rows.yaml")
        let out = folder.appendingPathComponent("out")
        let session = try WatchSession(paths: [sceneFile], ignoring: [out], interval: 0.05) {
            try SceneWatch.render(
                sceneFile: sceneFile,
                options: RenderOptions(outputDirectory: out, outputs: [.flipbook], progress: .quiet))
        }
        Thread.detachNewThread { session.run() }
        return (session, out)
    }

    static func state(_ port: UInt16) -> [String: Any]? {
        guard let reply = HTTP.get("/state.json", port: port) else { return nil }
        return try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any]
    }

    @Test func rendersAgainWhenTheSceneIsSavedByRename() throws {
        let folder = try TestFolders.temporary(prefix: "watch-session")
        let sceneFile = folder.appendingPathComponent("rows.yaml")
        try Self.scene(items: 10).write(to: sceneFile, atomically: false, encoding: .utf8)
        let (session, out) = try Self.start(folder)
        defer { session.stop() }
        #expect(waitUntil { session.server.version == 1 })
        #expect(
            Self.state(session.server.port)?["frames"] as? [String] == [
                "frame-0000.png", "frame-0001.png", "frame-0002.png",
            ])
        let first = try #require(HTTP.get("/frames/frame-0002.png", port: session.server.port)).body
        #expect(first == (try Data(contentsOf: out.appendingPathComponent("frame-0002.png"))))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("flipbook.html").path))

        // An editor's save: write a temporary file, then rename it over the scene.
        let temporary = folder.appendingPathComponent(".rows.yaml.swp")
        try Self.scene(items: 1).write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, sceneFile.path) == 0)
        #expect(waitUntil { session.server.version == 2 })
        let second = try #require(HTTP.get("/frames/frame-0002.png", port: session.server.port)).body
        #expect(second != first, "one row instead of ten draws another picture")
        #expect(second == (try Data(contentsOf: out.appendingPathComponent("frame-0002.png"))))
    }

    @Test func aBadSceneShowsItsErrorOverTheLastGoodFrames() throws {
        let folder = try TestFolders.temporary(prefix: "watch-error")
        let sceneFile = folder.appendingPathComponent("rows.yaml")
        try Self.scene(items: 4).write(to: sceneFile, atomically: true, encoding: .utf8)
        let (session, out) = try Self.start(folder)
        defer { session.stop() }
        #expect(waitUntil { session.server.version == 1 })
        let good = try Data(contentsOf: out.appendingPathComponent("frame-0000.png"))
        try Self.scene(items: 4).replacingOccurrences(of: "layout: table", with: "layout: tabel")
            .write(to: sceneFile, atomically: true, encoding: .utf8)
        #expect(waitUntil { session.server.version == 2 })
        let state = try #require(Self.state(session.server.port))
        let error = try #require(state["error"] as? String)
        #expect(error.contains("rows.yaml:5:"), "names the file and line: \(error)")
        #expect(error.contains("unknown layout 'tabel'"))
        #expect((state["frames"] as? [String])?.count == 3)
        #expect(HTTP.get("/frames/frame-0000.png", port: session.server.port)?.body == good)
        #expect(try Data(contentsOf: out.appendingPathComponent("frame-0000.png")) == good, "the folder is untouched")
        let leftovers = TestFolders.files(in: out).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no staging folder is left: \(leftovers)")
    }
}

@Suite("File watcher")
struct FileWatcherTests {
    @Test func reportsAFileAddedToAFolderAndIgnoresHiddenFiles() throws {
        let folder = try TestFolders.temporary(prefix: "watcher")
        let watcher = FileWatcher(paths: [folder], interval: 0.02)
        let before = watcher.snapshot()
        try Data("x".utf8).write(to: folder.appendingPathComponent(".hidden"))
        // The folder's own time changes when a hidden file is added, so compare files only.
        #expect(watcher.snapshot().keys.filter { $0.hasSuffix(".hidden") }.isEmpty)
        try Data("x".utf8).write(to: folder.appendingPathComponent("Layout.swift"))
        let after = watcher.waitForChange(since: before, deadline: Date().addingTimeInterval(5))
        #expect(after?.keys.contains(folder.appendingPathComponent("Layout.swift").standardizedFileURL.path) == true)
    }

    @Test func stopEndsAWait() throws {
        let folder = try TestFolders.temporary(prefix: "watcher-stop")
        let watcher = FileWatcher(paths: [folder], interval: 0.02)
        watcher.stop()
        #expect(watcher.waitForChange(since: watcher.snapshot()) == nil)
    }
}

@Suite("Watch sessions: a render's first frames on the page")
struct WatchSessionLiveFramesTests {
    static let png = FlipbookServerTests.png

    @Test func theFirstFrameIsShownBeforeTheRenderEnds() throws {
        let folder = try TestFolders.temporary(prefix: "watch-live")
        let drawnFirst = DispatchSemaphore(value: 0)
        let mayFinish = DispatchSemaphore(value: 0)
        let frames = (0..<3).map { folder.appendingPathComponent("frame-000\($0).png") }
        for (index, url) in frames.enumerated() { try (Self.png + Data([UInt8(index)])).write(to: url) }
        let session = try WatchSession(paths: [folder]) { (live: LiveFrames) in
            live.take(index: 0, of: 3, png: Self.png + Data([0]))
            drawnFirst.signal()
            mayFinish.wait()
            live.take(index: 1, of: 3, png: Self.png + Data([1]))
            live.take(index: 2, of: 3, png: Self.png + Data([2]))
            return RenderedOutputs(frames: frames, title: "rows")
        }
        defer { session.stop() }
        Thread.detachNewThread { session.renderOnce() }
        drawnFirst.wait()
        // The render is still drawing: the page has its first frame and knows two more are coming.
        let partial = try #require(WatchSessionTests.state(session.server.port))
        #expect(partial["frames"] as? [String] == ["frame-0000.png"])
        #expect(partial["expected"] as? Int == 3)
        #expect(partial["complete"] as? Bool == false)
        #expect(HTTP.get("/frames/frame-0000.png", port: session.server.port)?.body == Self.png + Data([0]))
        mayFinish.signal()
        #expect(waitUntil { WatchSessionTests.state(session.server.port)?["complete"] as? Bool == true })
        let whole = try #require(WatchSessionTests.state(session.server.port))
        #expect(whole["frames"] as? [String] == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        #expect(HTTP.get("/frames/frame-0002.png", port: session.server.port)?.body == Self.png + Data([2]))
    }

    @Test func aRenderThatFailsAfterItsFirstFramesPutsTheLastGoodOnesBack() throws {
        let folder = try TestFolders.temporary(prefix: "watch-live")
        let good = folder.appendingPathComponent("frame-0000.png")
        try (Self.png + Data([7])).write(to: good)
        struct Broken: Error, CustomStringConvertible { var description: String { "Layout.swift:3: trapped" } }
        nonisolated(unsafe) var fails = false
        let session = try WatchSession(paths: [folder]) { (live: LiveFrames) in
            if fails {
                live.take(index: 0, of: 2, png: Self.png + Data([9]))
                throw Broken()
            }
            return RenderedOutputs(frames: [good], title: "rows")
        }
        defer { session.stop() }
        #expect(session.renderOnce())
        fails = true
        #expect(!session.renderOnce())
        let state = try #require(WatchSessionTests.state(session.server.port))
        #expect(state["frames"] as? [String] == ["frame-0000.png"])
        #expect(state["complete"] as? Bool == true)
        #expect(state["error"] as? String == "Layout.swift:3: trapped")
        #expect(HTTP.get("/frames/frame-0000.png", port: session.server.port)?.body == Self.png + Data([7]))
    }
}
