import Canvas
import Foundation
import Reel

/// The display lists of a scene's frames, made once (layout and compositing are not what the
/// frame benchmarks measure).
struct BenchFrames {
    let scene: Scene
    let lists: [DisplayList]

    init(scene: Scene) throws {
        self.scene = scene
        let runtime = try SceneRuntime(scene: scene)
        let compositor = Compositor(scene: scene)
        lists = try runtime.samples.map { compositor.displayList(for: try runtime.frame(for: $0)) }
    }

    /// Frame `index` rasterized.
    func image(_ index: Int) throws -> ImageSurface {
        try Rasterizer.image(lists[index], scale: scene.canvas.scale)
    }
}
