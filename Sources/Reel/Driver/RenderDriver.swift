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
    /// What runs the Swift layouts the scene names, or nil when this render cannot.
    public var swiftLayouts: (any SwiftLayoutHost)?

    /// A driver for `scene` with `options`, building panes from `layouts` (the built-in ones
    /// unless a test or tool adds its own) and running the Swift layouts it names with
    /// `swiftLayouts` (a scene naming one is refused without it).
    public init(
        scene: Scene, options: RenderOptions, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil
    ) {
        var scene = scene
        if let draw = options.draw { scene.draw = draw }
        if let appearance = options.appearance { scene.appearance = appearance }
        self.scene = scene
        self.options = options
        self.layouts = layouts
        self.swiftLayouts = swiftLayouts
    }

    /// Renders the scene and moves the files into ``RenderOptions/outputDirectory``.
    ///
    /// Builds a ``SceneRuntime`` (every pane's layout, the sampled offsets), then runs every frame's
    /// layout in order on the calling thread, even the frames another shard renders, because layouts
    /// have state. The outputs are ``RenderOptions/outputs``, or the scene's when nil, each a
    /// `RenderOutput` from `OutputRegistry`, set up and checked before the output folder is
    /// touched. The frames to render go through ``FramePipeline`` to ``RenderOptions/jobs``
    /// workers, each with its own ``FrameRenderer``: a worker makes what the outputs need of its
    /// frame (`FrameNeeds`) and each output's piece of it; the outputs take the pieces in frame
    /// order, then finish their files, which are listed in `OutputRegistry.formats` order.
    ///
    /// Everything is written to a staging folder inside the output folder and moved into place only
    /// when the whole render succeeded; on any error the staging folder is removed and the output
    /// folder is left as it was. The bytes written do not depend on the number of jobs.
    ///
    /// - Returns: The frame counts, the files written (in the output folder) and the time taken.
    /// - Throws: ``SceneError`` for an unknown layout or a bad layout parameter (at its place in the
    ///   scene file); ``ReelError/invalidOption(_:)`` when a shard is combined with an output that
    ///   needs every frame, or an output refuses the scene; ``ReelError/missingTool(_:)`` when an
    ///   output needs a program that is not installed (before the output folder is touched);
    ///   ``ReelError/invalidFrame(frame:offset:pane:element:problem:)``
    ///   when a layout returns a non-finite number; ``ReelError/cannotWrite(_:_:)`` when the output folder
    ///   or a file cannot be written; ``ReelError/drawingFailed(scene:frame:offset:problem:)`` when
    ///   cairo or the frame's PNG encoder fails; ``ReelError/outputFailed(scene:output:frame:problem:)``
    ///   when a whole-run output cannot take a frame or be finished.
    public func run() throws -> RenderSummary {
        let started = Date()
        let runtime = try SceneRuntime(scene: scene, layouts: layouts, swiftLayouts: swiftLayouts)
        let samples = runtime.samples
        let shard = options.shard
        let context = OutputContext(scene: scene, options: options, frameCount: samples.count)
        // Checked before the output folder is touched: an output that cannot be written (a tool
        // missing, a canvas too large for the format, a shard) is refused with nothing written.
        let outputs = try OutputRegistry.outputs(for: context, shard: shard)

        let folder = options.outputDirectory
        let staging = try Staging(destination: folder, shard: shard) {
            if options.progress != .quiet {
                FileHandle.standardError.write(
                    Data("reel: waiting for another render into \(folder.path) to finish\n".utf8))
            }
        }
        do {
            var tally = FrameTally()
            let files = try render(
                runtime: runtime, outputs: outputs, context: context, staging: staging, tally: &tally)
            let moved = try staging.commit(files)
            let rendered = samples.filter { shard?.includes(frame: $0.index) ?? true }.count
            return RenderSummary(
                frames: samples.count, renderedFrames: rendered, files: moved,
                seconds: Date().timeIntervalSince(started), shownElements: tally.shownElements,
                largestContentSize: tally.largestContentSize)
        } catch {
            staging.discard()
            throw error
        }
    }

    private func render(
        runtime: SceneRuntime, outputs: [any RenderOutput], context: OutputContext, staging: Staging,
        tally: inout FrameTally
    ) throws -> [String] {
        var opened: [OpenOutput] = []
        // Outputs opened and not yet finished are stopped when the render fails.
        var finishing = 0
        defer { for output in opened.dropFirst(finishing) { output.cancel() } }
        for output in outputs { opened.append(try output.open(in: staging)) }

        let shard = options.shard
        let selected = runtime.samples.filter { shard?.includes(frame: $0.index) ?? true }
        let progress = ProgressReporter(total: selected.count, mode: options.progress)
        let encoder = context.frameEncoder
        let observer = options.frameObserver
        let reuse = options.drawingReuse
        // A frame observer takes every frame's PNG, whichever outputs the render writes.
        let observed: FrameNeeds = observer == nil ? FrameNeeds() : .png
        var remaining = runtime.samples[...]
        var counted = FrameTally()
        defer { tally = counted }
        try FramePipeline.run(
            jobs: options.jobs,
            produce: { () throws -> FrameState? in
                // Layouts are stateful, so every frame's layout runs here, in order, even the
                // frames another shard renders.
                while let sample = remaining.popFirst() {
                    let state = try runtime.frame(for: sample)
                    if shard?.includes(frame: state.index) ?? true {
                        counted.add(state)
                        return state
                    }
                }
                return nil
            },
            makeWorker: { [scene] in
                // Each worker has its own renderer, which draws every frame on one surface.
                let renderer = FrameRenderer(scene: scene, encoder: encoder, reuse: reuse)
                return { (state: FrameState) throws -> FrameResult in
                    let frame: RenderedFrame
                    do {
                        let needs = outputs.reduce(into: observed) { $0.formUnion($1.needs(frame: state.index)) }
                        frame = try RenderedFrame(state, needs: needs, renderer: renderer)
                    } catch let error as CanvasError {
                        throw ReelError.drawingFailed(
                            scene: scene.sourceFile ?? scene.name, frame: state.index,
                            offset: RenderedFrame.caption(for: state), problem: "\(error)")
                    }
                    let pieces = try outputs.map { output in
                        try Self.naming(scene, type(of: output).outputName, frame: state.index) {
                            try output.erasedPiece(of: frame, staging: staging)
                        }
                    }
                    return FrameResult(
                        index: state.index, pieces: pieces, png: observer == nil ? nil : frame.png?.data)
                }
            },
            consume: { frame in
                for (output, piece) in zip(opened, frame.pieces) {
                    guard let piece else { continue }
                    try Self.naming(scene, output.name, frame: frame.index) { try output.append(piece) }
                }
                if let observer, let png = frame.png {
                    observer(DrawnFrame(index: frame.index, count: runtime.samples.count, png: png))
                }
                progress.advance()
            })
        var files: [String] = []
        for output in opened {
            finishing += 1
            files += try Self.naming(scene, output.name, frame: nil) { try output.finish() }
        }
        return files
    }

    /// What `body` returns; an encoder's refusal (`CanvasError`) becomes
    /// ``ReelError/outputFailed(scene:output:frame:problem:)``, naming the scene file, the output's
    /// file and the frame.
    private static func naming<Result>(
        _ scene: Scene, _ output: String, frame: Int?, _ body: () throws -> Result
    ) throws -> Result {
        do {
            return try body()
        } catch let error as CanvasError {
            throw ReelError.outputFailed(
                scene: scene.sourceFile ?? scene.name, output: output, frame: frame, problem: "\(error)")
        }
    }
}

/// What a worker hands back for one frame: its index and each output's piece of it, in the
/// order of the render's outputs (nil for an output that takes nothing from the frame).
struct FrameResult: Sendable {
    var index: Int
    var pieces: [(any Sendable)?]
    /// The frame's PNG, for ``RenderOptions/frameObserver`` (nil without one).
    var png: Data?
}

/// What the rendered frames show, counted as they are produced (in order, on one thread).
struct FrameTally {
    var shownElements = 0
    var largestContentSize = CGSize.zero

    mutating func add(_ state: FrameState) {
        for pane in state.panes {
            shownElements += pane.elements.count {
                !$0.isHidden && $0.alpha > 0 && $0.frame.width > 0 && $0.frame.height > 0
            }
            largestContentSize.width = max(largestContentSize.width, pane.contentSize.width)
            largestContentSize.height = max(largestContentSize.height, pane.contentSize.height)
        }
    }
}
