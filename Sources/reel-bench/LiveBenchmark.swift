import Foundation
import TestSupport

/// `reel-bench --only live`: the live page (issue 29) in a real browser. A `reel render --watch`
/// (the release build beside reel-bench, or `--reel`) serves Fixtures/live/fifty.yaml — a flow
/// grid showing 50 cells at once on a 390 × 844 canvas at 2× — and headless Chromium, driven
/// through the DevTools protocol, drags the grid for two seconds (a pointer move every 1/60 s)
/// and then flings it, on a 2× screen (780 × 1688 px frames) and on a 1× one (390 × 844). Reported, min and median over the runs: the frames the page drew per
/// second during each gesture, and how far the drawn frames trail the pointer — for every new
/// offset the pointer (or the fling's animation) asked for, the frames the page drew before it
/// drew one asked for at or after that moment (0 or 1: never more than one frame behind), and
/// the same in milliseconds. Wall time; the machine's load average is printed beside it.
///
/// Skipped, with the reason, without `chromium-headless-shell` or `chromium` (`make bench`
/// installs chromium-headless-shell; `REEL_BROWSER=0` skips) or without the reel executable.
struct LiveBenchmark {
    let runs: Int
    /// The `reel` to measure; nil: the one beside reel-bench.
    var reel: String?

    /// The drag's pointer moves, one every 1/``movesPerSecond`` s: two seconds.
    static let moves = 120
    static let movesPerSecond = 60.0

    func report() throws -> [String] {
        let title = "Live page — Fixtures/live/fifty.yaml (50 cells shown, 390 × 844 points at 2×), headless Chromium"
        guard let browserPath = DevToolsBrowser.executable else {
            return [
                title,
                "  skipped: no chromium-headless-shell or chromium on PATH (or REEL_BROWSER=0); `make bench` installs chromium-headless-shell",
            ]
        }
        let reelPath =
            reel
            ?? Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("reel").path ?? "reel"
        guard FileManager.default.isExecutableFile(atPath: reelPath) else {
            return [
                title, "  skipped: no reel executable at \(reelPath) (make bench builds it; --reel PATH picks one)",
            ]
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-bench-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("fifty.yaml")
        try Data(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/live/fifty.yaml")).write(to: scene)

        let server = try WatchProcess(reel: reelPath, scene: scene, out: folder.appendingPathComponent("out"))
        defer { server.stop() }
        let browser = try DevToolsBrowser(executable: browserPath, width: 1000, height: 1000)
        defer { browser.close() }
        var lines = [title + ", \(runs) runs, reel at \(reelPath)"]
        // A 2× screen gets the scene's own 780 × 1688 frames; a 1× screen 390 × 844 ones (the page
        // asks for its screen's pixels per point).
        for scale in [2, 1] {
            try browser.send(
                "Emulation.setDeviceMetricsOverride",
                ["width": 1000, "height": 1000, "deviceScaleFactor": scale, "mobile": false])
            try browser.send("Page.navigate", ["url": server.address])
            guard
                try browser.wait(
                    for: "document.body.dataset.live === 'on' && reelLive.drawn >= 1 && reelLive.scale === \(scale)",
                    seconds: 60)
            else {
                return lines + ["  failed: the live page did not start at \(server.address)"]
            }
            let size = try browser.evaluate("liveCanvas.width + ' × ' + liveCanvas.height") as? String ?? "?"
            // As the page runs (the next frame asked for once the last is drawn), and pipelined
            // (asked for while the last decodes).
            for pipelined in [false, true] {
                try browser.evaluate("reelLive.pipelined = \(pipelined); true")
                let mode = pipelined ? "pipelined" : "one at a time"
                lines += try measure(browser).map { "  \(scale)× screen (\(size) px), \(mode): " + $0 }
            }
        }
        return lines
    }

    /// `runs` drags and flings on the page as it is (its screen set), summarised.
    private func measure(_ browser: DevToolsBrowser) throws -> [String] {
        var dragFPS = BenchSamples()
        var flingFPS = BenchSamples()
        var worstFrames = 0.0
        var dragLag = BenchSamples()
        var flingLag = BenchSamples()
        var split: [Double] = []
        for _ in 0..<runs {
            let drag = try self.drag(browser)
            dragFPS.add(drag.fps)
            dragLag.add(drag.worstMilliseconds / 1000)
            worstFrames = max(worstFrames, drag.worstFrames)
            let fling = try self.fling(browser)
            flingFPS.add(fling.fps)
            flingLag.add(fling.worstMilliseconds / 1000)
            worstFrames = max(worstFrames, fling.worstFrames)
            split = drag.split
        }
        var lines = [
            "drag (a pointer move every 1/60 s for 2 s): " + Self.rate(dragFPS),
            "fling (released at 3 points/ms, run to rest): " + Self.rate(flingFPS),
            "frames drawn after the pointer moved before its offset was, worst of all runs: "
                + String(format: "%.0f", worstFrames) + "; worst lag per run: drag " + dragLag.milliseconds
                + ", fling " + flingLag.milliseconds,
        ]
        if split.count == 2 {
            lines.append(
                "per frame (last drag): request to body received " + String(format: "%.1f", split[0])
                    + " ms, then decoded and drawn " + String(format: "%.1f", split[1]) + " ms")
        }
        return lines
    }

    /// "min 45.2, median 47.0 frames/s".
    static func rate(_ samples: BenchSamples) -> String {
        "min " + String(format: "%.1f", samples.minimum) + ", median " + String(format: "%.1f", samples.median)
            + " frames/s"
    }

    /// What one gesture measured.
    struct Gesture {
        var fps: Double
        var worstFrames: Double
        var worstMilliseconds: Double
        var split: [Double]
    }

    /// The page point of canvas point (`x`, `y`), and points per canvas point.
    private func page(_ browser: DevToolsBrowser, _ x: Double, _ y: Double) throws -> (Double, Double, Double) {
        let rect =
            try browser.evaluate(
                "(() => { const r = overlay.getBoundingClientRect(); return [r.left, r.top, r.width / reelLive.info.canvas.width]; })()"
            ) as? [Double] ?? [0, 0, 1]
        return (rect[0] + x * rect[2], rect[1] + y * rect[2], rect[2])
    }

    /// Back to offset 0, drawn, with a fresh trace.
    private func reset(_ browser: DevToolsBrowser) throws {
        try browser.evaluate("reelLive.offsets[0].y = 0; pump(); true")
        _ = try browser.wait(
            for: "reelLive.motion === null && !reelLive.inFlight && reelLive.shownKey === offsetsKey()")
        try browser.evaluate(
            "reelLive.trace = {sets: [], draws: []}; reelLive.fetchMs = 0; reelLive.decodeMs = 0; reelLive.requested = 0; reelLive.drawn = 0; true"
        )
    }

    /// A two-second drag upwards, a move every 1/60 s, held still before the release (no fling).
    private func drag(_ browser: DevToolsBrowser) throws -> Gesture {
        try reset(browser)
        let (x, y, scale) = try page(browser, 200, 780)
        let moves = Self.moves
        // 700 points in all: a new offset on every move.
        let step = 700.0 / Double(moves) * scale
        try browser.mouse("mousePressed", x: x, y: y)
        let start = Date()
        for move in 1...moves {
            let due = start.addingTimeInterval(Double(move) / Self.movesPerSecond)
            let wait = due.timeIntervalSinceNow
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            try browser.mouse("mouseMoved", x: x, y: y - step * Double(move), pressed: true)
        }
        Thread.sleep(forTimeInterval: 0.15)
        try browser.mouse("mouseReleased", x: x, y: y - step * Double(moves))
        _ = try browser.wait(
            for: "reelLive.motion === null && !reelLive.inFlight && reelLive.shownKey === offsetsKey()")
        return try measured(browser)
    }

    /// A quick drag (150 points in 50 ms) released: the page flings to where the layout says.
    private func fling(_ browser: DevToolsBrowser) throws -> Gesture {
        try reset(browser)
        let (x, y, scale) = try page(browser, 200, 700)
        let start = Date().timeIntervalSince1970
        try browser.evaluate("reelLive.lastFling = undefined; true")
        try browser.mouse("mousePressed", x: x, y: y, time: start)
        for step in 1...5 {
            try browser.mouse(
                "mouseMoved", x: x, y: y - 150 * scale * Double(step) / 5, pressed: true,
                time: start + 0.01 * Double(step))
        }
        try browser.mouse("mouseReleased", x: x, y: y - 150 * scale, time: start + 0.05)
        _ = try browser.wait(for: "reelLive.lastFling !== undefined")
        // Only the fling's own frames count: the trace starts again as its motion starts.
        try browser.evaluate(
            "reelLive.trace = {sets: [], draws: []}; reelLive.fetchMs = 0; reelLive.decodeMs = 0; true")
        _ = try browser.wait(
            for: "reelLive.motion === null && !reelLive.inFlight && reelLive.shownKey === offsetsKey()", seconds: 30)
        return try measured(browser)
    }

    /// The trace's figures: frames drawn per second between the first and last new offset, and
    /// for each new offset the frames drawn before one asked for at or after it.
    private func measured(_ browser: DevToolsBrowser) throws -> Gesture {
        let result =
            try browser.evaluate(
                """
                (() => {
                  const t = reelLive.trace, sets = t.sets, draws = t.draws;
                  if (sets.length < 2 || draws.length < 2) return [0, 0, 0, 0, 0];
                  const first = sets[0], last = draws[draws.length - 1].shown;
                  const counted = draws.filter((d) => d.shown >= first);
                  const fps = (counted.length - 1) * 1000 / (last - counted[0].shown);
                  let worstFrames = 0, worstMs = 0;
                  for (const s of sets) {
                    const caught = draws.find((d) => d.asked >= s);
                    if (!caught) continue;
                    const between = draws.filter((d) => d.shown > s && d.shown < caught.shown).length;
                    worstFrames = Math.max(worstFrames, between); worstMs = Math.max(worstMs, caught.shown - s);
                  }
                  const n = reelLive.requested || 1, drawn = reelLive.drawn || 1;
                  return [fps, worstFrames, worstMs, reelLive.fetchMs / n, reelLive.decodeMs / drawn];
                })()
                """) as? [Double] ?? [0, 0, 0, 0, 0]
        return Gesture(
            fps: result[0], worstFrames: result[1], worstMilliseconds: result[2],
            split: [result[3], result[4]])
    }
}

/// `reel render SCENE --watch` as a child process, and the address it serves.
final class WatchProcess {
    private let process = Process()
    /// The page's address, as reel printed it.
    let address: String

    /// Starts `reel render SCENE --watch --out OUT` and waits (up to a minute) for its address.
    init(reel: String, scene: URL, out: URL) throws {
        process.executableURL = URL(fileURLWithPath: reel)
        process.arguments = ["render", scene.path, "--watch", "--out", out.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        var found: String?
        while found == nil, Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: "http://127.0.0.1:") {
                let rest = text[range.lowerBound...].prefix { !$0.isWhitespace }
                if rest.hasSuffix("/") { found = String(rest) }
            }
        }
        let handle = output.fileHandleForReading
        Thread.detachNewThread { while !handle.availableData.isEmpty {} }
        guard let found else {
            process.terminate()
            throw BenchFailure("reel render --watch printed no address: \(text.suffix(300))")
        }
        address = found
    }

    /// Ends reel (SIGTERM: a SIGINT is ignored when reel-bench runs in a shell's background).
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

/// A benchmark that could not run.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
