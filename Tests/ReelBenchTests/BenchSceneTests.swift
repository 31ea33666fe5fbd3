import Foundation
import Reel
import TestSupport
import Testing

@testable import reel_bench

/// The benchmark scene files in Fixtures/scenes are `BenchScenes`' scene at 60 and 10,000
/// frames, so `reel-bench` and the memory measurement render what the files say.
@Suite struct BenchSceneTests {
    /// The package's Fixtures/scenes folder.
    static let fixtures = PackagePaths.scenes

    @Test(arguments: [("bench-png", 60), ("bench-10000", 10_000)])
    func fixtureIsTheBenchSceneWithItsFrameCount(file: String, frames: Int) throws {
        let url = Self.fixtures.appendingPathComponent("\(file).yaml")
        let fixture = try Scene.load(contentsOf: url)
        let expected = try BenchScenes.scene(frames: frames)
        #expect(fixture.name == file)
        // Everything but the name and where things were written.
        #expect(fixture.canvas == expected.canvas)
        #expect(fixture.panes == expected.panes)
        #expect(fixture.sampling.motion == expected.sampling.motion)
        #expect(fixture.fps == expected.fps)
        #expect(fixture.palette == expected.palette)
        #expect(fixture.styles == expected.styles)
        let runtime = try SceneRuntime(scene: fixture)
        #expect(runtime.samples.count == frames)
    }

    @Test func benchFramesHoldTenTranslucentRectanglesOnAnOpaqueCanvas() throws {
        let scene = try BenchScenes.scene()
        #expect(scene.canvas.width == 390 && scene.canvas.height == 844 && scene.canvas.scale == 2)
        #expect(scene.canvas.background.alpha == 1)
        let runtime = try SceneRuntime(scene: scene)
        #expect(runtime.samples.count == 60)
        for sample in [runtime.samples[0], runtime.samples[59]] {
            let state = try runtime.frame(for: sample)
            let visible = state.panes[0].elements.filter { !$0.isHidden }
            #expect(visible.count >= 10 && visible.count <= 11)
        }
        #expect(scene.palette.allSatisfy { $0.alpha < 1 })
    }
}
