import Reel

/// The watch page. Live (when the server has a scene to scroll, `/live/info`): the frame at any
/// offset, drawn by the server as you drag, fling, replay or scrub, with the inspector beside it
/// (``LivePageScript``). Flipbook: plays the render's frames. Both wait on `/version?after=N`
/// (the server answers as soon as a render publishes) and, when the version moves, load
/// `/state.json` and the new frames before swapping them in — the first frames of a render as
/// soon as they are drawn, then the whole set; an error from the last render is shown over the
/// frames it kept, and the live view is started again on the new scene.
enum FlipbookPage {
    /// The variant controls: a button per device preset, direction, appearance, Dynamic Type
    /// and item count pick the variant; "side by side" adds the chosen one as another pane of
    /// the grid; the list, as `--variants` takes it, can be typed too (``LivePageScript``).
    static var variantControls: String {
        let devices = DeviceSpec.presets.map { preset in
            let size =
                "\(NumberText.short(Double(preset.device.size.width))) × \(NumberText.short(Double(preset.device.size.height))) pt"
            return
                "<button class=\"device\" data-device=\"\(preset.key)\" title=\"\(HTML.escape(preset.device.name)), \(size)\">\(preset.key)</button>"
        }
        let types = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        return """
            <span>variant:</span><button class="device" id="asWritten" data-device="" title="the scene's own size">as written</button>
            \(devices.joined(separator: "\n"))
            <select id="direction" title="layout direction"><option value="">direction: as written</option><option value="ltr">LTR</option><option value="rtl">RTL</option></select>
            <select id="appearance" title="appearance"><option value="">appearance: as written</option><option value="light">light</option><option value="dark">dark</option></select>
            <select id="type" title="Dynamic Type size"><option value="">Dynamic Type: as written</option>\(types.map { "<option value=\"\($0)\">\($0)</option>" }.joined())</select>
            <label>items <input id="items" type="number" min="0" max="100000" step="1" style="width: 5em" placeholder="as written"></label>
            <label><input id="sideBySide" type="checkbox"> side by side</label>
            <button id="addVariant" title="add the chosen variant as a pane">Add pane</button>
            <span id="panes"></span>
            <input id="variantList" placeholder="variants, as --variants takes them: iphone-se, ipad+rtl" title="Enter applies">
            """
    }

    static func html(title: String) -> String {
        let escaped = HTML.escape(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escaped) — reel (live)</title>
            <style>
            body { margin: 0; font: 14px -apple-system, system-ui, sans-serif; background: #1c1c1e; color: #f2f2f7; }
            header { padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
            main { display: flex; gap: 12px; align-items: flex-start; padding: 0 12px; }
            #stage { position: relative; display: inline-block; }
            #frame, #live { display: block; max-height: calc(100vh - 90px); background: #fff; }
            #overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; touch-action: none; cursor: grab; }
            #error { display: none; position: absolute; inset: 0; margin: 0; padding: 16px; overflow: auto; z-index: 2;
              background: rgba(60, 0, 0, 0.85); color: #fff; font: 13px ui-monospace, monospace; white-space: pre-wrap; }
            #status, #readout { color: #8e8e93; }
            #side { min-width: 300px; max-width: 420px; font: 12px ui-monospace, monospace; }
            #inspector table { border-collapse: collapse; } #inspector th { text-align: left; color: #8e8e93; font-weight: normal; padding: 2px 8px 2px 0; vertical-align: top; }
            #yaml { white-space: pre; max-height: 40vh; overflow: auto; color: #c7c7cc; }
            body[data-mode="flipbook"] .live, body[data-mode="live"] .flipbook { display: none; }
            #variantBar { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
            #variantBar button[aria-pressed="true"] { background: #0a84ff; color: #fff; }
            #variantBar[data-switchable="false"] { opacity: 0.5; pointer-events: none; }
            #panes button { font-size: 12px; } #variantList { width: 22em; }
            </style>
            </head>
            <body data-mode="flipbook">
            <header>
            <button id="mode">Flipbook</button>
            <span class="flipbook"><button id="play">Pause</button>
            <input id="slider" type="range" min="0" max="0" value="0"></span>
            <span class="live"><label><input id="outlines" type="checkbox"> all frames</label>
            <label><input id="rects" type="checkbox"> visible rect · content size</label>
            <button id="record">Record</button> <button id="replay">Replay</button>
            <input id="timeline" type="range" min="0" max="0" value="0" title="scrub the recording">
            <select id="format"><option value="apng">APNG</option><option value="gif">GIF</option><option value="webp">WebP</option>
            <option value="mp4">MP4</option><option value="yaml">scene track (YAML)</option></select>
            <button id="export">Export</button></span>
            <span id="status">waiting for the first render…</span>
            <div id="variantBar" class="live">\(variantControls)</div>
            </header>
            <main>
            <div id="stage"><img id="frame" class="flipbook" alt=""><canvas id="live" class="live"></canvas>
            <canvas id="overlay" class="live"></canvas><pre id="error"></pre></div>
            <div id="side" class="live"><div id="readout"></div><div id="inspector"></div><pre id="yaml"></pre></div>
            </main>
            <script>
            let frames = [], index = 0, playing = true, version = -1, fps = 30, timer = null;
            const img = document.getElementById('frame'), slider = document.getElementById('slider');
            const errorBox = document.getElementById('error'), status = document.getElementById('status');
            const modeButton = document.getElementById('mode');
            function showMode(isLive) { document.body.dataset.mode = isLive ? 'live' : 'flipbook';
              modeButton.textContent = isLive ? 'Flipbook' : 'Live'; }
            modeButton.onclick = () => showMode(document.body.dataset.mode !== 'live' && !!window.reelLive.info);
            function show(i) { if (!frames.length) return; index = (i + frames.length) % frames.length;
              img.src = frames[index].src; slider.value = index; }
            function restart() { clearInterval(timer);
              timer = setInterval(() => { if (playing && document.body.dataset.mode === 'flipbook') show(index + 1); }, 1000 / fps); }
            document.getElementById('play').onclick = (e) => { playing = !playing;
              e.target.textContent = playing ? 'Pause' : 'Play'; };
            slider.oninput = () => { playing = false; document.getElementById('play').textContent = 'Play';
              show(Number(slider.value)); };
            async function load(v) {
              const state = await (await fetch('/state.json?v=' + v, {cache: 'no-store'})).json();
              const images = await Promise.all(state.frames.map((name) => new Promise((done) => {
                const image = new Image(); image.onload = image.onerror = () => done(image);
                image.src = '/frames/' + name + '?v=' + state.version; })));
              if (state.frames.length) { frames = images; slider.max = frames.length - 1; }
              fps = state.fps || 30; restart(); show(Math.min(index, frames.length - 1));
              errorBox.textContent = state.error || ''; errorBox.style.display = state.error ? 'block' : 'none';
              status.textContent = (state.error ? 'render failed; showing the last good frames' :
                state.complete ? frames.length + ' frames' : 'drawing: ' + frames.length + ' of ' + state.expected +
                ' frames') + ' · version ' + state.version + ' · ' + new Date().toLocaleTimeString();
              document.body.dataset.version = state.version;
              document.body.dataset.complete = state.complete;
              if (state.complete && !state.error) startLive(state.version);
            }
            async function poll() {
              let wait = 0;
              try { const v = Number(await (await fetch('/version?after=' + version, {cache: 'no-store'})).text());
                if (v !== version) { version = v; await load(v); } }
              catch (e) { status.textContent = 'reel is not running (' + e.message + ')'; wait = 1000; }
              setTimeout(poll, wait);
            }
            \(LivePageScript.source)
            poll();
            </script>
            </body>
            </html>

            """
    }
}
