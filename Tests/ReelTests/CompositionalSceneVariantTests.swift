import CollectionLayout
import Foundation
import Layouts
import Testing

@testable import Reel

/// The section forms of a `compositional` scene beyond a fixed section: `adaptive` variants
/// chosen by the container's width, `list` sections, and custom groups (`custom` item frames).
@Suite struct CompositionalSceneVariantTests {
    private static func cells(_ runtime: SceneRuntime, pane: Int = 0) throws -> [ElementSnapshot] {
        let frame = try runtime.frame(for: try #require(runtime.samples.first))
        return frame.panes[pane].elements.filter { $0.category == .cell }
    }

    private static func scene(width: Int = 200, items: String = "[9]", sections: String) -> String {
        """
        canvas: { width: \(width), height: 400 }
        sampling: { keyframes: [{ frame: 0, offset: start }] }
        panes:
          - layout: compositional
            items: \(items)
            parameters:
              sections:
        \(sections)
        """
    }

    @Test func adaptiveSectionsPickColumnsByTheContainersWidth() throws {
        // Fixtures/scenes/gallery-adaptive.yaml: the same sections at 150, 230 and 330 points.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/gallery-adaptive.yaml")
        let runtime = try SceneRuntime(scene: Scene.load(contentsOf: url))
        var columns: [Int] = []
        var rowWidths: [CGFloat] = []
        for pane in 0..<3 {
            let cells = try Self.cells(runtime, pane: pane)
            let grid = cells.filter { $0.section == 0 }
            let top = try #require(grid.first).frame.minY
            columns.append(grid.filter { $0.frame.minY == top }.count)
            let row = runtime.collectionViews[pane].layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
            rowWidths.append(try #require(row).frame.width)
        }
        // Section 0: 2 columns below 200 points, 3 from 200, 5 from 300.
        #expect(columns == [2, 3, 5])
        // Section 1: one column (width − 2 × 3 inset) below 300 points, two from 300: 330 / 2 − 6.
        #expect(rowWidths == [144, 224, 159])
        // Narrow: 75-point squares inset 3 under the 24-point caption.
        let narrow = try Self.cells(runtime, pane: 0)
        #expect(narrow.first { $0.section == 0 && $0.item == 1 }?.frame == CGRect(x: 78, y: 27, width: 69, height: 69))
    }

    @Test func adaptiveVariantsMustStartAtZeroAndIncrease() {
        let late = """
                    - adaptive:
                        - { minWidth: 100, group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 50, height: 50 }] } }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: late)).hasSuffix(
                "[0].adaptive[0].minWidth: the first variant must start at minWidth 0 so that every width has a section, "
                    + "found 100"))
        #expect(BuiltInScenes.failure(Self.scene(sections: late)).hasPrefix("scene.yaml:9:27: "))
        let unordered = """
                    - adaptive:
                        - { minWidth: 0, group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 50, height: 50 }] } }
                        - { minWidth: 0, group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 50, height: 50 }] } }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: unordered)).hasSuffix(
                "[0].adaptive[1].minWidth: variants must be in increasing minWidth order, found 0 after 0"))
        let mixed = """
                    - adaptive: []
                      contentInsets: 4
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: mixed)).hasSuffix(
                "[0]: 'adaptive' lists whole sections; move contentInsets into its variants"))
    }

    @Test func listSectionHasInsetGroupedRowsAndAHeader() throws {
        // Inset grouped: rows inset 20 each side, a 38-point header, 18 points above the rows.
        let runtime = try BuiltInScenes.runtime(
            Self.scene(
                items: "[3]", sections: "        - list: { appearance: insetGrouped, headerMode: supplementary }"))
        let frame = try runtime.frame(for: try #require(runtime.samples.first))
        let elements = try #require(frame.panes.first).elements
        #expect(
            elements.first { $0.kind == ElementKind.sectionHeader }?.frame
                == CGRect(x: 20, y: 0, width: 160, height: 38))
        #expect(
            elements.first { $0.category == .cell && $0.item == 1 }?.frame
                == CGRect(x: 20, y: 56 + 44, width: 160, height: 44))
        #expect(
            BuiltInScenes.failure(Self.scene(sections: "        - list: { appearance: insetGroupd }")).contains(
                "[0].list.appearance"))
    }

    @Test func contentInsetsReferenceFromTheSceneUsesThePanesLayoutMargins() throws {
        let text = """
            canvas: { width: 200, height: 400 }
            sampling: { keyframes: [{ frame: 0, offset: start }] }
            panes:
              - layout: compositional
                items: [2, 2]
                layoutMargins: [0, 16, 0, 16]
                parameters:
                  contentInsetsReference: layoutMargins
                  sections:
                    - group: { width: fractionalWidth(1), height: 40, subitems: [{ width: fractionalWidth(1), height: 40 }] }
                      contentInsets: { leading: 4, trailing: 4 }
                    - group: { width: fractionalWidth(1), height: 40, subitems: [{ width: fractionalWidth(1), height: 40 }] }
                      contentInsetsReference: none
            """
        let cells = try Self.cells(try BuiltInScenes.runtime(text))
        // Section 0: 16 + 4 from each side; section 1 opts out (`none`): the whole width.
        #expect(cells.first { $0.section == 0 }?.frame == CGRect(x: 20, y: 0, width: 160, height: 40))
        #expect(cells.first { $0.section == 1 }?.frame == CGRect(x: 0, y: 80, width: 200, height: 40))
        #expect(
            BuiltInScenes.failure(
                Self.scene(
                    sections:
                        "        - { group: { width: 10, height: 10, subitems: [{ width: 10, height: 10 }] }, contentInsetsReference: margins }"
                )
            )
            .contains("[0].contentInsetsReference: unknown value 'margins'"))
    }

    @Test func customGroupPlacesOneCellPerFrameAndRepeats() throws {
        let sections = """
                    - group:
                        width: fractionalWidth(1)
                        height: 100
                        custom:
                          - [0, 0, 120, 100]
                          - { frame: [130, 0, 70, 45], zIndex: 2 }
                          - [130, 55, 70, 45]
                      interGroupSpacing: 10
            """
        let runtime = try BuiltInScenes.runtime(Self.scene(items: "[5]", sections: sections))
        let cells = try Self.cells(runtime)
        #expect(cells.first { $0.item == 1 }?.frame == CGRect(x: 130, y: 0, width: 70, height: 45))
        #expect(cells.first { $0.item == 1 }?.zIndex == 2)
        // Item 3 is the first of the second group, 100 + 10 down.
        #expect(cells.first { $0.item == 3 }?.frame == CGRect(x: 0, y: 110, width: 120, height: 100))
        #expect(cells.count == 5)
    }

    @Test func customGroupRefusesSubitemsAndBadFrames() {
        let both = """
                    - group: { width: 100, height: 100, custom: [[0, 0, 10, 10]], subitems: [{ width: 10, height: 10 }] }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: both)).hasSuffix(
                "[0].group.subitems: a custom group places its items at their frames; it takes no 'subitems'"))
        let short = """
                    - group: { width: 100, height: 100, custom: [[0, 0, 10]] }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: short)).hasSuffix(
                "[0].group.custom[0]: a frame is [x, y, width, height], found 3 numbers"))
        let negative = """
                    - group: { width: 100, height: 100, custom: [[0, 0, -10, 10]] }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: negative)).hasSuffix(
                "[0].group.custom[0].width: must be at least 0, found -10"))
    }
}
