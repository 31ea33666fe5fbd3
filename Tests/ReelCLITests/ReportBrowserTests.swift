import Foundation
import TestSupport
import Testing

/// The HTML report in a real headless browser, whenever one is there: `make test` installs
/// Debian's `chromium-headless-shell`, so CI runs this.
///
/// By default the first of `chromium-headless-shell` and `chromium` on `PATH` is used, and the
/// test is skipped (with a note) when there is neither. `REEL_BROWSER` set to a path picks
/// another binary; `REEL_BROWSER=0` skips the test. The page is loaded
/// in an iframe of a small harness page, which checks that every image decoded (and reads a
/// pixel of one through a canvas), moves the slider and presses the blink button, and writes
/// what it saw into its own DOM;
/// `--dump-dom` prints that.
@Suite("reel verify --report in a headless browser (REEL_BROWSER=0 skips)")
struct ReportBrowserTests {
    static let browser: String? = DevToolsBrowser.executable

    static let harness = """
        <!doctype html><html><body><pre id="out">not run</pre>
        <iframe id="report" src="report/report.html" width="1000" height="800"></iframe>
        <script>
        document.getElementById('report').addEventListener('load', function () {
          var doc = this.contentDocument, out = [];
          var images = Array.from(doc.images);
          var decoded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
          out.push('images ' + images.length + ' decoded ' + decoded);
          var canvas = document.createElement('canvas');
          canvas.width = 200; canvas.height = 280;
          var context = canvas.getContext('2d');
          context.drawImage(doc.querySelector('img.expected'), 0, 0);
          out.push('pixel ' + Array.from(context.getImageData(2, 2, 1, 1).data).join(','));
          out.push('sizes ' + Array.from(new Set(images.map(i => i.naturalWidth + 'x' + i.naturalHeight))).join(','));
          var compare = doc.querySelector('.compare');
          var over = compare.querySelector('.over'), slider = compare.querySelector('.slider');
          var button = compare.querySelector('.blink');
          out.push('start ' + over.style.clipPath);
          slider.value = '80';
          slider.dispatchEvent(new Event('input'));
          out.push('slid ' + over.style.clipPath);
          button.click();
          out.push('blink ' + over.style.clipPath + ' ' + button.textContent);
          button.click();
          out.push('stopped ' + over.style.clipPath + ' ' + button.textContent);
          document.getElementById('out').textContent = out.join('\\n');
        });
        </script></body></html>
        """

    @Test(
        .enabled(
            if: browser != nil,
            "no chromium-headless-shell or chromium on PATH (or REEL_BROWSER=0); make test installs one"))
    func imagesDecodeAndTheSliderAndBlinkWork() throws {
        let browser = try #require(Self.browser)
        let work = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: work) }
        let original = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/scenes/golden-parabolic.yaml"),
            encoding: .utf8)
        let scene = work.appendingPathComponent("parabolic.yaml")
        try original.replacingOccurrences(of: "scaleAtVertex: 0.8", with: "scaleAtVertex: 0.75")
            .write(to: scene, atomically: true, encoding: .utf8)
        let verify = try reel.run([
            "verify", scene.path, "--golden", PackagePaths.golden.appendingPathComponent("parabolic").path,
            "--failures", work.appendingPathComponent("f").path, "--report", work.appendingPathComponent("report").path,
        ])
        #expect(verify.status == 1)
        let page = work.appendingPathComponent("harness.html")
        try Self.harness.write(to: page, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        // 6 frames × (expected, diff, actual, and the two stacked in the comparison), all 200×280.
        #expect(dom.contains("images 30 decoded 30"))
        #expect(dom.contains("sizes 200x280\n"))
        // The scene's background, #1C1C1E, opaque: the PNG decoded to its pixels.
        #expect(dom.contains("pixel 28,28,30,255\n"))
        #expect(dom.contains("start inset(0px 50% 0px 0px)"))
        #expect(dom.contains("slid inset(0px 20% 0px 0px)"))
        #expect(dom.contains("blink inset(0px) Stop") || dom.contains("blink inset(0px 0% 0px 0px) Stop"))
        #expect(dom.contains("stopped inset(0px 20% 0px 0px) Blink"))
    }
}
