import CollectionLayout
import Foundation
import Layouts
import Testing

@testable import Reel

/// Section tracks (`sectionTracks`): each moves one orthogonal section's own offset over the
/// frames, as a pane's track moves its content offset (docs/scene-format.md, "Section tracks").
@Suite struct CompositionalSectionTrackTests {
    /// 200 wide: section 0 a groupPaging row of six 100-point cards 10 apart (pitch 110, 650
    /// long, range 0 … 450), section 1 rows.
    private static func scene(tracks: String, layout: String = "compositional") -> String {
        """
        canvas: { width: 200, height: 400 }
        sampling: { keyframes: [{ frame: 0, offset: start }] }
        panes:
          - layout: \(layout)
            items: [6, 4]
            sectionTracks:
        \(tracks)
            parameters:
              sections:
                - group:
                    width: fractionalWidth(0.5)
                    height: 100
                    subitems: [{ width: fractionalWidth(1), height: fractionalHeight(1) }]
                  interGroupSpacing: 10
                  orthogonalScrollingBehavior: groupPaging
                - group: { width: fractionalWidth(1), height: 44, subitems: [{ width: fractionalWidth(1), height: 44 }] }
        """
    }

    @Test func keyframedSectionTrackMovesOnlyItsSection() throws {
        let runtime = try BuiltInScenes.runtime(
            Self.scene(
                tracks: "      - { section: 0, keyframes: [{ frame: 0, offset: start }, { frame: 4, offset: end }] }"))
        // The section track is longer than the pane's one-frame track, so it decides the count.
        #expect(runtime.samples.count == 5)
        #expect(runtime.samples.map { $0.sectionOffsets?.first?[0] } == [0, 112.5, 225, 337.5, 450])
        let frame = try runtime.frame(for: runtime.samples[2])
        let elements = try #require(frame.panes.first).elements
        // Card 3's unscrolled x is 330; at offset 225 it is at 105. Section 1's rows stay put.
        #expect(elements.first { $0.category == .cell && $0.section == 0 && $0.item == 3 }?.frame.minX == 105)
        #expect(elements.first { $0.category == .cell && $0.section == 1 && $0.item == 0 }?.frame.minX == 0)
        let end = try #require(try runtime.frame(for: runtime.samples[4]).panes.first).elements
        // At the end of the range (450) the last card, unscrolled at 550, ends at the pane's edge.
        #expect(end.first { $0.category == .cell && $0.section == 0 && $0.item == 5 }?.frame.maxX == 200)
    }

    @Test func flingRestsWhereEachBehaviourSays() throws {
        // Fixtures/scenes/gallery-orthogonal.yaml: 56-point groups 8 apart (pitch 64) in a
        // 156-point container; a release at the start with 0.6 pt/ms.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/gallery-orthogonal.yaml")
        let runtime = try SceneRuntime(scene: Scene.load(contentsOf: url))
        let last = try #require(runtime.samples.last?.sectionOffsets)
        let names = runtime.scene.panes.map(\.name)
        var rests: [String: Double] = [:]
        for (index, name) in names.enumerated() { rests[name] = last[index][0] }
        let free = 0.6 / -log(0.998)
        #expect(abs(try #require(rests["continuous"]) - free) < 1e-9)
        #expect(abs(free - 299.7) < 0.01)
        #expect(rests["leadingBoundary"] == 320)
        #expect(rests["paging"] == 156)
        #expect(rests["groupPaging"] == 64)
        #expect(rests["groupPagingCentered"] == 22)
        #expect(!rests.keys.contains("none"))
        // The motion eases into its rest: the offsets never go back, and the first frame is the start.
        let paging = try #require(names.firstIndex(of: "paging"))
        let track = runtime.samples.compactMap { $0.sectionOffsets?[paging][0] }
        #expect(track.first == 0 && zip(track, track.dropFirst()).allSatisfy { $0 <= $1 })
        // The drawn frames show it: paging's card 3 (8 + 3 × 64 = 200 unscrolled) is at 200 − 156.
        let frame = try runtime.frame(for: try #require(runtime.samples.last))
        let card = try #require(frame.panes[paging].elements.first { $0.category == .cell && $0.item == 3 })
        #expect(card.frame.minX == 44)
    }

    @Test func sectionThatDoesNotExistIsNamedWithItsLine() {
        #expect(
            BuiltInScenes.failure(Self.scene(tracks: "      - { section: 5, linear: { from: start, to: end } }"))
                == "scene.yaml:7:20: section track of section 5 in pane 'pane0': section 5 does not exist: "
                + "the pane has 2 sections (0…1)")
    }

    @Test func sectionThatDoesNotScrollOnItsOwnIsRefused() {
        #expect(
            BuiltInScenes.failure(Self.scene(tracks: "      - { section: 1, linear: { from: start, to: end } }"))
                == "scene.yaml:7:20: section track of section 1 in pane 'pane0': section 1 does not scroll on its own; "
                + "give it an orthogonalScrollingBehavior other than none")
    }

    @Test func sectionTracksNeedACompositionalLayout() {
        let text = """
            panes:
              - layout: table
                sectionTracks: [{ section: 0, linear: { from: 0, to: 10 } }]
            """
        let message = BuiltInScenes.failure(text)
        #expect(message.hasPrefix("scene.yaml:3:32: section track of section 0 in pane 'pane0': "))
        #expect(message.contains("section tracks move the sections of a compositional layout"))
    }

    @Test func sectionTrackErrorsAreFoundWhenTheSceneIsRead() {
        let twice = """
                  - { section: 0, linear: { from: start, to: end } }
                  - { section: 0, fling: { velocity: 1 } }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(tracks: twice))
                == "scene.yaml:8:20: section 0 already has a track (line 7, column 20); give each section one track")
        #expect(
            BuiltInScenes.failure(Self.scene(tracks: "      - { section: 0, axis: x, linear: { to: end } }"))
                == "scene.yaml:7:23: 'axis' does not go in section track 0 of 'sectionTracks' in pane 'pane0': "
                + "a section track moves along the section's own axis")
        #expect(
            BuiltInScenes.failure(Self.scene(tracks: "      - { section: -1, linear: { to: end } }")).hasPrefix(
                "scene.yaml:7:20: "))
        #expect(
            BuiltInScenes.failure(Self.scene(tracks: "      - { linear: { to: end } }")).contains(
                "missing required key 'section'"))
    }
}
