import Reel

/// The live flipbook page: plays the frames, waits on `/version?after=N` (the server answers as
/// soon as a render publishes) and, when the version moves, loads `/state.json` and the new frames
/// before swapping them in — the first frames of a render as soon as they are drawn, then the
/// whole set; an error from the last render is shown over the frames it kept.
enum FlipbookPage {
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
            header { padding: 8px 12px; display: flex; gap: 12px; align-items: center; }
            #stage { position: relative; display: inline-block; margin: 0 12px; }
            #frame { display: block; max-height: calc(100vh - 60px); background: #fff; }
            #error { display: none; position: absolute; inset: 0; margin: 0; padding: 16px; overflow: auto;
              background: rgba(60, 0, 0, 0.85); color: #fff; font: 13px ui-monospace, monospace; white-space: pre-wrap; }
            #status { color: #8e8e93; }
            </style>
            </head>
            <body>
            <header>
            <button id="play">Pause</button>
            <input id="slider" type="range" min="0" max="0" value="0">
            <span id="status">waiting for the first render…</span>
            </header>
            <div id="stage"><img id="frame" alt=""><pre id="error"></pre></div>
            <script>
            let frames = [], index = 0, playing = true, version = -1, fps = 30, timer = null;
            const img = document.getElementById('frame'), slider = document.getElementById('slider');
            const errorBox = document.getElementById('error'), status = document.getElementById('status');
            function show(i) { if (!frames.length) return; index = (i + frames.length) % frames.length;
              img.src = frames[index].src; slider.value = index; }
            function restart() { clearInterval(timer);
              timer = setInterval(() => { if (playing) show(index + 1); }, 1000 / fps); }
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
            }
            async function poll() {
              let wait = 0;
              try { const v = Number(await (await fetch('/version?after=' + version, {cache: 'no-store'})).text());
                if (v !== version) { version = v; await load(v); } }
              catch (e) { status.textContent = 'reel is not running (' + e.message + ')'; wait = 1000; }
              setTimeout(poll, wait);
            }
            poll();
            </script>
            </body>
            </html>

            """
    }
}
