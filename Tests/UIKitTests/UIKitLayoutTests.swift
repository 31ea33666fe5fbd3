import Testing
import UIKit

/// Layouts written as iOS developers write them (`Layouts/`, `import UIKit` unchanged), driven
/// across offsets.
@Suite struct UIKitLayoutTests {
    private func allFinite(_ elements: [UICollectionViewLayoutAttributes]) -> Bool {
        elements.allSatisfy {
            [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height, $0.alpha].allSatisfy(\.isFinite)
        }
    }

    @Test func carouselCentresTheFirstCardAndScalesItsNeighbours() throws {
        // UIScreen.main is 390 wide by default: cards 234 × 200, pitch 254, inset 78 in a 390 × 300 view.
        let layout = CarouselLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout, itemCounts: [8])
        #expect(layout.itemSize == CGSize(width: 234, height: 200))
        let elements = view.layoutAttributesForVisibleElements()
        let first = try #require(elements.first { $0.indexPath.item == 0 })
        #expect(first.center == CGPoint(x: 195, y: 150))
        #expect(CATransform3DEqualToTransform(first.transform3D, CATransform3DIdentity))
        #expect(first.alpha == 1 && first.zIndex == 10)
        // Card 1 is one pitch away: scale 0.8, alpha 0.5.
        let second = try #require(elements.first { $0.indexPath.item == 1 })
        #expect(second.transform3D.m11 == 0.8 && second.alpha == 0.5)
        #expect(view.contentSize == CGSize(width: 78 + 8 * 254 - 20 + 78, height: 300))
    }

    @Test func carouselGivesFiniteAttributesAtEveryOffset() {
        let layout = CarouselLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout, itemCounts: [8])
        for step in 0...40 {
            view.contentOffset = CGPoint(x: CGFloat(step) * 50.8 - 100, y: 0)
            let elements = view.layoutAttributesForVisibleElements()
            #expect(!elements.isEmpty && allFinite(elements), "offset \(view.contentOffset.x)")
        }
        // Half a pitch: cards 0 and 1 equally far from the centre, each at scale 0.9.
        view.contentOffset = CGPoint(x: 127, y: 0)
        let elements = view.layoutAttributesForVisibleElements()
        let scales = elements.filter { $0.indexPath.item < 2 }.map(\.transform3D.m11)
        #expect(scales == [0.9, 0.9])
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 400, y: 0), withScrollingVelocity: .zero)
                == CGPoint(x: 508, y: 0))
    }

    @Test func aNonOptionalCollectionViewOverrideReadsTheAttachedView() throws {
        let layout = PinnedCollectionViewLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout, itemCounts: [10])
        #expect(layout.collectionView === view)
        // UIKit's default margins are 8; a scene sets wider ones and a safe area.
        view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        let cell = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 64, y: 88, width: 236, height: 44))
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
        #expect(view.indexPathsForVisibleItems.count == 5)
    }

    @Test func cellsComeBackWithTheirAttributesAppliedAsUIKitDoes() throws {
        final class Cards: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
            }
        }
        let layout = CardStackLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        let cards = Cards()
        view.dataSource = cards

        // Item 1 spans y 130…250: centre 190, progress 190/600.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)
        #expect(cell.center == CGPoint(x: 150, y: 190))
        #expect(cell.bounds.size == CGSize(width: 300, height: 120))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(abs(cell.appliedProgress - 190.0 / 600.0) < 1e-12)
        #expect(cell.layer.shadowColor == UIColor.black.cgColor && cell.layer.cornerRadius == 12)
        #expect(cell.gestureRecognizers?.count == 1)
        // The same visible item gives the same cell; an item off screen gives none.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(view.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(view.visibleCells.count == 5)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 135)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 125)) == nil)

        // Scrolling re-applies: item 1 now sits 100 points higher in the viewport.
        view.contentOffset = CGPoint(x: 0, y: 100)
        let moved = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)
        #expect(abs(moved.appliedProgress - 90.0 / 600.0) < 1e-12)
    }

    @Test func performBatchUpdatesAppliesTheNewCountsAndCompletes() {
        final class Counts: NSObject, UICollectionViewDataSource {
            var count = 3
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                count
            }
        }
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        let counts = Counts()
        view.dataSource = counts
        #expect(view.indexPathsForVisibleItems.count == 3)
        var completed: Bool?
        view.performBatchUpdates(
            {
                counts.count = 5
                view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(view.indexPathsForVisibleItems.count == 5)
    }

    @Test func aRightToLeftFlowLayoutStartsAtTheRightEdge() throws {
        // 50 × 50 items, spacing 10, in a 200-wide view: 3 per line (justified: x 0, 75, 150).
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout, itemCounts: [4])
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        let ltr = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(ltr.frame == CGRect(x: 0, y: 0, width: 50, height: 50))

        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let rtl = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(rtl.frame == CGRect(x: 150, y: 0, width: 50, height: 50))
        let visible = view.layoutAttributesForVisibleElements()
        #expect(visible.map(\.frame.minX) == [150, 75, 0, 150])
        // The layout's own attributes are not changed.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test func aLayoutThatDoesNotFlipIsLeftAloneInRightToLeft() throws {
        let layout = CarouselLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout, itemCounts: [3])
        view.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center.x == 195)
    }

    @Test func aLayoutAskingForCellsWhileItAnswersGetsTheCellsOfTheLastPass() throws {
        // As AnimatedCollectionViewLayout does: `cellForItem(at:)` from inside
        // `layoutAttributesForElements(in:)`. The view's visible cells come from the layout, so
        // a fresh query here would ask the layout again without end (it crashed with a stack
        // overflow); UIKit hands back the cells already on screen.
        final class CellPeekingLayout: UICollectionViewFlowLayout {
            var cellsFound: [Int] = []
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                cellsFound.append(attributes.filter { collectionView?.cellForItem(at: $0.indexPath) != nil }.count)
                return attributes
            }
        }
        let layout = CellPeekingLayout()
        layout.itemSize = CGSize(width: 300, height: 100)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout, itemCounts: [20])
        // First pass: no cell is on screen yet. Items 0–3 fill the 400-point viewport; item 4
        // touches its bottom edge and is in the flow layout's answer too.
        #expect(view.layoutAttributesForVisibleElements().map(\.indexPath.item) == [0, 1, 2, 3, 4])
        #expect(layout.cellsFound == [0])
        // Second pass, 150 points down: items 1–5 are asked for; 1–4 were in the last pass and
        // still meet the viewport, item 5 was not.
        view.contentOffset = CGPoint(x: 0, y: 150)
        #expect(view.layoutAttributesForVisibleElements().map(\.indexPath.item) == [1, 2, 3, 4, 5])
        #expect(layout.cellsFound == [0, 4])
        // Outside a layout query the view asks the layout as before.
        #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4, 5])
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0)) != nil)
    }
}
