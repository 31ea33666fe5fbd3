import CollectionLayout
import Foundation
import Layouts
import Reel

/// What a golden set shows: a scene (from a file or built in code), the layouts it may name,
/// and optionally the exact offsets to sample instead of the scene's own track.
public struct GoldenSubject: Sendable {
    /// The scene to render: its canvas, panes, styles and (unless ``offsets`` is set) track.
    public var scene: Scene
    /// The layouts the scene may name: the built-in ones, plus any made in code.
    public var layouts: [LayoutDescriptor]
    /// What runs the Swift layouts the scene names (`layout: { swift: …, class: … }`); nil
    /// refuses them.
    public var swiftLayouts: (any SwiftLayoutHost)?
    /// Explicit frames, one offset per pane each; nil samples the scene's track.
    public var offsets: [[CGPoint]]?

    /// A subject of `scene`, whose panes may name `layouts` (and Swift layouts, run by
    /// `swiftLayouts`), sampled at `offsets` (the scene's track when nil).
    public init(
        scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil, offsets: [[CGPoint]]? = nil
    ) {
        self.scene = scene
        self.layouts = layouts
        self.swiftLayouts = swiftLayouts
        self.offsets = offsets
    }

    /// A subject from a scene file.
    ///
    /// - Throws: `SceneError` at the file, line and column of the first problem.
    public init(
        sceneFile: URL, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil, offsets: [[CGPoint]]? = nil
    ) throws {
        self.init(
            scene: try Scene.load(contentsOf: sceneFile, layouts: layouts), layouts: layouts,
            swiftLayouts: swiftLayouts, offsets: offsets)
    }

    /// A subject of one layout made in code, in one pane filling a canvas of `size` points.
    ///
    /// - Parameters:
    ///   - name: The scene's and layout's name (used in messages and the manifest).
    ///   - itemCounts: Items per section.
    ///   - size: The collection view's (and canvas's) size in points.
    ///   - scale: Pixels per point of the goldens (1 keeps them small).
    ///   - offsets: The content offsets to verify.
    ///   - styles: How elements are drawn (shapes, fills, label templates); the default cards
    ///     labelled with their item number unless given.
    ///   - overlays: Debugging overlays (index labels, frame outlines, zIndex badges, offset
    ///     readout); none unless given.
    ///   - configure: Collection-view settings the layout's view controller would make
    ///     (content insets, paging, …).
    ///   - makeLayout: Makes a fresh layout object; called on the caller's task.
    public init(
        layoutNamed name: String = "custom", itemCounts: [Int] = [20], size: CGSize = CGSize(width: 240, height: 400),
        scale: Double = 1, offsets: [CGPoint], styles: StyleSheet = StyleSheet(), overlays: OverlaySpec = OverlaySpec(),
        configure: @escaping (CollectionView) -> Void = { _ in },
        makeLayout: @escaping () -> CollectionViewLayout
    ) {
        // The descriptor is used only inside this subject's render, on the caller's task.
        nonisolated(unsafe) let make = makeLayout
        nonisolated(unsafe) let setUp = configure
        let descriptor = LayoutDescriptor(name: name, summary: "a layout made in code", parameters: []) { _ in
            BuiltLayout(layout: make(), configure: setUp)
        }
        let first = offsets.first ?? .zero
        let scene = Scene(
            name: name, canvas: CanvasSpec(width: size.width, height: size.height, scale: scale),
            panes: [
                PaneSpec(name: "pane", frame: CGRect(origin: .zero, size: size), layout: name, itemCounts: itemCounts)
            ],
            sampling: SamplingSpec(
                motion: .keyframes([Keyframe(frame: 0, offset: .value(first.y))], frames: 1), axis: .y),
            overlays: overlays, styles: styles)
        self.init(scene: scene, layouts: [descriptor], offsets: offsets.map { [$0] })
    }

    /// Runs the layouts and draws every frame (or one shard's), one per offset key.
    ///
    /// - Throws: `SceneError` or ``ReelError`` when the scene cannot be run or drawn.
    public func render(shard: Shard? = nil) throws -> GoldenRendering {
        let runtime = try SceneRuntime(scene: scene, layouts: layouts, swiftLayouts: swiftLayouts)
        let samples: [FrameSample] =
            offsets?.enumerated().map { index, offsets in
                FrameSample(index: index, time: Double(index) / max(scene.fps, 1), offsets: offsets)
            } ?? runtime.samples
        var seen = Set<GoldenKey>()
        var work: [(key: GoldenKey, attributes: Data, state: FrameState)] = []
        for sample in samples where shard?.includes(frame: sample.index) ?? true {
            let key = GoldenKey(scene: scene, sample: sample)
            guard seen.insert(key).inserted else { continue }
            let state = try runtime.frame(for: sample)
            let attributes = try FrameAttributes(key: key.rawValue, frame: state).jsonData()
            work.append((key, attributes, state))
        }
        let scale = scene.canvas.scale
        let images = try FrameRenderer.png(for: work.map(\.state), scene: scene)
        let frames = zip(work, images).map { item, png in
            RenderedGolden(key: item.key, png: png, attributes: item.attributes)
        }
        let manifest = GoldenManifest(
            scene: scene.name, width: scene.canvas.width, height: scene.canvas.height, scale: scale,
            environment: .current)
        return GoldenRendering(manifest: manifest, frames: frames)
    }

    /// All offset keys the subject produces, in frame order, without drawing anything.
    ///
    /// - Throws: `SceneError` when the scene cannot be run.
    public func keys() throws -> [GoldenKey] {
        let runtime = try SceneRuntime(scene: scene, layouts: layouts, swiftLayouts: swiftLayouts)
        var seen = Set<GoldenKey>()
        if let offsets {
            return offsets.map { GoldenKey(panes: scene.panes.map(\.name), offsets: $0) }.filter {
                seen.insert($0).inserted
            }
        }
        return runtime.samples.map { GoldenKey(scene: scene, sample: $0) }.filter { seen.insert($0).inserted }
    }
}

/// A subject's frames, drawn, with the manifest describing how.
public struct GoldenRendering: Sendable {
    /// This machine's manifest for the frames.
    public var manifest: GoldenManifest
    /// One frame per offset key, in frame order.
    public var frames: [RenderedGolden]
}
