import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Alignment snapping: the reference's worked examples (§2.5) and the rules of §2.2.
@Suite struct PluginableFlowTargetOffsetTests {
    typealias F = PluginableFlowFixtures

    @Test func lineStartSnapsByDistanceOrFlickDirection() {
        let view = F.horizontalRow(alignment: .lineStart)
        #expect(F.target(view, from: 150, velocity: 0).x == 0)
        #expect(F.target(view, from: 150, velocity: 0.5).x == 310)
        #expect(F.target(view, from: 150, velocity: -0.5).x == 0)
        #expect(F.target(view, from: 170, velocity: 0).x == 310)
    }

    @Test func snappingUsesTheLayoutsSectionInsetNotTheDelegates() throws {
        // The delegate places section 0 with left inset 40; the layout's own sectionInset says
        // 16. As in the original, Ib comes from the layout: item 0 at x = 40 is 24 ahead of
        // o + Ib at offset 0, so it is the only ("next") candidate.
        let layout = PluginableFlowLayout(alignment: .lineStart, plugins: [PercentageFlowLayoutPlugin()])
        layout.scrollDirection = .horizontal
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
        layout.minimumLineSpacing = 10
        let delegate = FlowSizeTable([[300, 200, 250, 300].map { CGSize(width: CGFloat($0), height: 200) }])
        delegate.insets[0] = EdgeInsets(top: 0, left: 40, bottom: 0, right: 24)
        let view = flowView(layout, size: CGSize(width: 375, height: 200), counts: [4], delegate: delegate)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 40)
        #expect(F.target(view, from: 0, velocity: 0).x == 24)
        // The percentage plugin measures from the same Ib: item 0 is 24 pt past its ideal place.
        let item = view.layoutAttributesForVisibleElements().first { $0.indexPath.item == 0 }
        let ideal = (item as? PluginableFlowLayoutAttributes)?.dictWithProperties[PercentageKey.idealFrameVisibility]
        let value = try #require(ideal as? CGFloat)
        #expect(abs(value - 24.0 / 300) < 1e-12)  // clamp(d / S), d = itemMin − (o + Ib) = 40 − 16
    }

    @Test func lineCenterSnapsAndIsNotClamped() {
        let view = F.horizontalRow(alignment: .lineCenter)
        #expect(F.target(view, from: 150, velocity: 0).x == 238.5)
        #expect(F.target(view, from: 150, velocity: -0.5).x == -21.5)
    }

    @Test func lineEndWithOnlyPreviousCandidatesIgnoresVelocity() {
        let view = F.horizontalRow(alignment: .lineEnd)
        for velocity: CGFloat in [0, 0.5, -0.5, 3] {
            #expect(F.target(view, from: 150, velocity: velocity).x == 175, "velocity \(velocity)")
        }
    }

    @Test func lineEndFaithfulDistanceSignSkipsAnItemOnAForwardFlick() {
        let view = F.horizontalRow(alignment: .lineEnd)
        #expect(F.target(view, from: 165, velocity: 0.5).x == 435)
        #expect(F.target(view, from: 165, velocity: 0).x == 175)
    }

    @Test func lineEndCorrectedDistanceMakesTheNearerItemNext() {
        let view = F.horizontalRow(alignment: .lineEnd, behavior: .corrected)
        // Corrected diffs at 165 (reference o + C − Ia = 516): item0 −200, item1 +10, item2 +270.
        #expect(F.target(view, from: 165, velocity: 0.5).x == 175)
        #expect(F.target(view, from: 165, velocity: 0).x == 175)
        #expect(F.target(view, from: 165, velocity: -0.5).x == CGFloat(316 - 375 + 24))
        // At 150 the corrected rule sees item1 (+25) ahead too.
        #expect(F.target(view, from: 150, velocity: 0.5).x == 175)
        #expect(F.target(view, from: 150, velocity: -0.5).x == -35)
    }

    @Test func lineStartTargetBeyondTheLastOffsetIsNotClamped() {
        let view = F.horizontalRow(alignment: .lineStart)
        #expect(view.contentOffsetRange.max.x == 745)
        // From 700: item2 diff −180, item3 diff +80 → item3, whose target 780 lies past 745.
        #expect(F.target(view, from: 700, velocity: 0).x == 780)
    }

    @Test func verticalLayoutSnapsAlongY() {
        let start = F.verticalColumn(alignment: .lineStart)
        #expect(F.target(start, from: 100, velocity: 0).y == 0)
        #expect(F.target(start, from: 100, velocity: 1.0).y == 260)
        let center = F.verticalColumn(alignment: .lineCenter)
        #expect(F.target(center, from: 100, velocity: 0).y == 55)
    }

    @Test func flickThresholdIsStrictAndEqualDistancesChoosePrevious() {
        let view = F.horizontalRow(alignment: .lineStart)
        // 0.3 pt/ms is not a flick: distance decides (150 < 160 → previous).
        #expect(F.target(view, from: 150, velocity: 0.3).x == 0)
        #expect(F.target(view, from: 150, velocity: 0.3001).x == 310)
        // At 155 both items are 155 away: previous wins.
        #expect(F.target(view, from: 155, velocity: 0).x == 0)
        #expect(F.target(view, from: 155.5, velocity: 0).x == 310)
    }

    @Test func anExactlyAlignedItemCountsAsPrevious() {
        let view = F.horizontalRow(alignment: .lineStart)
        #expect(F.target(view, from: 310, velocity: 0).x == 310)
        #expect(F.target(view, from: 310, velocity: -2).x == 310)
        #expect(F.target(view, from: 310, velocity: 2).x == 520)
    }

    @Test func crossAxisComesFromTheProposedOffsetAndTheProposedScrollIsIgnored() {
        let view = F.horizontalRow(alignment: .lineStart)
        let target = F.target(view, from: 150, velocity: 0, proposed: CGPoint(x: 700, y: 42))
        #expect(target == CGPoint(x: 0, y: 42))
    }

    @Test func noAlignmentReturnsTheProposedOffset() {
        let view = F.horizontalRow(alignment: nil)
        let proposed = CGPoint(x: 612.25, y: 3)
        #expect(F.target(view, from: 150, velocity: 0.5, proposed: proposed) == proposed)
    }

    @Test func headersAreSnapCandidates() {
        let view = F.horizontalRow(alignment: .lineStart, header: 40)
        // Header [0, 40]: diff 0 − (10 + 16) = −26, target −16; item0 at 56: diff +30, target 40.
        #expect(F.target(view, from: 10, velocity: 0).x == -16)
        #expect(F.target(view, from: 10, velocity: 1).x == 40)
    }
}

@Suite struct PluginableFlowCorrectionScopeTests {
    typealias F = PluginableFlowFixtures

    @Test func correctionChangesOnlyLineEndWithATrailingInset() {
        let offsets = stride(from: CGFloat(-20), through: 760, by: 12.5)
        let velocities: [CGFloat] = [-1, -0.3, 0, 0.3, 1]
        for alignment in [PluginableFlowLayoutAlignment.lineStart, .lineCenter] {
            let faithful = F.horizontalRow(alignment: alignment)
            let corrected = F.horizontalRow(alignment: alignment, behavior: .corrected)
            for offset in offsets {
                for velocity in velocities {
                    #expect(
                        F.target(faithful, from: offset, velocity: velocity)
                            == F.target(corrected, from: offset, velocity: velocity),
                        "\(alignment) \(offset) \(velocity)")
                }
            }
        }
        // lineEnd: the two differ somewhere on this row (trailing inset 24)…
        let faithfulEnd = F.horizontalRow(alignment: .lineEnd)
        let correctedEnd = F.horizontalRow(alignment: .lineEnd, behavior: .corrected)
        let differs = offsets.contains { offset in
            velocities.contains { velocity in
                F.target(faithfulEnd, from: offset, velocity: velocity)
                    != F.target(correctedEnd, from: offset, velocity: velocity)
            }
        }
        #expect(differs)
        // …and agree when there is no trailing inset.
        for behavior in PluginableFlowBehavior.allCases {
            let layout = PluginableFlowLayout(alignment: .lineEnd, plugins: [])
            layout.targetOffsetBehavior = behavior
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 170, height: 100)
            let view = flowView(layout, size: CGSize(width: 375, height: 100), counts: [8])
            // From 100: items end at 170, 350, 530 → diffs vs 475: −305, −125, +55 → next (nearer),
            // or prev on a backward flick.
            #expect(F.target(view, from: 100, velocity: 0).x == 155)
            #expect(F.target(view, from: 100, velocity: -0.5).x == -25)
        }
    }
}
