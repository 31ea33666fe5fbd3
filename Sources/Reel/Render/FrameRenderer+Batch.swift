import Canvas
import Foundation

extension FrameRenderer {
    /// The PNGs of `states`, in order, drawn on `jobs` worker threads with one renderer each.
    ///
    /// For callers that have every frame's layout state at hand, such as the golden verifier's
    /// subject; the render driver streams its frames through ``FramePipeline`` instead. The bytes
    /// are the same whatever `jobs` is.
    ///
    /// - Parameters:
    ///   - states: The frames, from ``SceneRuntime/frame(for:)`` of `scene`'s runtime.
    ///   - scene: The scene the frames belong to.
    ///   - encoder: How the PNGs are compressed.
    ///   - jobs: Worker threads (default: every core).
    /// - Throws: `CanvasError` of the first frame that cannot be drawn or encoded.
    public static func png(
        for states: [FrameState], scene: Scene, encoder: PNGEncoder = .balanced,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [Data] {
        try FramePipeline.map(states, jobs: jobs) {
            let renderer = FrameRenderer(scene: scene, encoder: encoder)
            return { state in try renderer.png(for: state) }
        }
    }
}
