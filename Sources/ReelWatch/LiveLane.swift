import Foundation
import Reel

/// One scene the live page scrolls: the served scene, or the same scene in the variants the
/// page's controls chose (``LiveSource/scene(forVariants:)``). It holds that scene's
/// ``SceneRuntime`` (built on first use: in this process, or a preview child for Swift
/// layouts), its ``FrameRenderer`` and its first frame. Used under ``LiveWorkbench``'s lock only.
final class LiveLane {
    /// The scene drawn.
    let scene: Scene
    /// The variants it shows, as written (`ipad+rtl`); empty for none.
    let variants: [String]
    private var runtime: SceneRuntime?
    private var renderers: [Double: FrameRenderer] = [:]
    private var first: FrameState?
    private let created = Date()

    init(scene: Scene, variants: [String]) {
        self.scene = scene
        self.variants = variants
    }

    /// Forgets the runtime (after a request failed: a crashed child), so the next request builds
    /// it again.
    func reset() {
        runtime = nil
        first = nil
    }

    /// The runtime, built on first use.
    func built(_ source: LiveSource) throws -> SceneRuntime {
        if let runtime { return runtime }
        let made = try SceneRuntime(scene: scene, layouts: source.layouts, swiftLayouts: source.swiftLayouts)
        runtime = made
        return made
    }

    /// The renderer of the scene at `scale` pixels per point (the scene's own scale when nil)
    /// with the fast PNG encoder, made on first use; one is kept per scale.
    func frameRenderer(scale: Double? = nil) -> FrameRenderer {
        let scale = scale ?? scene.canvas.scale
        if let renderer = renderers[scale] { return renderer }
        var scaled = scene
        scaled.canvas.scale = scale
        let made = FrameRenderer(scene: scaled, encoder: PNGCompression.fast.encoder)
        renderers[scale] = made
        return made
    }

    /// Every pane's state at `offsets`, at the last sample's frame (its updates played) and a
    /// time that moves on with the clock (UIDynamics springs settle as on a device).
    func frame(at offsets: [CGPoint], _ source: LiveSource) throws -> FrameState {
        let runtime = try built(source)
        let last = runtime.samples.last
        let sample = FrameSample(
            index: last?.index ?? 0, time: (last?.time ?? 0) + Date().timeIntervalSince(created), offsets: offsets,
            sectionOffsets: last?.sectionOffsets)
        return try runtime.frame(for: sample)
    }

    /// The first sample's state: the sizes and ranges the page scrolls within.
    func firstState(_ source: LiveSource) throws -> FrameState {
        if let first { return first }
        let runtime = try built(source)
        let sample = runtime.samples.first ?? FrameSample(index: 0, time: 0, offsets: [])
        let state = try runtime.frame(for: sample)
        first = state
        return state
    }

    /// Each pane's scroll axis, as a track chooses it: the pane's track's, or `x` when the
    /// content only scrolls horizontally, else `y`.
    func axes(_ source: LiveSource) throws -> [ScrollAxis] {
        try firstState(source).panes.enumerated().map { index, pane in
            if let axis = scene.track(forPane: index).axis { return axis }
            let range = LiveWorkbench.range(pane)
            return range.max.x > range.min.x && range.max.y <= range.min.y ? .x : .y
        }
    }

    /// Which of the unvaried scene's panes each pane copies: a variant grid repeats the scene's
    /// panes once per variant (``Scene/applyingVariants(_:)``), and the page scrolls the copies
    /// of one pane together.
    var paneGroups: [Int] {
        let perVariant = max(1, scene.panes.count / max(1, variants.count))
        return scene.panes.indices.map { $0 % perVariant }
    }
}
