import CollectionLayout
import Foundation
import Layouts
import Testing

@testable import Reel

/// The panes' view settings: layout direction, layout margins and safe-area insets.
@Suite struct SceneViewSettingsTests {
    static let rightToLeftFlow = """
        canvas: { width: 200, height: 400 }
        panes:
          - layout: flow
            items: 4
            layoutDirection: rightToLeft
            layoutMargins: { left: 20, right: 16 }
            safeAreaInsets: [44, 0, 34, 0]
        """

    private static func parse(_ text: String) throws -> Scene {
        try Scene.parse(text, file: "scene.yaml", layouts: LayoutRegistry.builtIn)
    }

    private static func failure(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func paneViewSettingsParse() throws {
        let scene = try Self.parse(Self.rightToLeftFlow)
        let pane = try #require(scene.panes.first)
        #expect(pane.layoutDirection == .rightToLeft)
        #expect(pane.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 16))
        #expect(pane.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func aRightToLeftFlowPaneRendersMirrored() throws {
        // 50 × 50 items, spacing 10, 200 wide: 3 per justified line at x 0, 75, 150 — mirrored.
        let runtime = try SceneRuntime(scene: Self.parse(Self.rightToLeftFlow))
        let view = try #require(runtime.collectionViews.first)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 16))
        #expect(view.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let sample = try #require(runtime.samples.first)
        let frame = try runtime.frame(for: sample)
        let cells = try #require(frame.panes.first).elements.filter { $0.category == .cell }
        #expect(cells.map(\.item) == [0, 1, 2, 3])
        #expect(cells.map(\.frame.minX) == [150, 75, 0, 150])
    }

    @Test func badViewSettingsSayWhatIsExpected() {
        let direction = Self.failure(
            "panes:\n  - layout: flow\n    layoutDirection: rightToleft\n")
        #expect(direction.contains("'layoutDirection' in pane 'pane0' must be one of leftToRight, rightToLeft"))
        #expect(direction.contains("did you mean 'rightToLeft'?"))
        let margins = Self.failure(
            "panes:\n  - layout: flow\n    layoutMargins: { top: 1, leading: 2 }\n")
        #expect(margins.contains("unknown edge 'leading'"))
    }
}
