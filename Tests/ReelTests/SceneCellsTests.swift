import CollectionLayout
import Foundation
import Layouts
import Testing
import Typography

@testable import Reel

/// A pane's `cells`: content that self-sizing layouts size their cells by, in scenes.
@Suite struct SceneCellsTests {
    private static func parse(_ text: String) throws -> Scene {
        try Scene.parse(text, file: "scene.yaml", layouts: LayoutRegistry.builtIn)
    }

    private static func failure(_ text: String) -> String {
        do {
            let scene = try parse(text)
            _ = try SceneRuntime(scene: scene)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    /// The cells of the first frame, in item order.
    private static func cellFrames(_ text: String) throws -> [CGRect] {
        let runtime = try SceneRuntime(scene: parse(text))
        let sample = try #require(runtime.samples.first)
        let frame = try runtime.frame(for: sample)
        return try #require(frame.panes.first).elements.filter { $0.category == .cell }.sorted { $0.item < $1.item }
            .map(\.frame)
    }

    @Test func boxesSizeTheirCellsAndTheCellsAfterThemMove() throws {
        let frames = try Self.cellFrames(
            """
            canvas: { width: 320, height: 600 }
            panes:
              - layout: flow
                items: 4
                parameters: { estimatedItemSize: [320, 44] }
                cells:
                  width: 320
                  content: [{ height: 20 }, { height: 60 }]
            """)
        // 8 + 20 + 8 = 36 and 8 + 60 + 8 = 76 tall, one per line, 10 apart.
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 320, height: 36), CGRect(x: 0, y: 46, width: 320, height: 76),
                CGRect(x: 0, y: 132, width: 320, height: 36), CGRect(x: 0, y: 178, width: 320, height: 76),
            ])
    }

    @Test func textCellsAreAsTallAsTheirLinesAtTheCellsWidth() throws {
        let long = "Self-sizing cells take the height of their text, wrapped at the width the cell is given"
        let frames = try Self.cellFrames(
            """
            canvas: { width: 200, height: 600 }
            panes:
              - layout: flow
                items: 2
                parameters: { estimatedItemSize: automatic, minimumLineSpacing: 0 }
                cells:
                  width: 200
                  padding: [4, 8, 4, 8]
                  content: [{ text: "Hi" }, { text: "\(long)", fontSize: 15 }]
            """)
        // Heights from the bundled face: the lines the text breaks into at 200 − 16 points, each
        // the face's line height, rounded up to whole points (as UILabel), plus 4 + 4.
        let face = try FontFace.bundled(.regular)
        let oneLine = (face.lineMetrics(pointSize: 17).lineHeight - 1e-9).rounded(.up)
        let lineCount = face.lines(of: long, pointSize: 15, width: 184).count
        #expect(lineCount >= 3)
        let wrapped = (Double(lineCount) * face.lineMetrics(pointSize: 15).lineHeight - 1e-9).rounded(.up)
        #expect(
            frames.map(\.size) == [CGSize(width: 200, height: oneLine + 8), CGSize(width: 200, height: wrapped + 8)])
        #expect(abs(frames[1].minY - (oneLine + 8)) < 1e-9, "\(frames[1].minY - (oneLine + 8))")
    }

    @Test func compositionalEstimatedRowsTakeTheirCellsHeights() throws {
        let frames = try Self.cellFrames(
            """
            canvas: { width: 320, height: 600 }
            panes:
              - layout: compositional
                items: 4
                parameters:
                  sections:
                    - group:
                        width: fractionalWidth(1)
                        height: estimated(44)
                        subitems:
                          - { width: fractionalWidth(1), height: estimated(44) }
                      interGroupSpacing: 10
                cells: [{ height: 20 }, { height: 60 }]
            """)
        // A list: each row's group as tall as its item, 8 + 20 + 8 or 8 + 60 + 8, 10 apart; the
        // width comes from the group (fractionalWidth(1)), only the height is the cell's.
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 320, height: 36), CGRect(x: 0, y: 46, width: 320, height: 76),
                CGRect(x: 0, y: 132, width: 320, height: 36), CGRect(x: 0, y: 178, width: 320, height: 76),
            ])
    }

    @Test func cellsDoNotChangeALayoutThatDoesNotEstimate() throws {
        let frames = try Self.cellFrames(
            """
            canvas: { width: 320, height: 600 }
            panes:
              - layout: flow
                items: 2
                cells: [{ height: 200 }]
            """)
        #expect(frames.map(\.size) == [CGSize(width: 50, height: 50), CGSize(width: 50, height: 50)])
    }

    @Test func badCellsSayWhereAndWhatIsExpected() {
        let head = "panes:\n  - layout: flow\n    parameters: { estimatedItemSize: automatic }\n"
        #expect(
            Self.failure(head + "    cells: []\n").contains(
                "scene.yaml:4:12: 'cells' in pane 'pane0' must list at least one entry"))
        #expect(
            Self.failure(head + "    cells: [{ text: Hi, height: 3 }]\n")
                .contains("4:25: 'height' does not go with 'text' in entry 0 of 'cells' in pane 'pane0'"))
        #expect(
            Self.failure(head + "    cells: [{ fontSize: 12 }]\n")
                .contains("'fontSize' goes with 'text' in entry 0 of 'cells' in pane 'pane0', and entry 0"))
        #expect(Self.failure(head + "    cells: [{ text: Hi, lines: -1 }]\n").contains("must be 0 or more, found -1"))
        #expect(
            Self.failure(head + "    cells: { width: 1e6, content: [{ height: 1 }] }\n")
                .contains("'width' in 'cells' in pane 'pane0' must be at most 100,000 points, found 1e6"))
        #expect(
            Self.failure(head + "    cells: { content: [{ height: 1 }], colour: red }\n").contains(
                "unknown key 'colour'"))
        #expect(
            Self.failure("panes:\n  - layout: flow\n    parameters: { estimatedItemSize: auto }\n")
                .contains("expected a size such as [320, 44] or 'automatic', found 'auto'"))
    }

    @Test func theSelfSizingFixtureSizesItsRowsByTheirText() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/self-sizing.yaml")
        let runtime = try SceneRuntime(scene: Scene.load(contentsOf: url))
        let frame = try runtime.frame(for: try #require(runtime.samples.first))
        let cells = try #require(frame.panes.first).elements.filter { $0.category == .cell }.sorted {
            $0.item < $1.item
        }
        let face = try FontFace.bundled(.regular)
        func height(_ text: String, _ size: Double) -> Double {
            let lines = face.lines(of: text, pointSize: size, width: 343 - 32).count
            return (Double(lines) * face.lineMetrics(pointSize: size).lineHeight - 1e-9).rounded(.up) + 24
        }
        let scene = try Scene.load(contentsOf: url)
        let entries = try #require(scene.panes.first?.cells?.entries)
        let expected = entries.map { entry -> Double in
            switch entry {
            case .text(let text, let size, _): height(text, size)
            case .box(_, let boxHeight): (boxHeight ?? 0) + 24
            }
        }
        // Rows 16 points in, 8 apart, as tall as their content plus 12 + 12.
        var y = 16.0
        for (index, cell) in cells.prefix(5).enumerated() {
            #expect(abs(cell.frame.minY - y) < 1e-9, "row \(index)")
            #expect(cell.frame.size == CGSize(width: 343, height: expected[index]), "row \(index)")
            y += expected[index] + 8
        }
        #expect(expected[1] > expected[3] && expected[3] > expected[2])
    }
}
