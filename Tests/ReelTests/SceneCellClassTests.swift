import Foundation
import Layouts
import Testing

@testable import Reel

/// A pane's `cells` that names the app's own cell class: what the scene reads, where its
/// mistakes are reported, and that only the reel tool runs it.
@Suite struct SceneCellClassTests {
    private static func parse(_ text: String) throws -> Scene {
        try Scene.parse(text, file: "dir/scene.yaml", layouts: LayoutRegistry.builtIn)
    }

    private static func failure(_ text: String) -> String {
        do {
            _ = try SceneRuntime(scene: parse(text))
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func aCellClassIsReadWithItsConfigurationItemsAndPlaces() throws {
        let scene = try Self.parse(
            """
            panes:
              - layout: flow
                cells:
                  swift: Cells/FeedCell.swift
                  class: FeedCell
                  reuseIdentifier: feed
                  configure: 'cell.titleLabel.text = item["title"]'
                  items:
                    - { title: Run, size: 12 }
                    - { title: Lunch }
            """)
        let reference = try #require(scene.panes.first?.cellClass)
        #expect(scene.panes.first?.cells == nil)
        #expect(reference.paths == ["dir/Cells/FeedCell.swift"])
        #expect(reference.className == "FeedCell")
        #expect(reference.reuseIdentifier == "feed")
        #expect(reference.configure == #"cell.titleLabel.text = item["title"]"#)
        // The first character inside the quotes: line 7, column 19.
        #expect(reference.configureLocation == SourceLocation(file: "dir/scene.yaml", line: 7, column: 19))
        #expect(reference.classLocation == SourceLocation(file: "dir/scene.yaml", line: 5, column: 14))
        #expect(reference.values(forItem: 0) == ["title": "Run", "size": "12"])
        #expect(reference.values(forItem: 3) == ["title": "Lunch"])
        #expect(scene.referencedFiles == ["dir/Cells/FeedCell.swift"])
    }

    @Test func aBlockConfigurationStartsOnTheNextLineAtItsIndentation() throws {
        let scene = try Self.parse(
            """
            panes:
              - layout: flow
                cells:
                  swift: Cells
                  class: FeedCell
                  configure: |
                    cell.backgroundColor = .red
                    cell.tag = indexPath.item
            """)
        let reference = try #require(scene.panes.first?.cellClass)
        #expect(reference.configure == "cell.backgroundColor = .red\ncell.tag = indexPath.item")
        #expect(reference.configureLocation == SourceLocation(file: "dir/scene.yaml", line: 7, column: 9))
        #expect(reference.configureIndent == 8)
        #expect(reference.reuseIdentifier == "FeedCell")
        #expect(reference.items.isEmpty && reference.values(forItem: 5) == [:])
    }

    @Test func badCellClassesSayWhereAndWhatIsExpected() {
        let both = Self.failure(
            """
            panes:
              - layout: flow
                cells: { swift: Cells, class: FeedCell, content: [{ text: Hi }] }
            """)
        #expect(
            both.hasPrefix(
                "dir/scene.yaml:3:45: 'cells' in pane 'pane0' names a cell class and 'content'; give either"),
            "\(both)")
        let empty = Self.failure(
            """
            panes:
              - layout: flow
                cells: { swift: Cells, class: FeedCell, items: [] }
            """)
        #expect(
            empty.hasPrefix("dir/scene.yaml:3:52: 'items' in 'cells' in pane 'pane0' must list at least one item"),
            "\(empty)")
        let noClass = Self.failure(
            """
            panes:
              - layout: flow
                cells: { swift: Cells }
            """)
        #expect(
            noClass.contains("3:12: 'cells' in pane 'pane0' names Swift files but no class; add `class: YourCell`"),
            "\(noClass)")
        let nested = Self.failure(
            """
            panes:
              - layout: flow
                cells: { swift: Cells, class: FeedCell, items: [{ title: [1, 2] }] }
            """)
        #expect(nested.contains("'title' in item 0 of 'items' in 'cells' in pane 'pane0' must be a text"), "\(nested)")
        let unknownKey = Self.failure(
            """
            panes:
              - layout: flow
                cells: { swift: Cells, class: FeedCell, configur: x }
            """)
        #expect(unknownKey.contains("unknown key 'configur'"), "\(unknownKey)")
        #expect(unknownKey.contains("did you mean 'configure'?"), "\(unknownKey)")
    }

    @Test func withoutTheReelToolACellClassIsRefusedAtItsClass() {
        let message = Self.failure(
            """
            panes:
              - layout: flow
                cells: { swift: Cells, class: FeedCell }
            """)
        #expect(
            message
                == "dir/scene.yaml:3:35: pane 'pane0' names a Swift cell class ('FeedCell'); only the reel tool builds Swift cells (run this scene with `reel`)"
        )
    }
}
