import Canvas
import Foundation
import ImageCodecs
import TestSupport
import Testing

@testable import ReelTesting

/// Goldens beside the test file, the command that records a missing one, and what a test
/// needs arriving with `import ReelTesting` alone (LayoutRegistry, StyleSheet, CGPoint).
@Suite("Golden folders beside the test file, record hints, options")
struct GoldenFolderTests {
    @Test func theDefaultFolderIsSnapshotsBesideTheTestFile() {
        let folder = GoldenFolder.beside(
            filePath: "/p/Tests/CardTests/CardStackTests.swift", function: "cardStackMatches()")
        #expect(folder.path == "/p/Tests/CardTests/__Snapshots__/CardStackTests/cardStackMatches")
        let named = GoldenFolder.beside(
            filePath: "/p/Tests/CardTests/CardStackTests.swift", function: "testCards(spacing:)", name: "wide cards")
        #expect(named.path == "/p/Tests/CardTests/__Snapshots__/CardStackTests/testCards-wide_cards")
    }

    @Test func aMissingGoldenSuggestsTheCommandThatRecordsIt() throws {
        let location = AssertionLocation(
            fileID: "CardTests/CardStackTests.swift", filePath: #filePath, line: 1, column: 1,
            function: "cardStackMatches()")
        #expect(location.recordCommand == "REEL_RECORD=missing swift test --filter 'CardTests.*cardStackMatches'")
    }

    @Test func assertLayoutRecordsBesideThisFileThenMatchesAndTakesStylesAndOverlays() throws {
        let expected = GoldenFolder.beside(filePath: #filePath, function: #function, name: "styled")
        try? FileManager.default.removeItem(at: expected)
        defer {
            try? FileManager.default.removeItem(at: expected)
            let parent = expected.deletingLastPathComponent()
            if (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: parent.deletingLastPathComponent())
            }
        }
        var styles = StyleSheet()
        styles.cell.label = "row {item}"
        styles.cell.fill = .color(Color(red255: 255, green: 0, blue: 0))
        let overlays = OverlaySpec(offsetReadout: true)
        // LayoutRegistry arrives with `import ReelTesting` (no `import Layouts` in this file).
        let flow = try #require(LayoutRegistry.builtIn.first { $0.name == "flow" })
        #expect(flow.name == "flow")
        withKnownIssue {
            assertLayout(
                { StaggeredRowsLayout() }, name: "styled", itemCounts: [6], size: CGSize(width: 120, height: 160),
                offsets: [.zero], styles: styles, overlays: overlays, record: .missing)
        }
        let image = try ImageDiff.readImage(expected.appendingPathComponent("pane-x0000-y0000.png"))
        // Row 0 spans the width from y 0 to 36: its middle is the red fill, not the palette's.
        #expect(image[60, 4] == RGBA8(red: 255, green: 0, blue: 0))
        let report = assertLayout(
            { StaggeredRowsLayout() }, name: "styled", itemCounts: [6], size: CGSize(width: 120, height: 160),
            offsets: [.zero], styles: styles, overlays: overlays, record: .never)
        #expect(report?.failsAssertion == false)
        #expect(report?.directory.standardizedFileURL.path == expected.standardizedFileURL.path)
    }
}
