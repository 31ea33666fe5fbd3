import Foundation
import Reel

extension VerificationReport {
    /// The report as one self-contained HTML page: no file or network is loaded (images are
    /// `data:` URIs, the style and script are inline), so it can be kept as a CI artifact and
    /// opened anywhere.
    ///
    /// Per golden set: its headline, the versions table (golden vs here), the environment and
    /// staleness findings, then every frame that did not match with its attribute changes, the
    /// expected, diff and actual images, and a comparison of expected and actual: a slider that
    /// uncovers the actual image over the expected one, and a blink button that alternates them.
    public func html() -> String {
        var page: [String] = []
        let title = summary
        page.append("<!doctype html>")
        page.append("<html lang=\"en\"><head><meta charset=\"utf-8\">")
        page.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.append("<title>reel verify: \(HTML.escape(title))</title>")
        page.append("<style>\(Self.style)</style></head><body>")
        page.append("<h1 id=\"summary\">\(HTML.escape(title))</h1>")
        page.append(
            "<p class=\"meta\">\(sets.count) golden set\(sets.count == 1 ? "" : "s") verified by reel (report format \(format)).</p>"
        )
        for (setIndex, set) in sets.enumerated() {
            page.append("<section class=\"set\" id=\"set-\(setIndex)\">")
            page.append("<h2>\(HTML.escape(set.headline))</h2>")
            var meta = "scene <b>\(HTML.escape(set.scene))</b> · record mode \(HTML.escape(set.mode))"
            if let shard = set.shard { meta += " · shard \(HTML.escape(shard))" }
            meta += " · \(set.matched) of \(set.total) frames match"
            page.append("<p class=\"meta\">\(meta)</p>")
            for line in set.environmentMismatch {
                page.append("<p class=\"warn\">rendering environment differs: \(HTML.escape(line))</p>")
            }
            for line in set.staleness { page.append("<p class=\"warn\">stale: \(HTML.escape(line))</p>") }
            for note in set.notes { page.append("<p class=\"note\">\(HTML.escape(note))</p>") }
            page.append(Self.versionsTable(set.versions))
            for (frameIndex, frame) in set.frames.enumerated() {
                page.append(Self.frameSection(frame, id: "set-\(setIndex)-frame-\(frameIndex)"))
            }
            page.append("</section>")
        }
        page.append("<script>\(Self.script)</script>")
        page.append("</body></html>")
        return page.joined(separator: "\n") + "\n"
    }

    private static func versionsTable(_ versions: [Version]) -> String {
        var rows = ["<table class=\"versions\"><thead><tr><th></th><th>golden</th><th>here</th></tr></thead><tbody>"]
        for version in versions {
            let differs = version.golden != nil && version.here != nil && version.golden != version.here
            rows.append(
                "<tr\(differs ? " class=\"differs\"" : "")><th>\(HTML.escape(version.name))</th>"
                    + "<td>\(HTML.escape(version.golden ?? "—"))</td><td>\(HTML.escape(version.here ?? "—"))</td></tr>")
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }

    private static func frameSection(_ frame: Frame, id: String) -> String {
        var lines = ["<article class=\"frame \(HTML.escape(frame.outcome))\" id=\"\(id)\">"]
        lines.append("<h3>\(HTML.escape(frame.key)) <span class=\"outcome\">\(HTML.escape(frame.outcome))</span></h3>")
        if let pixels = frame.pixels { lines.append("<p>\(HTML.escape(pixels))</p>") }
        if frame.outcome == "missing" { lines.append("<p>no golden for this offset</p>") }
        if !frame.changes.isEmpty {
            lines.append("<ul class=\"changes\">")
            lines += frame.changes.map { "<li>\(HTML.escape($0))</li>" }
            lines.append("</ul>")
        }
        let panels: [(String, Data?)] = [("expected", frame.expected), ("diff", frame.diff), ("actual", frame.actual)]
        if panels.contains(where: { $0.1 != nil }) {
            lines.append("<div class=\"panels\">")
            for (name, data) in panels {
                guard let data else { continue }
                lines.append(
                    "<figure><img class=\"\(name)\" alt=\"\(name) image of \(HTML.escape(frame.key))\" src=\"\(dataURI(data))\">"
                        + "<figcaption>\(name)</figcaption></figure>")
            }
            if let expected = frame.expected, let actual = frame.actual {
                lines.append("<figure class=\"compare\">")
                lines.append("<div class=\"stage\">")
                lines.append("<img class=\"under\" alt=\"expected\" src=\"\(dataURI(expected))\">")
                lines.append("<img class=\"over\" alt=\"actual\" src=\"\(dataURI(actual))\">")
                lines.append("</div>")
                lines.append(
                    "<figcaption>actual ◀ <input class=\"slider\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
                        + "aria-label=\"share of the actual image shown over the expected one\"> ▶ expected "
                        + "<button class=\"blink\" type=\"button\">Blink</button></figcaption>")
                lines.append("</figure>")
            }
            lines.append("</div>")
        }
        lines.append("</article>")
        return lines.joined(separator: "\n")
    }

    static func dataURI(_ png: Data) -> String { "data:image/png;base64," + png.base64EncodedString() }

    static let style = """
        body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}\
        h1{font-size:22px}h2{font-size:17px;margin-top:0}h3{font-size:15px;font-family:ui-monospace,monospace}\
        .set{background:#fff;border:1px solid #ddd;border-radius:8px;padding:16px;margin:16px 0}\
        .meta{color:#555}.warn{color:#a04000}.note{color:#555;font-style:italic}\
        .versions{border-collapse:collapse;margin:8px 0 16px}\
        .versions th,.versions td{border:1px solid #ddd;padding:2px 8px;text-align:left;font-family:ui-monospace,monospace}\
        .versions td{word-break:break-all;max-width:32em}.versions tr.differs td{background:#fff0e0}\
        .frame{border-top:1px solid #eee;padding-top:8px}.outcome{color:#b00;font-family:system-ui}\
        .changes{font-family:ui-monospace,monospace}\
        .panels{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}\
        figcaption{text-align:center;color:#555}\
        img{image-rendering:pixelated;max-width:100%;background:#fff;border:1px solid #ccc}\
        .stage{position:relative;display:inline-block;line-height:0}\
        .stage .over{position:absolute;left:0;top:0}.slider{width:8em;vertical-align:middle}
        """

    static let script = """
        document.querySelectorAll('.compare').forEach(function (compare) {
          var over = compare.querySelector('.over');
          var slider = compare.querySelector('.slider');
          var button = compare.querySelector('.blink');
          var timer = null;
          function show(percent) { over.style.clipPath = 'inset(0 ' + (100 - percent) + '% 0 0)'; }
          slider.addEventListener('input', function () { show(Number(slider.value)); });
          show(Number(slider.value));
          button.addEventListener('click', function () {
            if (timer !== null) {
              clearInterval(timer); timer = null; button.textContent = 'Blink'; show(Number(slider.value)); return;
            }
            var actual = false;
            function flip() { actual = !actual; show(actual ? 100 : 0); }
            flip(); timer = setInterval(flip, 500); button.textContent = 'Stop';
          });
        });
        """
}
