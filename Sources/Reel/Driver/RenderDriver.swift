import Canvas
import CollectionLayout
import Foundation
import ImageCodecs
import Layouts

/// Renders a scene to files: layouts run in frame order on the calling thread; frames are
/// composited, rasterized, encoded and written on `jobs` workers (``FramePipeline``); whole-run
/// outputs take the frames in order. At most a few frames per job are in flight, so memory
/// stays flat however long the sweep. Files are written to
/// a staging folder and moved into place only when everything succeeded, so a failure leaves no
/// partial output. Output bytes do not depend on the number of jobs.
public struct RenderDriver {
    /// The scene to render.
    public var scene: Scene
    /// Where the files go, which outputs, how many jobs and which shard.
    public var options: RenderOptions
    /// The layouts the scene's panes may name.
    public var layouts: [LayoutDescriptor]

    /// A driver for `scene` with `options`, building panes from `layouts` (the built-in ones
    /// unless a test or tool adds its own).
    public init(scene: Scene, options: RenderOptions, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn) {
        self.scene = scene
        self.options = options
        self.layouts = layouts
    }

    /// Renders the scene and moves the files into ``RenderOptions/outputDirectory``.
    ///
    /// Builds a ``SceneRuntime`` (every pane's layout, the sampled offsets), then runs every frame's
    /// layout in order on the calling thread, even the frames another shard renders, because layouts
    /// have state. The frames to render go through ``FramePipeline`` to ``RenderOptions/jobs``
    /// workers, each with its own ``FrameRenderer``; a worker writes the frame's own files
    /// (`frame-NNNN.png`, `frame-NNNN.svg`, numbered from 0 with at least four digits) and hands back
    /// what the whole-run outputs need, which take the frames in order: `animation.apng`,
    /// `animation.gif`, `animation.webp`, `animation.mp4` (frames piped to an installed `ffmpeg`),
    /// `flipbook.html`, `contact-sheet.png` and `frames.json` (the dump, written as the layouts run).
    /// The outputs are ``RenderOptions/outputs``, or the scene's when nil.
    ///
    /// Everything is written to a staging folder inside the output folder and moved into place only
    /// when the whole render succeeded; on any error the staging folder is removed and the output
    /// folder is left as it was. The bytes written do not depend on the number of jobs.
    ///
    /// - Returns: The frame counts, the files written (in the output folder) and the time taken.
    /// - Throws: ``SceneError`` for an unknown layout or a bad layout parameter (at its place in the
    ///   scene file); ``ReelError/invalidOption(_:)`` when a shard is combined with a whole-run output
    ///   (APNG, GIF, WebP, MP4, flipbook, contact sheet, JSON) or a canvas is too large for WebP;
    ///   ``ReelError/missingTool(_:)`` for MP4 without `ffmpeg` (before the output folder is touched);
    ///   ``ReelError/invalidFrame(frame:offset:pane:element:problem:)``
    ///   when a layout returns a non-finite number; ``ReelError/cannotWrite(_:_:)`` when the output folder
    ///   or a file cannot be written; `CanvasError` when cairo or the PNG encoder fails.
    public func run() throws -> RenderSummary {
        let started = Date()
        let runtime = try SceneRuntime(scene: scene, layouts: layouts)
        let outputs = options.outputs ?? scene.outputs
        let frameOutputs = outputs.intersection([.png, .svg])
        let samples = runtime.samples
        let shard = options.shard
        let wholeRunOutputs = outputs.subtracting([.png, .svg])
        if shard != nil, !wholeRunOutputs.isEmpty {
            throw ReelError.invalidOption(
                "--shard renders a slice of the frames; it cannot also write "
                    + wholeRunOutputs.map(\.rawValue).sorted().joined(separator: ", ")
                    + " (they need every frame). Use --format png or svg with --shard.")
        }

        // Checked before the output folder is touched: a missing ffmpeg or a canvas too large for
        // WebP is refused with nothing written.
        let ffmpeg = outputs.contains(.mp4) ? try FFmpeg.locate() : nil
        if outputs.contains(.webp) {
            let (width, height) = pixelSize
            let limit = WebPAnimationEncoder.maximumSide
            if width > limit || height > limit {
                throw ReelError.invalidOption(
                    "\(scene.sourceFile ?? scene.name): --format webp: the canvas is \(width) × \(height) pixels; "
                        + "a WebP is at most \(limit) × \(limit). Lower the canvas scale, or use --format gif or mp4.")
            }
        }

        let folder = options.outputDirectory
        let staging = try Staging(destination: folder, shard: shard) {
            if options.progress != .quiet {
                FileHandle.standardError.write(
                    Data("reel: waiting for another render into \(folder.path) to finish\n".utf8))
            }
        }
        do {
            let files = try render(
                runtime: runtime, samples: samples, outputs: outputs, frameOutputs: frameOutputs, staging: staging,
                ffmpeg: ffmpeg)
            let moved = try staging.commit(files)
            let rendered = samples.filter { shard?.includes(frame: $0.index) ?? true }.count
            return RenderSummary(
                frames: samples.count, renderedFrames: rendered, files: moved,
                seconds: Date().timeIntervalSince(started))
        } catch {
            staging.discard()
            throw error
        }
    }

    private func render(
        runtime: SceneRuntime, samples: [FrameSample], outputs: Set<OutputKind>, frameOutputs: Set<OutputKind>,
        staging: Staging, ffmpeg: URL?
    ) throws -> [String] {
        let digits = max(4, String(max(samples.count - 1, 0)).count)
        let scale = scene.canvas.scale
        let needRaster = !outputs.isDisjoint(with: [.png, .apng, .flipbook, .gif, .webp, .mp4])
        // Frame files and the flipbook take palette images for frames of at most 256 colours.
        // An APNG's frames share one header, so they are truecolour: all RGB on an opaque
        // background, all RGBA on a translucent one.
        let encoder = options.pngCompression.encoder
        let apngEncoder = encoder.allowingPalette(false).forcingRGBA(scene.canvas.background.alpha < 1)
        var files: [String] = []

        let apng =
            try outputs.contains(.apng)
            ? APNGFile(
                handle: staging.create("animation.apng"), path: staging.target("animation.apng").path,
                frameCount: samples.count, fps: scene.fps) : nil
        let (pixelWidth, pixelHeight) = pixelSize
        let translucent = scene.canvas.background.alpha < 1
        let gifTiming = GIFTiming(frameCount: samples.count, fps: scene.fps)
        let gif =
            try outputs.contains(.gif)
            ? GIFFile(
                handle: staging.create("animation.gif"), path: staging.target("animation.gif").path,
                encoder: GIFEncoder(
                    width: pixelWidth, height: pixelHeight, timing: gifTiming, transparentBackground: translucent))
            : nil
        let webp =
            try outputs.contains(.webp)
            ? WebPFile(
                url: staging.url("animation.webp"), path: staging.target("animation.webp").path, width: pixelWidth,
                height: pixelHeight, fps: scene.fps) : nil
        let mp4 =
            try ffmpeg.map {
                try MP4File(
                    ffmpeg: $0, output: staging.url("animation.mp4"), path: staging.target("animation.mp4").path,
                    log: staging.url("ffmpeg.log"),
                    width: pixelWidth, height: pixelHeight, fps: scene.fps, background: scene.canvas.background)
            }
        var mp4Finished = false
        defer { if !mp4Finished { mp4?.cancel() } }
        let flipbook =
            try outputs.contains(.flipbook)
            ? Flipbook(
                url: staging.url("flipbook.html"), path: staging.target("flipbook.html").path, title: scene.name,
                fps: scene.fps) : nil
        let sheet =
            try outputs.contains(.contactSheet)
            ? ContactSheet(
                frameCount: samples.count, canvasWidth: scene.canvas.width, canvasHeight: scene.canvas.height,
                columns: scene.contactSheet.columns,
                maxFrames: scene.contactSheet.maxFrames ?? ContactSheet.defaultMaxFrames,
                thumbnailScale: scene.contactSheet.thumbnailScale, scale: scale, title: scene.name,
                sceneFile: scene.sourceFile ?? scene.name) : nil
        var dump: FileHandle?
        if outputs.contains(.json) {
            dump = try staging.create("frames.json")
            try dump?.write(contentsOf: Data(Dump.header(scene: scene).utf8))
        }
        defer { try? dump?.close() }

        let selected = samples.filter { options.shard?.includes(frame: $0.index) ?? true }
        let progress = ProgressReporter(total: selected.count, mode: options.progress)
        // Workers composite, rasterize, encode and write each frame's own files; only what the
        // whole-run outputs (APNG, flipbook, contact sheet) need comes back, in frame order.
        let keepPNG = flipbook != nil
        let keepAPNG = apng != nil
        let keepList = sheet != nil
        let keepGIF = gif != nil
        let keepPixels = webp != nil || mp4 != nil
        let writePNG = outputs.contains(.png)
        let writeSVG = frameOutputs.contains(.svg)
        var remaining = samples[...]
        try FramePipeline.run(
            jobs: options.jobs,
            produce: { () throws -> FrameState? in
                // Layouts are stateful, so every frame's layout runs here, in order, even the
                // frames another shard renders.
                while let sample = remaining.popFirst() {
                    let state = try runtime.frame(for: sample)
                    if let dump {
                        let separator = state.index == 0 ? "" : Dump.separator
                        try dump.write(contentsOf: Data((separator + Dump.frame(state)).utf8))
                    }
                    if options.shard?.includes(frame: state.index) ?? true { return state }
                }
                return nil
            },
            makeWorker: { [scene] in
                // Each worker has its own renderer, which draws every frame on one surface.
                let renderer = FrameRenderer(scene: scene, encoder: encoder)
                return { (state: FrameState) throws -> FrameResult in
                    do {
                        return try renderFrame(state)
                    } catch let error as CanvasError {
                        throw ReelError.drawingFailed(
                            scene: scene.sourceFile ?? scene.name, frame: state.index,
                            offset: Self.caption(for: state), problem: "\(error)")
                    }
                }
                func renderFrame(_ state: FrameState) throws -> FrameResult {
                    let list = renderer.displayList(for: state)
                    let number =
                        String(repeating: "0", count: max(0, digits - String(state.index).count))
                        + String(state.index)
                    var names: [String] = []
                    var png: EncodedPNG?
                    var apngFrame: EncodedPNG?
                    var pixels: RGBA8Image?
                    var gifFrame: GIFFrame?
                    if needRaster {
                        let surface = try renderer.image(list)
                        let showsInGIF = keepGIF && gifTiming.shows(frame: state.index)
                        if keepPixels || showsInGIF {
                            let image = try surface.pixels()
                            if showsInGIF { gifFrame = try GIFFrame(image: image) }
                            if keepPixels { pixels = image }
                        }
                        if writePNG || keepPNG {
                            let encoded = try surface.encodedPNG(encoder: encoder)
                            if writePNG { names.append(try staging.write(encoded.data, as: "frame-\(number).png")) }
                            if keepPNG { png = encoded }
                        }
                        if keepAPNG { apngFrame = try surface.encodedPNG(encoder: apngEncoder) }
                    }
                    if writeSVG {
                        names.append(try staging.write(try renderer.svg(list), as: "frame-\(number).svg"))
                    }
                    return FrameResult(
                        index: state.index, caption: keepPNG || keepList ? Self.caption(for: state) : "",
                        files: names, png: png, apngFrame: apngFrame, gifFrame: gifFrame, pixels: pixels,
                        list: keepList ? list : nil)
                }
            },
            consume: { frame in
                files += frame.files
                if let png = frame.apngFrame { try apng?.append(png) }
                if let gifFrame = frame.gifFrame { try gif?.append(gifFrame) }
                if let pixels = frame.pixels {
                    try webp?.append(pixels)
                    try mp4?.append(pixels)
                }
                if let png = frame.png { try flipbook?.append(png: png.data, caption: frame.caption) }
                if let list = frame.list {
                    try sheet?.add(index: frame.index, list: list, caption: frame.caption)
                }
                progress.advance()
            })
        if let apng {
            try apng.finish()
            files.append("animation.apng")
        }
        if let gif {
            try gif.finish()
            files.append("animation.gif")
        }
        if let webp {
            try webp.finish()
            files.append("animation.webp")
        }
        if let mp4 {
            mp4Finished = true
            try mp4.finish()
            files.append("animation.mp4")
        }
        if let flipbook {
            try flipbook.finish(fps: scene.fps)
            files.append("flipbook.html")
        }
        if let sheet {
            files.append(try staging.write(try sheet.pngData(), as: "contact-sheet.png"))
        }
        if let dump {
            try dump.write(contentsOf: Data(Dump.footer.utf8))
            files.append("frames.json")
        }
        return files
    }
}

extension RenderDriver {
    /// The canvas in pixels, each side rounded as image surfaces round it.
    var pixelSize: (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let pixels = (points * scene.canvas.scale).rounded()
            return pixels.isFinite ? Int(min(max(pixels, 0), 1e12)) : 0
        }
        return (side(scene.canvas.width), side(scene.canvas.height))
    }

    /// A frame's offsets for captions: once when every pane is at the same offset, else per pane.
    static func caption(for state: FrameState) -> String {
        let offsets = state.panes.map(\.contentOffset)
        if let first = offsets.first, offsets.allSatisfy({ $0 == first }) {
            return SceneRuntime.describe(first)
        }
        return state.panes.map { "\($0.name) " + SceneRuntime.describe($0.contentOffset) }.joined(separator: " · ")
    }
}

/// What a worker hands back for one frame: the files it wrote, and the PNG bytes and display
/// list when a whole-run output still needs them.
struct FrameResult: Sendable {
    var index: Int
    var caption: String
    var files: [String]
    /// The frame for the flipbook (palette or truecolour, as the frame files).
    var png: EncodedPNG?
    /// The frame for the APNG (always truecolour).
    var apngFrame: EncodedPNG?
    /// The frame for the GIF, when the GIF shows it.
    var gifFrame: GIFFrame?
    /// The pixels for the WebP and MP4.
    var pixels: RGBA8Image?
    var list: DisplayList?
}
