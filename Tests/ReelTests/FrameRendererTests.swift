import Canvas
import Foundation
import Testing

@testable import Reel

@Suite("FrameRenderer: one way from a frame's layout state to PNG or SVG bytes")
struct FrameRendererTests {
    /// The first `count` frames of a fixture scene.
    static func frames(_ name: String, count: Int) throws -> (scene: Scene, states: [FrameState]) {
        let scene = try Scene.load(contentsOf: SceneFixtureTests.folder.appendingPathComponent("\(name).yaml"))
        let runtime = try SceneRuntime(scene: scene)
        let states = try runtime.samples.prefix(count).map { try runtime.frame(for: $0) }
        return (scene, states)
    }

    @Test func framesDrawnOnTheReusedSurfaceEncodeAsOnANewSurface() throws {
        let (scene, states) = try Self.frames("ultravisual", count: 5)
        #expect(states.count == 5)
        let renderer = FrameRenderer(scene: scene, encoder: .fast)
        let compositor = Compositor(scene: scene)
        for state in states {
            let list = compositor.displayList(for: state)
            #expect(renderer.displayList(for: state) == list)
            let fresh = try Rasterizer.image(list, scale: scene.canvas.scale).pngData(encoder: .fast)
            #expect(try renderer.png(for: state) == fresh, "frame \(state.index)")
            #expect(try renderer.svg(list) == Rasterizer.svg(list), "frame \(state.index)")
        }
    }

    @Test func framesRenderedTogetherComeBackInOrderWhateverTheJobCount() throws {
        let (scene, states) = try Self.frames("flow", count: 7)
        let renderer = FrameRenderer(scene: scene)
        let one = try states.map { try renderer.png(for: $0) }
        #expect(Set(one).count > 1, "the frames differ, so the order is checked")
        #expect(try FrameRenderer.png(for: states, scene: scene, jobs: 1) == one)
        #expect(try FrameRenderer.png(for: states, scene: scene, jobs: 3) == one)
        #expect(try FrameRenderer.png(for: [], scene: scene, jobs: 2).isEmpty)
    }
}
