import QuartzCore
import Testing
import UIKit

/// A slanted layout written as apps write it (`Layouts/SlantedStripLayout.swift`): attributes
/// carry a `CAShapeLayer` mask built with `UIBezierPath`, the cell installs it in `apply(_:)`
/// and hit-tests through its path.
@Suite struct ShapeMaskLayoutTests {
    private func strip() -> UICollectionView {
        let layout = SlantedStripLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout, itemCounts: [5])
        view.register(SlantedStripCell.self, forCellWithReuseIdentifier: "slanted")
        view.layoutIfNeeded()
        return view
    }

    @Test func cardsOverlapByTheSlantAndCarryTheirMasks() throws {
        let view = strip()
        // 200-point cards, each 160 below the last; 5 × 160 + 40 = 840.
        #expect(view.contentSize == CGSize(width: 300, height: 840))
        let middle = try #require(
            view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) as? SlantedStripAttributes)
        #expect(middle.frame == CGRect(x: 0, y: 320, width: 300, height: 200))
        let mask = try #require(middle.maskLayer?.path)
        #expect(mask.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(mask.currentPoint == .zero)
        // The top edge falls from (0, 0) to (300, 40): at x = 290 it is at 38.67, at x = 10 at 1.33.
        #expect(!mask.contains(CGPoint(x: 290, y: 20)) && mask.contains(CGPoint(x: 10, y: 20)))
        // The bottom edge falls from (0, 160) to (300, 200).
        #expect(!mask.contains(CGPoint(x: 10, y: 180)) && mask.contains(CGPoint(x: 290, y: 180)))
        // The first card keeps a straight top, the last a straight bottom.
        let first = try #require(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? SlantedStripAttributes)
        #expect(first.maskLayer?.path?.contains(CGPoint(x: 290, y: 5)) == true)
        let last = try #require(
            view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) as? SlantedStripAttributes)
        #expect(last.maskLayer?.path?.contains(CGPoint(x: 10, y: 195)) == true)
    }

    @Test func theCellMasksItsLayerAndHitTestsThroughThePath() throws {
        let view = strip()
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        // Visible 300…900: cards 1 to 4 (160…360, 320…520, 480…680, 640…840).
        #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? SlantedStripCell)
        #expect(cell.frame == CGRect(x: 0, y: 320, width: 300, height: 200))
        let mask = try #require(cell.layer.mask as? CAShapeLayer)
        #expect(mask.path?.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(!cell.point(inside: CGPoint(x: 290, y: 20), with: nil))
        #expect(cell.point(inside: CGPoint(x: 150, y: 100), with: nil))
        #expect(cell.hitTest(CGPoint(x: 290, y: 20), with: nil) == nil)
        #expect(cell.hitTest(CGPoint(x: 150, y: 100), with: nil) === cell.contentView)
    }
}
