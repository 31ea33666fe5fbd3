import Foundation
import Reel
import TestSupport
import Testing

@testable import ReelWatch

/// The live page in a real headless Chromium, driven through the DevTools protocol: a slow drag
/// scrolls by exactly the distance dragged, a drag past the start rubber-bands by UIScrollView's
/// formula and bounces back, a quick drag flings to where the layout says, a hover shows the
/// element's attributes, and the canvas holds the very pixels `reel render` wrote for the same
/// offset. Skipped (with a note) without `chromium-headless-shell` or `chromium` on `PATH`, or
/// with `REEL_BROWSER=0`.
@Suite("The live page in headless Chromium (REEL_BROWSER=0 skips)", .serialized, .timeLimit(.minutes(3)))
struct LiveBrowserTests {
    /// Fixtures/live/fifty.yaml: a flow grid that shows 50 cells at once (10 rows of 5) on a
    /// 390 × 844 canvas at 2×.
    static var scene: String {
        get throws {
            try String(
                contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/live/fifty.yaml"), encoding: .utf8)
        }
    }

    /// A watch session of ``scene`` serving on a free port, and the browser on its page with the
    /// live view drawn.
    static func open(_ folder: URL) throws -> (WatchSession, DevToolsBrowser) {
        let sceneFile = folder.appendingPathComponent("fifty.yaml")
        try Self.scene.write(to: sceneFile, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let session = try WatchSession(paths: [sceneFile], ignoring: [out]) {
            try SceneWatch.render(
                sceneFile: sceneFile,
                options: RenderOptions(outputDirectory: out, outputs: [.png], progress: .quiet))
        }
        Thread.detachNewThread { session.run() }
        let browser = try DevToolsBrowser(executable: try #require(DevToolsBrowser.executable))
        // A 2× screen, so that the page asks for the scene's own 2× frames.
        try screen(browser, scale: 2)
        try browser.send("Page.navigate", ["url": session.server.address])
        return (session, browser)
    }

    /// Makes the browser's screen `scale` device pixels per CSS pixel (1000 × 1000 CSS pixels).
    static func screen(_ browser: DevToolsBrowser, scale: Double) throws {
        try browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": 1000, "height": 1000, "deviceScaleFactor": scale, "mobile": false])
    }

    /// The page point of canvas point (`x`, `y`).
    static func page(_ browser: DevToolsBrowser, _ x: Double, _ y: Double) throws -> (Double, Double) {
        let rect = try #require(
            try browser.evaluate(
                "(() => { const r = overlay.getBoundingClientRect(); return [r.left, r.top, r.width / 390]; })()")
                as? [Double])
        return (rect[0] + x * rect[2], rect[1] + y * rect[2])
    }

    /// Drags from canvas point `from` along y by `distance` points in `steps` moves `pause`
    /// seconds apart, then holds still `hold` seconds and releases (unless `release` is false).
    /// The events carry those times, so the gesture's speed is the same on a busy machine.
    static func drag(
        _ browser: DevToolsBrowser, x: Double, from: Double, by distance: Double, steps: Int, pause: Double,
        hold: Double, release: Bool = true
    ) throws {
        let (px, py) = try page(browser, x, from)
        let scale = try page(browser, 0, 1).1 - page(browser, 0, 0).1
        let start = Date().timeIntervalSince1970
        try browser.mouse("mousePressed", x: px, y: py, time: start)
        for step in 1...steps {
            Thread.sleep(forTimeInterval: 0.01)
            try browser.mouse(
                "mouseMoved", x: px, y: py + distance * scale * Double(step) / Double(steps), pressed: true,
                time: start + pause * Double(step))
        }
        Thread.sleep(forTimeInterval: 0.05)
        if release {
            try browser.mouse(
                "mouseReleased", x: px, y: py + distance * scale, time: start + pause * Double(steps) + hold)
        }
    }

    static func offsetY(_ browser: DevToolsBrowser) throws -> Double {
        try #require(try browser.evaluate("reelLive.offsets[0].y") as? Double)
    }

    /// Waits until the page drew the offsets it wants and no motion runs.
    static func settle(_ browser: DevToolsBrowser) throws -> Bool {
        try browser.wait(
            for: "reelLive.motion === null && !reelLive.inFlight && reelLive.shownKey === offsetsKey()")
    }

    @Test(
        .enabled(
            if: DevToolsBrowser.executable != nil,
            "no chromium-headless-shell or chromium on PATH (or REEL_BROWSER=0); make test installs one"))
    func dragFlingRubberBandHoverAndPixels() throws {
        let folder = try TestFolders.temporary(prefix: "live-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (session, browser) = try Self.open(folder)
        defer {
            browser.close()
            session.stop()
        }
        #expect(try browser.wait(for: "document.body.dataset.live === 'on' && reelLive.drawn >= 1"))
        #expect(try Self.offsetY(browser) == 0)

        // The canvas holds the pixels reel render wrote for frame 0 (offset 0), every one of them.
        let differing =
            try browser.evaluate(
                """
                (async () => {
                  const image = new Image(); image.src = '/frames/frame-0000.png';
                  await image.decode();
                  const c = document.createElement('canvas'); c.width = image.width; c.height = image.height;
                  const x = c.getContext('2d'); x.drawImage(image, 0, 0);
                  const a = x.getImageData(0, 0, c.width, c.height).data;
                  const b = liveContext.getImageData(0, 0, liveCanvas.width, liveCanvas.height).data;
                  if (a.length !== b.length) return -1;
                  let n = 0; for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
                  return n;
                })()
                """) as? Int
        #expect(differing == 0)

        // A slow drag (then a pause, so the release has no velocity) scrolls by the distance.
        try Self.drag(browser, x: 200, from: 700, by: -300, steps: 15, pause: 0.02, hold: 0.2)
        #expect(try Self.settle(browser))
        #expect(try Self.offsetY(browser) == 300)
        #expect(try browser.evaluate("document.body.dataset.offsets") as? String == "0,300")

        // Past the start, the content follows by UIScrollView's rubber band, then bounces back.
        try browser.evaluate("reelLive.offsets[0].y = 0; pump(); true")
        #expect(try Self.settle(browser))
        try Self.drag(browser, x: 200, from: 100, by: 200, steps: 10, pause: 0.02, hold: 0.2, release: false)
        #expect(try browser.wait(for: "reelLive.offsets[0].y < -90 && reelLive.shownKey === offsetsKey()"))
        let banded = -(1 - 1 / (200 * 0.55 / 844 + 1)) * 844
        let stretched = try Self.offsetY(browser)
        #expect(abs(stretched - banded) < 0.01)
        let (px, py) = try Self.page(browser, 200, 300)
        try browser.mouse("mouseReleased", x: px, y: py)
        #expect(try Self.settle(browser))
        let bounced = try Self.offsetY(browser)
        #expect(bounced == 0)

        // A quick drag flings: the page runs the layout's trajectory to its rest offset.
        try browser.evaluate("reelLive.lastFling = undefined; true")
        try Self.drag(browser, x: 200, from: 700, by: -150, steps: 5, pause: 0.01, hold: 0)
        #expect(try browser.wait(for: "reelLive.lastFling !== undefined"))
        let fling = try #require(try browser.evaluate("reelLive.lastFling") as? [String: Any])
        let start = try #require((fling["start"] as? [Double])?[1])
        let target = try #require((fling["target"] as? [Double])?[1])
        let velocity = try #require((fling["velocity"] as? [Double])?[1])
        // 150 points in 50 ms against the finger: 3 points per millisecond.
        #expect(abs(velocity - 3) < 0.01)
        // The flow layout keeps the projection: start + v / −ln 0.998, clamped to the content.
        let projected = min(max(0, start - velocity / log(0.998)), 3364 - 844)
        #expect(abs(target - projected) < 0.01)
        #expect(target > start + 100)
        var framesPerSecond = 0.0
        _ = try browser.wait(for: "Number(document.body.dataset.fps) > 0 || reelLive.motion === null")
        Thread.sleep(forTimeInterval: 0.5)
        framesPerSecond = Double(try browser.evaluate("liveFps()") as? Int ?? 0)
        #expect(try Self.settle(browser))
        #expect(abs(try Self.offsetY(browser) - target) < 0.01)
        print("live page: fling drew at \(framesPerSecond) frames/s")

        // Two seconds of scrolling that always wants a new offset: how many frames a second the
        // page draws (each asked of the server and drawn as it comes back, one in flight).
        let achieved = try #require(
            try browser.evaluate(
                """
                (async () => {
                  const before = reelLive.drawn, asked = reelLive.requested, start = performance.now();
                  reelLive.fetchMs = 0; reelLive.decodeMs = 0;
                  while (performance.now() - start < 2000) {
                    reelLive.offsets[0].y = 500 + ((performance.now() - start) * 0.7) % 1500; pump();
                    await new Promise((r) => requestAnimationFrame(r));
                  }
                  const n = reelLive.requested - asked;
                  console.info('fetch ms ' + reelLive.fetchMs / n + ' decode+draw ms ' + reelLive.decodeMs / (reelLive.drawn - before));
                  window.liveTimes = [reelLive.fetchMs / n, reelLive.decodeMs / (reelLive.drawn - before)];
                  return (reelLive.drawn - before) * 1000 / (performance.now() - start);
                })()
                """) as? Double)
        let split = try browser.evaluate("window.liveTimes") as? [Double] ?? []
        print(
            "live page: \(String(format: "%.1f", achieved)) frames/s while scrolling for 2 s; "
                + "ms per frame: request \(split.map { String(format: "%.1f", $0) })")
        #expect(achieved > 2)

        // Hovering the first cell shows its attributes; the same numbers the layout gives.
        try browser.evaluate("reelLive.offsets[0].y = 0; pump(); true")
        #expect(try Self.settle(browser))
        let (hx, hy) = try Self.page(browser, 45, 44)
        try browser.mouse("mouseMoved", x: hx, y: hy)
        #expect(try browser.wait(for: "reelLive.inspected !== null"))
        func cell(_ key: String) throws -> String? {
            try browser.evaluate("document.querySelector('#inspector [data-key=\(key)] td').textContent") as? String
        }
        #expect(try cell("indexPath") == "[0, 0]")
        #expect(try cell("category") == "cell · —")
        #expect(try cell("frame") == "x 12 y 8 w 62 h 72")
        #expect(try cell("center") == "x 43 y 44")
        #expect(try cell("size") == "62 × 72")
        #expect(try cell("alpha") == "1")
        #expect(try cell("zIndex") == "0")
        #expect(try cell("isHidden") == "false")
        #expect(try cell("scale") == "1, 1, 1")
        // The overlay outlines it: a blue pixel on its top edge (canvas pixels at scale 2).
        let edge =
            try browser.evaluate(
                "Array.from(overlayContext.getImageData(90, 16, 1, 1).data)") as? [Int]
        #expect(edge?[2] == 255 && (edge?[3] ?? 0) > 200)
    }

    /// The page point of the centre of the element `selector`.
    static func centre(_ browser: DevToolsBrowser, _ selector: String) throws -> (Double, Double) {
        let box = try #require(
            try browser.evaluate(
                "(() => { const r = document.querySelector('\(selector)').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
            ) as? [Double])
        return (box[0], box[1])
    }

    /// A click (press and release) at the centre of `selector`.
    static func click(_ browser: DevToolsBrowser, _ selector: String) throws {
        let (x, y) = try centre(browser, selector)
        try browser.mouse("mousePressed", x: x, y: y)
        try browser.mouse("mouseReleased", x: x, y: y)
    }

    @Test(
        .enabled(
            if: DevToolsBrowser.executable != nil,
            "no chromium-headless-shell or chromium on PATH (or REEL_BROWSER=0); make test installs one"))
    func aDeviceButtonRedrawsInThatDeviceAndSideBySidePanesScrollTogether() throws {
        let folder = try TestFolders.temporary(prefix: "live-variants")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (session, browser) = try Self.open(folder)
        defer {
            browser.close()
            session.stop()
        }
        #expect(try browser.wait(for: "document.body.dataset.live === 'on' && reelLive.drawn >= 1"))
        #expect(try browser.evaluate("liveCanvas.width + 'x' + liveCanvas.height") as? String == "780x1688")

        // Click the iPad: the canvas becomes the grid of one 834 × 1210 pane (16 around, 28 of
        // caption) at 2×, the frame is drawn in it, and the address keeps the choice.
        try Self.click(browser, "button.device[data-device=ipad]")
        #expect(try browser.wait(for: "reelLive.info.variants[0] === 'ipad' && reelLive.shownKey === offsetsKey()"))
        #expect(try browser.evaluate("liveCanvas.width + 'x' + liveCanvas.height") as? String == "1732x2540")
        #expect(try browser.evaluate("location.search") as? String == "?variants=ipad")
        #expect(
            try browser.evaluate(
                "document.querySelector('button.device[data-device=ipad]').getAttribute('aria-pressed')")
                as? String == "true")
        // The inspector's visible rect is the iPad's screen, where the pane sits on the canvas.
        try Self.click(browser, "#rects")
        #expect(try browser.wait(for: "!!document.querySelector('#inspector [data-key=visible]')"))
        #expect(
            try browser.evaluate("document.querySelector('#inspector [data-key=visible] td').textContent") as? String
                == "x 0 y 0 w 834 h 1210")
        // The drawn frame is the server's frame for the iPad, pixel for pixel, dark where RTL
        // and dark are chosen: the canvas left of the first column is UIKit's black.
        try browser.evaluate("document.getElementById('appearance').value = 'dark'; controlsChanged(); true")
        #expect(
            try browser.wait(for: "reelLive.info.variants[0] === 'ipad+dark' && reelLive.shownKey === offsetsKey()"))
        #expect(
            try browser.evaluate("Array.from(liveContext.getImageData(2 * 21, 2 * 244, 1, 1).data)") as? [Int] == [
                0, 0, 0, 255,
            ])

        // A reload keeps the variant.
        try browser.evaluate("window.before = true")
        try browser.send("Page.reload")
        #expect(try browser.wait(for: "!window.before && document.body.dataset.live === 'on' && reelLive.drawn >= 1"))
        #expect(try browser.evaluate("reelLive.info.variants.join()") as? String == "ipad+dark")
        #expect(try browser.evaluate("liveCanvas.width") as? Int == 1732)

        // Side by side: two devices, one drag scrolls both by the distance dragged.
        try browser.evaluate("window.before = true")
        try browser.send("Page.navigate", ["url": session.server.address + "?variants=iphone-se,%20ipad"])
        #expect(
            try browser.wait(
                for:
                    "!window.before && document.body.dataset.live === 'on' && reelLive.info.panes.length === 2 && reelLive.drawn >= 1"
            ))
        #expect(try browser.evaluate("document.getElementById('sideBySide').checked") as? Bool == true)
        let scale = try #require(
            try browser.evaluate("overlay.getBoundingClientRect().width / reelLive.info.canvas.width") as? Double)
        let origin = try #require(
            try browser.evaluate("(() => { const r = overlay.getBoundingClientRect(); return [r.left, r.top]; })()")
                as? [Double])
        // Inside the iPhone SE's pane (16, 44, 375 × 667), from 600 up by 200 points.
        let x = origin[0] + 200 * scale
        let y = origin[1] + 600 * scale
        let start = Date().timeIntervalSince1970
        try browser.mouse("mousePressed", x: x, y: y, time: start)
        for step in 1...10 {
            Thread.sleep(forTimeInterval: 0.01)
            try browser.mouse(
                "mouseMoved", x: x, y: y - 200 * scale * Double(step) / 10, pressed: true,
                time: start + 0.02 * Double(step))
        }
        try browser.mouse("mouseReleased", x: x, y: y - 200 * scale, time: start + 0.2 + 0.2)
        #expect(try Self.settle(browser))
        #expect(try browser.evaluate("reelLive.offsets.map((o) => o.y).join()") as? String == "200,200")
        // Adding a pane keeps the place: iPhone SE, iPad, and now RTL.
        try browser.evaluate("document.getElementById('direction').value = 'rtl'; true")
        try Self.click(browser, "#asWritten")
        try Self.click(browser, "#addVariant")
        #expect(try browser.wait(for: "reelLive.info.panes.length === 3 && reelLive.shownKey === offsetsKey()"))
        #expect(try browser.evaluate("reelLive.info.variants.join()") as? String == "iphone-se,ipad,rtl")
        #expect(try browser.evaluate("reelLive.offsets.map((o) => o.y).join()") as? String == "200,200,200")
        #expect(try browser.evaluate("location.search") as? String == "?variants=iphone-se%2C%20ipad%2C%20rtl")

        // On a 1× screen the page asks for 1× frames: a quarter of the pixels, shown the same size.
        try Self.screen(browser, scale: 1)
        try browser.evaluate("window.before = true")
        try browser.send("Page.navigate", ["url": session.server.address])
        #expect(try browser.wait(for: "!window.before && document.body.dataset.live === 'on' && reelLive.drawn >= 1"))
        #expect(try browser.evaluate("liveCanvas.width + 'x' + liveCanvas.height") as? String == "390x844")
        #expect(try browser.evaluate("reelLive.scale") as? Int == 1)
        #expect(try browser.evaluate("liveCanvas.getBoundingClientRect().width") as? Int == 390)
    }
}
