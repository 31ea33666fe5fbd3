import Foundation
import Reel
import ReelPreviewWire
import Testing

/// What crosses the pipe between `reel` and a preview child keeps every value exactly.
struct ScenePlanTests {
    @Test func planKeepsWhatTheLayoutsAndTheTrackNeed() throws {
        let scene = try Scene.parse(
            """
            fps: 24
            sampling: { keyframes: [{frame: 0, offset: 0}, {frame: 9, offset: 333.25, curve: easeInOut}], axis: y }
            panes:
              - name: grid
                layout: flow
                items: [3, 4]
                frame: [10, 20, 200, 300]
                layoutDirection: rightToLeft
                safeAreaInsets: { top: 47 }
                parameters: { itemSize: [40, 50], scrollDirection: horizontal }
            """, file: "plan.yaml")
        let data = try JSONEncoder().encode(ScenePlan(scene))
        let rebuilt = try JSONDecoder().decode(ScenePlan.self, from: data).scene
        #expect(
            rebuilt.panes
                == scene.panes.map { pane in
                    var pane = pane
                    pane.styles = nil
                    pane.clips = true
                    pane.background = nil
                    return pane
                })
        #expect(rebuilt.sampling == scene.sampling)
        #expect(rebuilt.fps == 24)
        #expect(rebuilt.parameterLocations == scene.parameterLocations)
        #expect(rebuilt.sourceFile == "plan.yaml")
    }

    @Test func frameStatesRoundTripExactly() throws {
        let runtime = try SceneRuntime(scene: Scene.parse("panes: [{layout: flow, items: 40}]"))
        for sample in runtime.samples.prefix(5) {
            let state = try runtime.frame(for: sample)
            let decoded = try JSONDecoder().decode(FrameState.self, from: JSONEncoder().encode(state))
            #expect(decoded == state)
        }
    }
}
