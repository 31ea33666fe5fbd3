import Foundation

/// A self-contained HTML page that plays the frames offline: frames embedded as data URLs, a
/// slider, play/pause, frame and offset readout, arrow keys (← →) and space to play.
/// Streams to a file so a long run keeps memory flat.
final class Flipbook {
    private let handle: FileHandle
    private let path: String
    private var captions: [String] = []
    private var first = true

    /// Starts the page in a new file at `url`; errors name `path` (where the page will be).
    init(url: URL, path: String, title: String, fps: Double) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw ReelError.cannotWrite(path, "could not create the file") }
        self.handle = handle
        self.path = path
        let escaped = HTML.escape(title)
        try write(
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escaped) — LayoutReel flipbook</title>
            <style>
            body{font:14px -apple-system,system-ui,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
            main{max-width:100%;padding:16px;display:flex;flex-direction:column;align-items:center;gap:12px}
            img{max-height:75vh;max-width:100%;box-shadow:0 1px 6px #0003;background:#fff}
            .bar{display:flex;gap:12px;align-items:center;width:min(720px,100%)}
            input[type=range]{flex:1} button{font:inherit;padding:4px 12px}
            code{white-space:nowrap}
            </style></head><body><main>
            <h1 style="font-size:18px;margin:0">\(escaped)</h1>
            <img id="frame" alt="frame">
            <div class="bar"><button id="play">Play</button><input id="slider" type="range" min="0" value="0">
            <code id="readout"></code></div>
            <p style="margin:0;color:#636366">← → step · space play/pause · \(String(format: "%g", fps)) fps</p>
            </main><script>
            const frames=[
            """)
    }

    /// Appends one frame's PNG and its caption (offsets).
    func append(png: Data, caption: String) throws {
        let prefix = first ? "" : ",\n"
        first = false
        try write(prefix + "\"data:image/png;base64," + png.base64EncodedString() + "\"")
        captions.append(caption)
    }

    func finish(fps: Double) throws {
        defer { try? handle.close() }
        let captionList = try OrderedJSONEncoder().encode(captions)
        try write(
            """
            ];
            const captions=\(captionList);
            const img=document.getElementById('frame'),slider=document.getElementById('slider'),
            readout=document.getElementById('readout'),play=document.getElementById('play');
            let index=0,timer=null;slider.max=frames.length-1;
            function show(i){index=(i+frames.length)%frames.length;img.src=frames[index];slider.value=index;
            readout.textContent='frame '+index+' / '+(frames.length-1)+' · '+captions[index];}
            function toggle(){if(timer){clearInterval(timer);timer=null;play.textContent='Play';}
            else{timer=setInterval(()=>show(index+1),1000/\(fps));play.textContent='Pause';}}
            slider.addEventListener('input',()=>show(+slider.value));play.addEventListener('click',toggle);
            document.addEventListener('keydown',e=>{if(e.key==='ArrowRight'){show(index+1);e.preventDefault();}
            else if(e.key==='ArrowLeft'){show(index-1);e.preventDefault();}
            else if(e.key===' '){toggle();e.preventDefault();}});
            show(0);
            </script></body></html>

            """)
    }

    private func write(_ text: String) throws {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw ReelError.cannotWrite(path, FileErrorText.reason(error))
        }
    }
}
