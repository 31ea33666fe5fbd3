import Foundation
import Layouts
import Reel

/// Watch mode for a scene file: each render reloads the scene and renders it with its outputs
/// plus the PNG frames the live page shows.
public enum SceneWatch {
    /// Loads `sceneFile` with `layouts` and renders it into `options`' folder, adding PNG frames to
    /// the outputs; the Swift layouts it names run with `swiftLayouts`. Each frame goes to `live`
    /// as soon as it is drawn. `variants` (`--variants`) draw the scene once per variant.
    ///
    /// - Throws: `SceneError` for a bad scene (at its line and column), and whatever
    ///   ``RenderDriver/run()`` throws; nothing in the output folder changes then.
    public static func render(
        sceneFile: URL, options: RenderOptions, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil, live: LiveFrames? = nil, variants: [SceneVariant] = []
    ) throws -> RenderedOutputs {
        let base = try Scene.load(contentsOf: sceneFile, layouts: layouts)
        let scene = variants.isEmpty ? base : try base.applyingVariants(variants)
        var options = options
        options.outputs = (options.outputs ?? scene.outputs).union([.png])
        if let live { options.frameObserver = { live.take(index: $0.index, of: $0.count, png: $0.png) } }
        let summary = try RenderDriver(
            scene: scene, options: options, layouts: layouts, swiftLayouts: swiftLayouts
        ).run()
        let frames = summary.files.filter { $0.lastPathComponent.hasPrefix("frame-") && $0.pathExtension == "png" }
        let seconds = String(format: "%.2f", summary.seconds)
        return RenderedOutputs(
            frames: frames, title: scene.name, fps: scene.fps,
            summary: "rendered \(summary.frames) frames of '\(scene.name)' in \(seconds) s",
            live: LiveSource(
                scene: scene, base: variants.isEmpty ? nil : base, variants: variants, layouts: layouts,
                swiftLayouts: swiftLayouts))
    }
}
