import CollectionLayout
import Foundation
import Layouts
import TestSupport
import Testing

@testable import Reel

/// The example scenes in Fixtures/scenes parse with the built-in registry, their parameters
/// build real layouts, and their tracks sample. A layout whose descriptor is not registered in
/// this build is skipped with a note saying so.
@Suite struct SceneFixtureTests {
    static let folder = PackagePaths.scenes

    static func registered(_ layout: String) -> Bool { LayoutRegistry.descriptor(named: layout) != nil }

    /// Parses `Fixtures/scenes/<layout>.yaml`, builds every pane's layout and samples the scene.
    private func load(_ layout: String) throws -> (Scene, [FrameSample]) {
        let scene = try Scene.load(contentsOf: Self.folder.appendingPathComponent("\(layout).yaml"))
        #expect(scene.name == layout)
        #expect(scene.panes.allSatisfy { $0.layout == layout })
        var views: [CollectionView] = []
        for (index, pane) in scene.panes.enumerated() {
            let descriptor = try #require(LayoutRegistry.descriptor(named: pane.layout))
            let built: BuiltLayout
            do {
                built = try descriptor.build(pane.layoutParameters)
            } catch let error as LayoutConfigurationError {
                throw scene.error(for: error, inPane: index)
            }
            let view = CollectionView(
                frame: CGRect(origin: .zero, size: pane.frame.size), collectionViewLayout: built.layout,
                itemCounts: pane.itemCounts)
            built.configure(view)
            view.layoutIfNeeded()
            views.append(view)
        }
        let frames = try samples(for: scene, collectionViews: views)
        #expect(frames.allSatisfy { $0.offsets.count == scene.panes.count })
        return (scene, frames)
    }

    @Test(.enabled(if: registered("table"), "the 'table' descriptor is not registered in this build yet"))
    func tableFixtureParsesAndSamples() throws {
        let (scene, frames) = try load("table")
        #expect(scene.panes[0].itemCounts == [30])
        #expect(frames.count == 60)
        // 30 rows of 88 in a 667-tall view: offsets 0…(2640 − 667).
        #expect(frames.last?.offsets[0] == CGPoint(x: 0, y: 1973))
    }

    @Test(.enabled(if: registered("parabolic"), "the 'parabolic' descriptor is not registered in this build yet"))
    func parabolicFixtureParsesAndSamples() throws {
        let (scene, frames) = try load("parabolic")
        #expect(scene.panes[0].frame == CGRect(x: 0, y: 283, width: 393, height: 549))
        #expect(frames.count == 90)
        // Reference §1.8: maximum offset (N − 1)·D = 19 · 580/3.
        let last = try #require(frames.last).offsets[0].y
        #expect(abs(last - 19 * 580.0 / 3) < 0.01)
    }

    @Test(.enabled(if: registered("ultravisual"), "the 'ultravisual' descriptor is not registered in this build yet"))
    func ultravisualFixtureParsesAndSamples() throws {
        let (_, frames) = try load("ultravisual")
        #expect(frames.count == 121)
        #expect(frames[30].offsets[0].y == 180)
        #expect(frames[60].offsets[0].y == 360)
        // Reference §2.7 with N = 10: the maximum offset is (N − 1)·180 = 1620.
        #expect(frames[120].offsets[0].y == 1620)
    }

    @Test(.enabled(if: registered("pizzaHalves"), "the 'pizzaHalves' descriptor is not registered in this build yet"))
    func pizzaHalvesFixtureIsTwoPanesSideBySide() throws {
        let (scene, frames) = try load("pizzaHalves")
        #expect(scene.panes.map(\.name) == ["left", "right"])
        #expect(
            scene.panes.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 206.5, height: 896), CGRect(x: 206.5, y: 0, width: 206.5, height: 896),
            ])
        #expect(scene.panes.map { $0.parameters["orientation"] } == [.string("left"), .string("right")])
        // Reference §3.9: insets 298, offsets −298 (row 0 centred) … 602 (row 3 centred).
        #expect(frames.first?.offsets == [CGPoint(x: 0, y: -298), CGPoint(x: 0, y: -298)])
        #expect(frames.last?.offsets == [CGPoint(x: 0, y: 602), CGPoint(x: 0, y: 602)])
    }

    @Test(.enabled(if: registered("pizzaDrum"), "the 'pizzaDrum' descriptor is not registered in this build yet"))
    func pizzaDrumFixtureMovesItsPanesOnTheirOwnTracks() throws {
        let (scene, frames) = try load("pizzaDrum")
        #expect(scene.panes.count == 2)
        #expect(frames.count == 91)
        // The right pane waits 15 frames at the start while the left one already moves.
        #expect(frames[15].offsets[1] == frames[0].offsets[1])
        #expect(frames[15].offsets[0].y > frames[0].offsets[0].y)
        #expect(frames[90].offsets[0] == frames[90].offsets[1])
    }

    @Test(.enabled(if: registered("flow"), "the 'flow' descriptor is not registered in this build yet"))
    func flowFixtureParsesAndSamples() throws {
        let (scene, frames) = try load("flow")
        #expect(scene.panes[0].itemCounts == [7, 12])
        #expect(frames.count > 1)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.offsets[0].y - $0.offsets[0].y == 12 })
    }

    @Test(
        .enabled(
            if: registered("pluginableFlow"), "the 'pluginableFlow' descriptor is not registered in this build yet"))
    func pluginableFlowFixtureFlingsToTheNextCard() throws {
        let (scene, frames) = try load("pluginableFlow")
        #expect(scene.outputs == [.png, .json])
        #expect(frames.first?.offsets[0] == CGPoint(x: 150, y: 0))
        // Reference §2.5, example 1 (lineStart, offset 150, v = +0.5): the next card, x = 310.
        #expect(frames.last?.offsets[0] == CGPoint(x: 310, y: 0))
        #expect(frames.count > 2)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.offsets[0].x <= $1.offsets[0].x })
    }

    @Test(
        .enabled(if: registered("parallaxPages"), "the 'parallaxPages' descriptor is not registered in this build yet"))
    func parallaxPagesFixtureSamplesPageByPage() throws {
        let (_, frames) = try load("parallaxPages")
        // Three pages of 375: two transitions of 20 frames, then the last page.
        #expect(frames.count == 41)
        #expect(frames[20].offsets[0] == CGPoint(x: 375, y: 0))
        #expect(frames[40].offsets[0] == CGPoint(x: 750, y: 0))
    }

    @Test func sceneFormatDocumentShowsEveryFixtureVerbatim() throws {
        let document = try String(
            contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/scene-format.md"),
            encoding: .utf8)
        for layout in [
            "table", "parabolic", "ultravisual", "pizzaHalves", "pizzaDrum", "flow", "pluginableFlow", "parallaxPages",
        ] {
            let fixture = try String(contentsOf: Self.folder.appendingPathComponent("\(layout).yaml"), encoding: .utf8)
            #expect(
                document.contains("```yaml\n" + fixture + "```"), "docs/scene-format.md lacks \(layout).yaml as it is")
        }
    }

    @Test func sceneFormatDocumentExamplesParse() throws {
        let document = try String(
            contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/scene-format.md"),
            encoding: .utf8)
        var blocks: [(language: String, text: String)] = []
        var rest = Substring(document)
        while let open = rest.range(of: "```") {
            let header = rest[open.upperBound...].prefix { $0 != "\n" }
            let body = rest[open.upperBound...].dropFirst(header.count + 1)
            guard let close = body.range(of: "```") else { break }
            blocks.append((String(header), String(body[..<close.lowerBound])))
            rest = body[close.upperBound...]
        }
        let json = try #require(blocks.first { $0.language == "json" })
        let scene = try Scene.parse(json.text, file: "example.json")
        #expect(scene.panes.map(\.layout) == ["parabolic"])
        // Every YAML example that is a whole scene (has panes) parses: one per built-in layout
        // (parabolic also opens the page), the Swift layout example (whose files are read only when
        // the scene runs), the cells example, the cell class example (files read when it runs too)
        // and the variants example.
        let scenes = blocks.filter { $0.language == "yaml" && $0.text.contains("panes:") }
        #expect(scenes.count == LayoutRegistry.builtIn.count + 5)
        for block in scenes {
            _ = try Scene.parse(block.text, file: "example.yaml")
        }
    }

    @Test func everyFixtureIsCoveredByATest() throws {
        // golden-*.yaml are the golden sets' scenes, covered by ReelTestingTests/BuiltInGoldenTests;
        // updates.yaml by SceneUpdatesTests; bench-busy.yaml (reel-bench's busy scene) by
        // PaletteFixtureFrameTests, which renders every fixture; gallery-*.yaml (the compositional
        // gallery) by ReelTestingTests/CompositionalGalleryGoldenTests; self-sizing.yaml by
        // SceneCellsTests.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("golden-") }.sorted()
        #expect(
            files == [
                "bench-10000.yaml", "bench-busy.yaml", "bench-png.yaml", "compositional-carousel.yaml",
                "compositional-grid.yaml", "flow.yaml", "gallery-adaptive.yaml", "gallery-grids.yaml",
                "gallery-orthogonal.yaml", "gallery-sections.yaml", "parabolic.yaml", "parallaxPages.yaml",
                "pizzaDrum.yaml", "pizzaHalves.yaml",
                "pluginableFlow.yaml", "self-sizing.yaml", "table.yaml", "ultravisual.yaml", "updates.yaml",
            ])
    }
}
