import Testing
import UIKit

/// A compositional layout written as apps write it (`Layouts/FeedCompositionalLayout.swift`,
/// `import UIKit`, a section provider, a visible-items handler), compiled unchanged and driven.
@Suite struct UIKitCompositionalLayoutTests {
    private func feed() throws -> (UICollectionView, UICollectionViewCompositionalLayout) {
        let layout = FeedCompositionalLayout.make()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout, itemCounts: [5, 6, 3])
        view.layoutIfNeeded()
        // The factory returns the base class, as apps' factories often do.
        return (view, try #require(layout as? UICollectionViewCompositionalLayout))
    }

    @Test func carouselStartsWithItsFirstCardCentredAndShrinksTheNext() throws {
        let (view, layout) = try feed()
        // Cards 0.7 × 400 = 280 wide; centring card 0 needs offset 140 − 200 = −60.
        #expect(layout.orthogonalOffset(forSection: 0) == -60)
        let elements = view.layoutAttributesForVisibleElements()
        let first = try #require(elements.first { $0.indexPath == IndexPath(item: 0, section: 0) })
        let second = try #require(elements.first { $0.indexPath == IndexPath(item: 1, section: 0) })
        #expect(first.center == CGPoint(x: 200, y: 90) && first.transform.a == 1)
        // Card 1 is 292 from the centre: max(1 − 292/400, 0.8) = 0.8.
        #expect(second.transform.a == 0.8 && second.transform.d == 0.8)
        // Paging one card to the right moves 280 + 12.
        #expect(
            layout.targetOrthogonalOffset(forProposedOffset: 400, currentOffset: -60, velocity: 1, inSection: 0) == 232)
    }

    @Test func gridSectionHasAHeaderBadgesAndABackground() throws {
        let (_, layout) = try feed()
        // Section 1 starts at 180 + 20; header 44 tall inset 10; cells 190 × 100 inset 5.
        let header = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 10, y: 200, width: 380, height: 44))
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(cell.frame == CGRect(x: 15, y: 259, width: 180, height: 90))
        let badge = try #require(
            layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 1)))
        #expect(badge.frame == CGRect(x: 181, y: 253, width: 20, height: 20))
        let background = try #require(
            layout.layoutAttributesForDecorationView(ofKind: "section-background", at: IndexPath(item: 0, section: 1)))
        // 200 … 200 + 44 + 10 + 3 × 100 + 10 = 564.
        #expect(background.frame == CGRect(x: 0, y: 200, width: 400, height: 364))
    }

    @Test func listSectionFollowsTheGrid() throws {
        let (view, layout) = try feed()
        let row = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)))
        // 564 + 20 = 584; header 38, inset 18; then 3 × 44 + 18: 790.
        #expect(row.frame == CGRect(x: 20, y: 640, width: 360, height: 44))
        #expect(view.contentSize == CGSize(width: 400, height: 790))
        #expect(layout.layoutIssues.isEmpty)
    }
}
