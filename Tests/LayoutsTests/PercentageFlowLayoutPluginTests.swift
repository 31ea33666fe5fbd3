import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The percentage plugin: the reference's table (§2.5 example 5) and the rules of §2.3.
@Suite struct PercentageFlowLayoutPluginTests {
    typealias F = PluginableFlowFixtures

    /// Percentage info of every item with the view resting at `offset`.
    static func infos(_ view: CollectionView, at offset: CGFloat) -> [PercentageInfo] {
        view.contentOffset = CGPoint(x: offset, y: 0)
        view.layoutIfNeeded()
        let everything = CGRect(origin: .zero, size: view.contentSize)
        let elements = (view.collectionViewLayout.layoutAttributesForElements(in: everything) ?? [])
            .compactMap { $0 as? PluginableFlowLayoutAttributes }
            .sorted { $0.indexPath < $1.indexPath }
        return elements.map(\.percentageInfo)
    }

    /// Expected values as printed, with the tolerance of their last printed digit.
    static func expectValue(_ value: CGFloat?, _ printed: Double, digits: Int, _ label: String) {
        let tolerance = 0.5 * pow(10, -Double(digits))
        guard let value else {
            Issue.record("\(label): no value")
            return
        }
        #expect(abs(Double(value) - printed) <= tolerance, "\(label): \(value) vs \(printed)")
    }

    @Test func referenceTableAtOffset150() {
        let start = Self.infos(F.horizontalRow(alignment: .lineStart), at: 150)
        let center = Self.infos(F.horizontalRow(alignment: .lineCenter), at: 150)
        let end = Self.infos(F.horizontalRow(alignment: .lineEnd), at: 150)
        #expect(start.count == 4 && center.count == 4 && end.count == 4)
        guard start.count == 4, center.count == 4, end.count == 4 else { return }

        for infos in [start, center, end] {
            Self.expectValue(infos[0].collectionVisibility, -0.4467, digits: 4, "item0 collection")
            Self.expectValue(infos[1].collectionVisibility, 0.005, digits: 3, "item1 collection")
        }
        Self.expectValue(start[0].idealFrameVisibility, -0.5, digits: 1, "item0 ideal start")
        Self.expectValue(center[0].idealFrameVisibility, -0.5717, digits: 4, "item0 ideal center")
        Self.expectValue(end[0].idealFrameVisibility, -0.6433, digits: 4, "item0 ideal end")
        Self.expectValue(start[0].idealFrameAndCollectionVisibility, -0.4747, digits: 4, "item0 mixed start")
        Self.expectValue(center[0].idealFrameAndCollectionVisibility, -0.5081, digits: 4, "item0 mixed center")
        Self.expectValue(end[0].idealFrameAndCollectionVisibility, -0.5376, digits: 4, "item0 mixed end")

        Self.expectValue(start[1].idealFrameVisibility, 0.8, digits: 1, "item1 ideal start")
        Self.expectValue(center[1].idealFrameVisibility, 0.4425, digits: 4, "item1 ideal center")
        Self.expectValue(end[1].idealFrameVisibility, 0.085, digits: 3, "item1 ideal end")
        Self.expectValue(start[1].idealFrameAndCollectionVisibility, 0.4457, digits: 4, "item1 mixed start")
        Self.expectValue(center[1].idealFrameAndCollectionVisibility, 0.3078, digits: 4, "item1 mixed center")
        Self.expectValue(end[1].idealFrameAndCollectionVisibility, 0.0787, digits: 4, "item1 mixed end")

        for infos in [start, center, end] {
            for item in 2...3 {
                #expect(infos[item].collectionVisibility == 1)
                #expect(infos[item].idealFrameVisibility == 1)
                #expect(infos[item].idealFrameAndCollectionVisibility == 1)
            }
        }
    }

    @Test func faithfulPluginReadsTheLeadingInsetAsTheTrailingOneAndCorrectedDoesNot() {
        let faithful = Self.infos(F.horizontalRow(alignment: .lineEnd), at: 150)
        let corrected = Self.infos(F.horizontalRow(alignment: .lineEnd, afterInset: .corrected), at: 150)
        Self.expectValue(faithful[1].idealFrameVisibility, 0.085, digits: 3, "faithful")
        Self.expectValue(corrected[1].idealFrameVisibility, 0.125, digits: 3, "corrected 25/200")
        // Mixed lineEnd, corrected: d = 526 − (150 + 375 − 24) = 25 over S + Ia = 224.
        Self.expectValue(corrected[1].idealFrameAndCollectionVisibility, 25.0 / 224, digits: 12, "corrected mixed")
        // lineStart uses only the leading inset: both behaviours agree.
        let startFaithful = Self.infos(F.horizontalRow(alignment: .lineStart), at: 150)
        let startCorrected = Self.infos(F.horizontalRow(alignment: .lineStart, afterInset: .corrected), at: 150)
        #expect(startFaithful == startCorrected)
    }

    @Test func noAlignmentMeasuresAgainstTheCentre() {
        let none = Self.infos(F.horizontalRow(alignment: nil), at: 150)
        let center = Self.infos(F.horizontalRow(alignment: .lineCenter), at: 150)
        #expect(none == center)
    }

    @Test func idealFrameVisibilityIsTheClampedDisplacementInItemLengths() {
        let plugin = PercentageFlowLayoutPlugin()
        let viewport = CGRect(x: 40, y: 0, width: 300, height: 100)
        let inset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        for itemMin in stride(from: CGFloat(-400), through: 800, by: 7.5) {
            let frame = CGRect(x: itemMin, y: 0, width: 80, height: 100)
            let info = plugin.percentages(
                of: frame, viewport: viewport, direction: .horizontal, alignment: .lineStart, sectionInset: inset)
            let expected = min(max((itemMin - (40 + 12)) / 80, -1), 1)
            #expect(isClose(info.idealFrameVisibility ?? .nan, expected, 1e-12), "at \(itemMin)")
        }
    }

    @Test func asymmetricIdealsJumpBackToZeroFarBeforeTheViewport() {
        // lineStart, C = 300, S = 100, Ib = 0.
        let plugin = PercentageFlowLayoutPlugin()
        let viewport = CGRect(x: 0, y: 0, width: 300, height: 50)
        func mixed(_ d: CGFloat) -> CGFloat? {
            plugin.percentages(
                of: CGRect(x: d, y: 0, width: 100, height: 50), viewport: viewport, direction: .horizontal,
                alignment: .lineStart, sectionInset: .zero
            ).idealFrameAndCollectionVisibility
        }
        #expect(mixed(-50) == -0.5)
        #expect(mixed(-100) == -1)
        #expect(mixed(-200) == -1)
        #expect(mixed(-299) == -1)
        #expect(mixed(-300) == 0)
        #expect(mixed(-400) == 0)
        #expect(mixed(150) == 0.5)
    }

    @Test func collectionVisibilityIsTheHiddenFractionWithASide() {
        let plugin = PercentageFlowLayoutPlugin()
        let viewport = CGRect(x: 0, y: 1000, width: 320, height: 500)
        func visibility(_ minY: CGFloat) -> CGFloat? {
            plugin.percentages(
                of: CGRect(x: 0, y: minY, width: 320, height: 200), viewport: viewport, direction: .vertical,
                alignment: .lineCenter, sectionInset: .zero
            ).collectionVisibility
        }
        #expect(visibility(950) == -0.25)
        #expect(visibility(1100) == 0)
        #expect(visibility(1400) == 0.5)
        #expect(visibility(700) == -1)
        #expect(visibility(1600) == 1)
    }

    @Test func verticalLayoutMeasuresAlongY() {
        let view = F.verticalColumn(alignment: .lineStart)
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        let first = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)?
            .compactMap { $0 as? PluginableFlowLayoutAttributes }
            .first { $0.indexPath.item == 0 }
        // Item [20, 270] seen from 100: 80 of 250 hidden above → −0.32; displacement −100/250.
        #expect(isClose(first?.percentageInfo.collectionVisibility ?? .nan, -0.32, 1e-12))
        #expect(isClose(first?.percentageInfo.idealFrameVisibility ?? .nan, -0.4, 1e-12))
        #expect(first?.scrollDirection == .vertical)
    }

    @Test func horizontalAllThreeAgreeForViewWideItemsWithoutInsets() {
        let layout = PluginableFlowLayout(alignment: .lineStart, plugins: [PercentageFlowLayoutPlugin()])
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 300, height: 200)
        let view = flowView(layout, size: CGSize(width: 300, height: 200), counts: [3])
        view.contentOffset = CGPoint(x: 120, y: 0)
        for element in layout.layoutAttributesForElements(in: view.bounds) ?? [] {
            let info = (element as? PluginableFlowLayoutAttributes)?.percentageInfo
            #expect(info?.collectionVisibility != nil)
            #expect(isClose(info?.collectionVisibility ?? .nan, info?.idealFrameVisibility ?? .nan, 1e-12))
            #expect(isClose(info?.collectionVisibility ?? .nan, info?.idealFrameAndCollectionVisibility ?? .nan, 1e-12))
        }
    }
}
