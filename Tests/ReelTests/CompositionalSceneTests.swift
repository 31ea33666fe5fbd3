import CollectionLayout
import Foundation
import Layouts
import Testing

@testable import Reel

/// Scenes that declare a compositional layout (`layout: compositional`): what they lay out, and
/// bad input reported at the scene's line and column with the section named.
@Suite struct CompositionalSceneTests {
    private static func scene(sections: String, items: String = "[9]", extra: String = "") -> String {
        """
        canvas: { width: 200, height: 400 }
        panes:
          - layout: compositional
            items: \(items)
            parameters:
        \(extra)      sections:
        \(sections)
        """
    }

    private static let grid = """
                - group:
                    width: fractionalWidth(1)
                    height: fractionalWidth(0.25)
                    subitems:
                      - width: fractionalWidth(0.25)
                        height: fractionalHeight(1)
                        contentInsets: 2
                        badges: [{ width: 10, height: 10, fractionalOffset: [0.5, -0.5] }]
                  contentInsets: { top: 8, leading: 0, bottom: 0, trailing: 0 }
                  boundaryItems: [{ kind: header, height: 20, pinToVisibleBounds: true }]
                  decorations: [{ contentInsets: 1 }]
        """

    @Test func gridSceneLaysOutCellsBadgesHeadersAndBackgrounds() throws {
        // 200 wide: four 50 × 50 cells a row inset by 2, below a 20-point header and 8-point inset.
        let runtime = try BuiltInScenes.runtime(Self.scene(sections: Self.grid))
        let frame = try runtime.frame(for: try #require(runtime.samples.first))
        let elements = try #require(frame.panes.first).elements
        let cells = elements.filter { $0.category == .cell }
        #expect(cells.count == 9)
        #expect(cells.first { $0.item == 5 }?.frame == CGRect(x: 52, y: 80, width: 46, height: 46))
        // The badge sits on the top-trailing corner of (2, 30, 46, 46), moved out by half its size.
        #expect(
            elements.first { $0.kind == "badge" && $0.item == 0 }?.frame == CGRect(x: 43, y: 25, width: 10, height: 10))
        #expect(
            elements.first { $0.kind == ElementKind.sectionHeader }?.frame == CGRect(x: 0, y: 0, width: 200, height: 20)
        )
        // Background: 0 … 20 + 8 + 3 × 50, inset by 1.
        #expect(elements.first { $0.kind == "background" }?.frame == CGRect(x: 1, y: 1, width: 198, height: 176))
        #expect(try #require(runtime.collectionViews.first).contentSize == CGSize(width: 200, height: 178))
    }

    @Test func carouselSceneScalesByDistanceAndTakesItsOrthogonalOffset() throws {
        let sections = """
                    - group:
                        width: fractionalWidth(0.5)
                        height: 100
                        subitems: [{ width: fractionalWidth(1), height: fractionalHeight(1) }]
                      interGroupSpacing: 10
                      orthogonalScrollingBehavior: groupPaging
                      carousel: { minimumScale: 0.5, minimumAlpha: 0.25 }
            """
        let runtime = try BuiltInScenes.runtime(
            Self.scene(sections: sections, items: "[6]", extra: "      orthogonalOffsets: [50]\n"))
        let frame = try runtime.frame(for: try #require(runtime.samples.first))
        let cells = try #require(frame.panes.first).elements.filter { $0.category == .cell }
        // Cards 100 wide, pitch 110, offset 50: card 0 spans −50 … 50, card 1 60 … 160 (centre 110).
        let first = try #require(cells.first { $0.item == 1 })
        #expect(first.center == CGPoint(x: 110, y: 50))
        // 10 from the centre of 200: scale 1 − 10/200 = 0.95.
        #expect(abs(first.transform.a - 0.95) < 1e-12)
        let zeroth = try #require(cells.first { $0.item == 0 })
        // 100 from the centre: 0.5, and alpha 0.5.
        #expect(zeroth.transform.a == 0.5 && zeroth.alpha == 0.5)
    }

    @Test func negativeFractionNamesItsLineAndSection() {
        let sections = """
                    - group:
                        width: fractionalWidth(1)
                        height: 50
                        subitems: [{ width: fractionalWidth(-0.5), height: 50 }]
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: sections))
                == "scene.yaml:10:33: parameter 'sections' of layout 'compositional' in pane 'pane0': "
                + "[0].group.subitems[0].width: fractionalWidth(-0.5) is negative; sizes must be at least 0")
    }

    @Test func groupThatCannotFitNamesTheSection() {
        let sections = """
                    - group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 80, height: 50 }] }
                    - group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 300, height: 50 }] }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: sections, items: "[1, 1]"))
                == "scene.yaml:8:11: parameter 'sections' of layout 'compositional' in pane 'pane0': "
                + "[1]: section 1: the group cannot fit its first subitem (300 points) in its 200 points")
    }

    @Test func zeroCountAndNotANumberAreRefused() {
        let zero = """
                    - group: { width: fractionalWidth(1), height: 50, count: 0, subitems: [{ width: 80, height: 50 }] }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: zero)).hasSuffix(
                "[0].group.count: a repeating group needs a count of at least 1, not 0"))
        #expect(BuiltInScenes.failure(Self.scene(sections: zero)).hasPrefix("scene.yaml:7:66: "))
        let nan = """
                    - group: { width: fractionalWidth(1), height: absolute(nan), subitems: [{ width: 80, height: 50 }] }
            """
        #expect(BuiltInScenes.failure(Self.scene(sections: nan)).hasSuffix("[0].group.height: absolute(nan) is not a number"))
    }

    @Test func fractionThatResolvesToANegativeSizeNamesTheSection() {
        // 120 + 120 points of insets in a 200-point view: fractions would resolve to −40 points.
        let sections = """
                    - group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 80, height: 50 }] }
                    - group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 80, height: 50 }] }
                      contentInsets: { leading: 120, trailing: 120 }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: sections, items: "[1, 1]"))
                == "scene.yaml:8:11: parameter 'sections' of layout 'compositional' in pane 'pane0': "
                + "[1]: section 1: the group's width fractionalWidth(1.0) resolves to a negative size (-40 points)")
    }

    @Test func countedItemsThatCannotFitTheirSpacingNameTheSection() {
        // Three items with two 150-point gaps need more than the 200-point group.
        let sections = """
                    - group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 80, height: 50 }] }
                    - group: { width: fractionalWidth(1), height: 50, count: 3, interItemSpacing: 150, subitems: [{ width: 80, height: 50 }] }
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: sections, items: "[1, 1]"))
                == "scene.yaml:8:11: parameter 'sections' of layout 'compositional' in pane 'pane0': "
                + "[1]: section 1: 3 items with 150-point spacing do not fit in the group's 200 points")
    }

    @Test func misspeltKeySuggestsTheIntendedOne() {
        let sections = """
                    - group: { width: fractionalWidth(1), height: 50, subitems: [{ width: 80, height: 50 }] }
                      interGroupSpaceing: 4
            """
        #expect(
            BuiltInScenes.failure(Self.scene(sections: sections)).hasSuffix(
                "[0].interGroupSpaceing: 'interGroupSpaceing' is not a key of a section; did you mean 'interGroupSpacing'? "
                    + "(keys: group, contentInsets, interGroupSpacing, orthogonalScrollingBehavior, boundaryItems, "
                    + "decorations, supplementariesFollowContentInsets, carousel, contentInsetsReference)"))
    }

    private static func fixture(_ name: String) throws -> SceneRuntime {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/\(name).yaml")
        return try SceneRuntime(scene: Scene.load(contentsOf: url))
    }

    @Test func gridFixtureHasInsetCellsBadgesAndAPinnedHeader() throws {
        // 240 wide, insets 8: a 224-point container, rows 56 tall, cells inset 4 below a 28-point header.
        let runtime = try Self.fixture("compositional-grid")
        let sample = try #require(runtime.samples.first)
        let pane = try #require(try runtime.frame(for: sample).panes.first)
        let elements = pane.elements
        #expect(
            elements.first { $0.category == .cell && $0.item == 0 }?.frame
                == CGRect(x: 12, y: 40, width: 48, height: 48))
        #expect(
            elements.first { $0.kind == ElementKind.sectionHeader }?.frame == CGRect(x: 8, y: 0, width: 224, height: 28)
        )
        let badge = try #require(elements.first { $0.kind == "badge" && $0.item == 0 })
        // Top-trailing corner (60, 40), moved out by 0.3 × 14 = 4.2.
        #expect(abs(badge.frame.minX - 50.2) < 1e-9 && abs(badge.frame.minY - 35.8) < 1e-9)
        #expect(runtime.samples.count == 40)
    }

    @Test func carouselFixtureCentresCardOne() throws {
        // Cards 0.7 × 240 = 168 wide, pitch 178; offset 142 centres card 1 (its centre 84 + 178 = 262).
        let runtime = try Self.fixture("compositional-carousel")
        let sample = try #require(runtime.samples.first)
        let pane = try #require(try runtime.frame(for: sample).panes.first)
        let elements = pane.elements
        let card1 = try #require(elements.first { $0.category == .cell && $0.section == 0 && $0.item == 1 })
        #expect(card1.center == CGPoint(x: 120, y: 94) && card1.transform.a == 1 && card1.alpha == 1)
        // Card 0 is 178 from the centre: scale max(1 − 178/240, 0.8) = 0.8, alpha held at 0.5.
        let card0 = try #require(elements.first { $0.category == .cell && $0.section == 0 && $0.item == 0 })
        #expect(card0.transform.a == 0.8 && card0.alpha == 0.5)
    }
}
