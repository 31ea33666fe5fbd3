import Foundation
import CollectionLayout
import Testing
import UIKit

@Suite struct PortedLayoutTests {
    /// 10 cards 120 tall in a 375×600 view: content 375 × (20 + 1200 + 20).
    private func makeView() -> (UICollectionView, CardZoomLayout) {
        let layout = CardZoomLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout, itemCounts: [10])
        return (view, layout)
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-4) -> Bool { abs(a - b) <= tolerance }

    @Test func cardsScaleAndFadeByDistanceFromTheCentreLine() throws {
        let (view, _) = makeView()
        let elements = view.layoutAttributesForVisibleElements()
        // Cells 0…4 (card 4 spans 500…620) and the header, in draw order (cells first).
        #expect(elements.map(\.indexPath.item) == [0, 1, 2, 3, 4, 0])
        #expect(elements.last?.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(elements.last?.frame == CGRect(x: 0, y: 0, width: 375, height: 20))

        // Card 0: centre y 80, 220 from the centre line 300 → progress 0.7333, scale 0.85333, alpha 0.63333.
        let card0 = try #require(elements.first as? CardLayoutAttributes)
        #expect(card0.distanceFromCenter == -220)
        #expect(close(card0.alpha, 0.63333) && close(card0.transform.a, 0.85333) && close(card0.transform.d, 0.85333))
        #expect(close(card0.frame.minX, 41.1533) && close(card0.frame.minY, 28.8))
        #expect(close(card0.frame.width, 292.6933) && close(card0.frame.height, 102.4))
        #expect(card0.size == CGSize(width: 343, height: 120))

        // Card 2: 20 pt below the centre line → scale 0.98667, alpha 0.96667.
        let card2 = try #require(elements[2] as? CardLayoutAttributes)
        #expect(card2.distanceFromCenter == 20)
        #expect(close(card2.alpha, 0.96667) && close(card2.frame.minX, 18.2867) && close(card2.frame.minY, 260.8))

        // Card 4: 260 below → scale 0.82667, frame (45.7267, 510.4, 283.5467, 99.2).
        let card4 = try #require(elements[4] as? CardLayoutAttributes)
        #expect(
            close(card4.frame.minX, 45.7267) && close(card4.frame.minY, 510.4) && close(card4.frame.width, 283.5467))
    }

    @Test func theCachedAttributesAreCopiedNotChanged() throws {
        let (view, layout) = makeView()
        let shown = try #require(view.layoutAttributesForVisibleElements().first as? CardLayoutAttributes)
        let cached = try #require(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? CardLayoutAttributes)
        #expect(shown !== cached)
        #expect(cached.transform == .identity && cached.alpha == 1 && cached.distanceFromCenter == 0)
        #expect(!shown.isEqual(cached))
        let copy = try #require(shown.copy() as? CardLayoutAttributes)
        #expect(copy.isEqual(shown) && copy.distanceFromCenter == -220)
    }

    @Test func scrollingRecomputesTheCardsAroundTheNewCentre() throws {
        let (view, _) = makeView()
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredVertically, animated: false)
        // Card 3 spans 380…500: centred at offset 440 − 300.
        #expect(view.contentOffset == CGPoint(x: 0, y: 140))
        let card3 = try #require(
            view.layoutAttributesForVisibleElements().first { $0.indexPath.item == 3 } as? CardLayoutAttributes)
        #expect(
            card3.distanceFromCenter == 0 && card3.alpha == 1
                && card3.frame == CGRect(x: 16, y: 380, width: 343, height: 120))
    }

    @Test func aFlingEndsWithTheNearestCardCentred() {
        let (view, _) = makeView()
        view.decelerationRate = UIScrollView.DecelerationRate.normal
        // Projection 0 + 1 · 499.5 → centre 799.5 → card 6 (row 5.996) → offset 20 + 720 + 60 − 300 = 500.
        let trajectory = view.fling(from: .zero, velocity: CGPoint(x: 0, y: 1))
        #expect(trajectory.target == CGPoint(x: 0, y: 500))
        #expect(trajectory.offset(at: trajectory.duration) == trajectory.target)
        // A fast upward fling: the projection clamps to 0, whose centre line 300 is nearest card 2
        // (row 1.83), centred at 20 + 240 + 60 − 300 = 20.
        let up = view.fling(from: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -5))
        #expect(up.target == CGPoint(x: 0, y: 20))
        #expect(up.target.x.sign == .plus)
    }

    @Test func uikitNamesAreTheEngineTypes() {
        #expect(UICollectionView.elementKindSectionFooter == ElementKind.sectionFooter)
        #expect(UICollectionView.ScrollPosition.centeredVertically.rawValue == 2)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(ObjectIdentifier(CardZoomLayout.layoutAttributesClass) == ObjectIdentifier(CardLayoutAttributes.self))
        #expect(
            UICollectionView.ElementCategory.allCases.map(\.description) == ["cell", "supplementary", "decoration"])
    }

    @Test func aDataSourceThatOnlyCountsItemsHasOneSection() {
        final class Cards: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        }
        let cards = Cards()
        let (view, _) = makeView()
        view.dataSource = cards
        #expect(
            view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 3 && view.numberOfItems(inSection: 1) == 0
        )
        #expect(view.layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }.count == 3)
        let expectedHeight: CGFloat = 20 + 3 * 120 + 20
        #expect(view.contentSize.height == expectedHeight)
    }
}
