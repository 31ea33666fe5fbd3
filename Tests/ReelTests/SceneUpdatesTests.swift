import CollectionLayout
import Foundation
import Layouts
import TestSupport
import Testing

@testable import Reel

/// A pane's `updates`: batch updates at frames, animated between the layout's initial and final
/// attributes over the update's duration.
@Suite struct SceneUpdatesTests {
    static let insertion = """
        canvas: { width: 200, height: 400 }
        fps: 10
        sampling: { keyframes: [{ frame: 0, offset: start }], frames: 10 }
        panes:
          - layout: flow
            items: 4
            updates:
              - { frame: 2, insert: [0], duration: 0.4 }
        """

    private static func parse(_ text: String) throws -> Scene {
        try Scene.parse(text, file: "scene.yaml", layouts: LayoutRegistry.builtIn)
    }

    private static func failure(_ text: String) -> String {
        do {
            _ = try SceneRuntime(scene: parse(text))
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    private static func cells(_ runtime: SceneRuntime, frame index: Int) throws -> [ElementSnapshot] {
        let frame = try runtime.frame(for: runtime.samples[index])
        return try #require(frame.panes.first).elements.filter { $0.category == .cell }.sorted { $0.item < $1.item }
    }

    @Test func updatesParseWithUIKitsIndexPathRules() throws {
        let scene = try Self.parse(
            """
            panes:
              - layout: flow
                items: [6, 3]
                updates:
                  - { frame: 3, insert: [0, [1, 2]], delete: [4], move: [[1, 5]] }
                  - { frame: 9, reload: [2], duration: 0.5 }
            """)
        let updates = try #require(scene.panes.first).updates
        #expect(updates.map(\.frame) == [3, 9])
        #expect(updates[0].insert == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)])
        #expect(updates[0].delete == [IndexPath(item: 4, section: 0)])
        #expect(
            updates[0].move == [
                UpdateSpec.Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 5, section: 0))
            ])
        #expect(updates[0].duration == 0.3 && updates[1].duration == 0.5)
        #expect(updates[0].location?.line == 5)
        #expect(try updates[0].counts(after: [6, 3]).get() == [6, 4])
    }

    @Test func theUpdateAnimatesFromTheStartsToTheEndsThenTheNewLayoutShows() throws {
        // 50-point items, three to a 200-point line at x 0, 75, 150.
        let runtime = try SceneRuntime(scene: Self.parse(Self.insertion))
        #expect(try Self.cells(runtime, frame: 1).map(\.item) == [0, 1, 2, 3])
        // Frame 2 (0.2 s): the starts. The new item 0 fades in at its place; old item 0 (now 1)
        // starts where it was.
        let start = try Self.cells(runtime, frame: 2)
        #expect(start.map(\.item) == [0, 1, 2, 3, 4])
        #expect(start[0].frame.minX == 0 && start[0].alpha == 0)
        #expect(start[1].frame.minX == 0 && start[1].alpha == 1)
        #expect(start[4].frame.origin == CGPoint(x: 0, y: 60))
        // Frame 4 (0.4 s): half the duration; ease-in-ease-out is symmetric, so half way.
        let middle = try Self.cells(runtime, frame: 4)
        #expect(middle[0].alpha == 0.5)
        #expect(middle[1].frame.minX == 37.5)
        #expect(middle[3].frame.origin == CGPoint(x: 75, y: 30))
        // Frame 3 (a quarter): the curve, not linear — ease-in-ease-out(0.25) < 0.25.
        let quarter = try Self.cells(runtime, frame: 3)
        #expect(quarter[0].alpha > 0.1 && quarter[0].alpha < 0.25)
        // Frame 6 (0.6 s): the animation is over; the flow layout with five items.
        let end = try Self.cells(runtime, frame: 6)
        #expect(end.map(\.frame.minX) == [0, 75, 150, 0, 75])
        #expect(end.allSatisfy { $0.alpha == 1 })
        // Any order gives the same frames (a shard renders only its own).
        #expect(try Self.cells(runtime, frame: 4).map(\.frame) == middle.map(\.frame))
        #expect(try Self.cells(runtime, frame: 1).count == 4)
    }

    @Test func aRightToLeftPaneAnimatesItsUpdatesMirrored() throws {
        // The insertion scene, right to left, deleting the last item in the same update. Left to
        // right the 50-point items sit at x 0, 75, 150 in the 200-point pane; mirrored, a frame's
        // x is 200 − 50 − x: 150, 75, 0.
        let text = Self.insertion.replacingOccurrences(
            of: "    items: 4\n", with: "    items: 4\n    layoutDirection: rightToLeft\n"
        ).replacingOccurrences(of: "insert: [0],", with: "insert: [0], delete: [3],")
        let runtime = try SceneRuntime(scene: Self.parse(text))
        /// Each cell as [item, x, y, alpha], by item then y.
        func cells(_ index: Int) throws -> [[CGFloat]] {
            try Self.cells(runtime, frame: index).map { [CGFloat($0.item), $0.frame.minX, $0.frame.minY, $0.alpha] }
                .sorted { ($0[0], $0[2]) < ($1[0], $1[2]) }
        }
        #expect(try cells(1) == [[0, 150, 0, 1], [1, 75, 0, 1], [2, 0, 0, 1], [3, 150, 60, 1]])
        // Frame 2, the starts: the new item 0 at its final place, transparent (left to right x 0);
        // the old items 0…2, now 1…3, where they were (x 0, 75, 150 mirrored); the deleted old
        // item 3 where it was, on the second line (left to right x 0), opaque.
        #expect(try cells(2) == [[0, 150, 0, 0], [1, 150, 0, 1], [2, 75, 0, 1], [3, 0, 0, 1], [3, 150, 60, 1]])
        // Half way (frame 4, ease-in-ease-out is symmetric): left to right, item 1 is half way
        // from x 0 to 75 (37.5) and item 3 from (150, 0) to (0, 60), that is (75, 30); mirrored,
        // 200 − 50 − 37.5 = 112.5 and 200 − 50 − 75 = 75. The new item and the deleted one are
        // half faded.
        #expect(
            try cells(4) == [
                [0, 150, 0, 0.5], [1, 112.5, 0, 1], [2, 37.5, 0, 1], [3, 75, 30, 1], [3, 150, 60, 0.5],
            ])
        // Frame 6: the animation is over; the new layout's four items, mirrored.
        #expect(try cells(6) == [[0, 150, 0, 1], [1, 75, 0, 1], [2, 0, 0, 1], [3, 150, 60, 1]])
    }

    @Test func badUpdatesNameTheirPlace() {
        let outside = Self.failure(
            "panes:\n  - layout: flow\n    items: 4\n    updates:\n      - { frame: 1, delete: [4] }\n")
        #expect(
            outside
                == "scene.yaml:5:9: the update at frame 1 of pane 'pane0': deleted item 4 is outside section 0, "
                + "which has 4 items before the update")
        let late = Self.failure(
            "sampling: { frames: 5 }\npanes:\n  - layout: flow\n    updates:\n      - { frame: 7, insert: [0] }\n")
        #expect(
            late.hasPrefix("scene.yaml:5:9: the update at frame 7 of pane 'pane0' is past the scene's last frame (4)"))
        let order = Self.failure(
            "panes:\n  - layout: flow\n    updates:\n      - { frame: 3, insert: [0] }\n      - { frame: 3, insert: [0] }\n"
        )
        #expect(order.hasPrefix("scene.yaml:5:18: 'frame' in update 1 of"))
        let empty = Self.failure("panes:\n  - layout: flow\n    updates:\n      - { frame: 3 }\n")
        #expect(empty.contains("changes nothing; give it insert, delete, reload or move"))
        let unknown = Self.failure("panes:\n  - layout: flow\n    updates:\n      - { frame: 3, remove: [1] }\n")
        #expect(unknown.contains("remove"))
        let section = Self.failure(
            "panes:\n  - layout: flow\n    updates:\n      - { frame: 0, insert: [[2, 0]] }\n")
        #expect(section.contains("inserted item [2, 0] names section 2, but the pane has 1 section"))
    }

    @Test func theFixtureAnimatesEachUpdateOverItsDuration() throws {
        let scene = try Scene.load(contentsOf: PackagePaths.scenes.appendingPathComponent("updates.yaml"))
        let runtime = try SceneRuntime(scene: scene)
        #expect(runtime.samples.count == 72)
        // 12 items; at frame 6 (0.2 s) two inserted and one deleted: 13 after, 14 drawn while
        // the deleted one fades. 0.3 s at 30 fps: frames 6…14 animate, frame 15 is settled.
        #expect(try Self.cells(runtime, frame: 5).count == 12)
        #expect(try Self.cells(runtime, frame: 6).count == 14)
        #expect(try Self.cells(runtime, frame: 14).count == 14)
        let settled = try Self.cells(runtime, frame: 15)
        #expect(settled.count == 13 && settled.allSatisfy { $0.alpha == 1 })
        // The reload at frame 42 runs 0.5 s: frames 42…56.
        #expect(try Self.cells(runtime, frame: 56).count == 14)
        #expect(try Self.cells(runtime, frame: 57).count == 13)
        // Three deleted at frame 60: ten after.
        #expect(try Self.cells(runtime, frame: 71).count == 10)
    }
}
