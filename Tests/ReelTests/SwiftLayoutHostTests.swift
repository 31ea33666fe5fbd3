import CollectionLayout
import Foundation
import Layouts
import Testing

@testable import Reel

/// Runs every Swift pane as the built-in `flow` layout, in this process, and counts the scenes
/// it was asked to run.
final class StandInSwiftLayouts: SwiftLayoutHost, @unchecked Sendable {
    private let lock = NSLock()
    private var scenes: [String] = []

    var asked: [String] { lock.withLock { scenes } }

    func frameSource(for scene: Scene) throws -> any SceneFrameSource {
        lock.withLock { scenes.append(scene.name) }
        var flow = scene
        for index in flow.panes.indices where flow.panes[index].swiftLayout != nil {
            flow.panes[index].swiftLayout = nil
            flow.panes[index].layout = "flow"
        }
        return RuntimeFrames(try SceneRuntime(scene: flow))
    }

    /// The frames of a runtime in this process.
    final class RuntimeFrames: SceneFrameSource {
        let runtime: SceneRuntime

        init(_ runtime: SceneRuntime) { self.runtime = runtime }

        var samples: [FrameSample] { runtime.samples }
        var paneSizes: [(contentSize: CGSize, boundsSize: CGSize)] {
            runtime.collectionViews.map { ($0.contentSize, $0.bounds.size) }
        }
        func frame(for sample: FrameSample) throws -> FrameState { try runtime.frame(for: sample) }
    }
}

@Suite("Swift layouts run by the host a caller passes")
struct SwiftLayoutHostTests {
    static func scene(layout: String) -> String {
        """
        name: hosted
        canvas: { width: 120, height: 160, scale: 1, background: "#FFFFFF" }
        sampling: { from: 0, to: 60, frames: 3 }
        panes:
          - { name: main, layout: \(layout), items: 12 }
        """
    }

    static let swiftScene = scene(layout: "{ swift: Cards.swift, class: CardsLayout }")

    @Test func aSceneNamingASwiftLayoutIsRefusedAtItsPlaceWhenNoHostIsGiven() throws {
        let scene = try Scene.parse(Self.swiftScene, file: "hosted.yaml")
        do {
            _ = try SceneRuntime(scene: scene)
            Issue.record("a Swift layout without a host should be refused")
        } catch let error as SceneError {
            #expect(
                error.description
                    == "hosted.yaml:5:27: pane 'main' names a Swift layout ('CardsLayout'); only the reel tool builds "
                    + "Swift layouts (run this scene with `reel`)")
        }
    }

    @Test func theHostGivenToTheDriverRunsTheSwiftPanesAndNoOtherRenderSeesIt() throws {
        let host = StandInSwiftLayouts()
        let scene = try Scene.parse(Self.swiftScene, file: "hosted.yaml")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let hosted = RenderOptions(
            outputDirectory: root.appendingPathComponent("hosted"), outputs: [.png, .json], progress: .quiet)
        let summary = try RenderDriver(scene: scene, options: hosted, swiftLayouts: host).run()
        #expect(
            summary.files.map(\.lastPathComponent) == [
                "frame-0000.png", "frame-0001.png", "frame-0002.png", "frames.json",
            ])
        #expect(host.asked == ["hosted"])

        // The same frames as the built-in layout the stand-in runs, drawn the same way.
        let flow = try Scene.parse(Self.scene(layout: "flow"), file: "hosted.yaml")
        let plain = RenderOptions(
            outputDirectory: root.appendingPathComponent("flow"), outputs: [.png, .json], progress: .quiet)
        _ = try RenderDriver(scene: flow, options: plain).run()
        for name in ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frames.json"] {
            #expect(
                try Data(contentsOf: hosted.outputDirectory.appendingPathComponent(name))
                    == Data(contentsOf: plain.outputDirectory.appendingPathComponent(name)), "\(name)")
        }

        // A render given no host still refuses the scene: nothing was installed anywhere.
        #expect(throws: SceneError.self) {
            _ = try RenderDriver(
                scene: scene,
                options: RenderOptions(outputDirectory: root.appendingPathComponent("none"), progress: .quiet)
            ).run()
        }
        #expect(try Dump.json(of: scene, swiftLayouts: host) == Dump.json(of: flow))
        #expect(host.asked == ["hosted", "hosted"])
    }
}
