import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §3.8 (the article's drum variant), on the §3.9 pane: H = 896, W = 206.5, P = 300.
@Suite struct PizzaDrumLayoutTests {
    private func drum(
        _ orientation: PizzaHalfOrientation = .left, items: Int
    ) throws -> (PizzaDrumLayout, CollectionView) {
        let layout = try PizzaDrumLayout(configuration: PizzaHalfSelectorConfiguration(orientation: orientation))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 206.5, height: 896), collectionViewLayout: layout, itemCounts: [items])
        layout.configureCollectionView(view)
        return (layout, view)
    }

    private func cells(_ view: CollectionView, offset: CGFloat) -> [CollectionViewLayoutAttributes] {
        view.contentOffset = CGPoint(x: 0, y: offset)
        return view.layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }
    }

    private func zIndices(current: Int, of count: Int) throws -> [Int] {
        let (layout, view) = try drum(items: count)
        let visible = cells(view, offset: layout.contentOffset(for: current).y)
        #expect(layout.currentPizzaIndexInt == current)
        for cell in visible { #expect(cell.zIndex == layout.zIndex(forRow: cell.indexPath.row)) }
        return (0..<count).map(layout.zIndex(forRow:))
    }

    @Test func pizzaDrumOrdersCurrentRowOnTop() throws {
        #expect(try zIndices(current: 3, of: 10) == [0, 1, 2, 10, 5, 4, 3, 2, 1, 0])
        #expect(try zIndices(current: 0, of: 5) == [5, 3, 2, 1, 0])
        #expect(try zIndices(current: 4, of: 5) == [0, 1, 2, 3, 5])
        #expect(try zIndices(current: 2, of: 5) == [0, 1, 5, 1, 0])
    }

    @Test func theCentredRowIsDrawnAboveItsNeighbours() throws {
        let (_, view) = try drum(items: 10)
        let visible = cells(view, offset: 302)  // row 2 centred
        #expect(visible.last?.indexPath.row == 2)
    }

    @Test func neighboursFanOutFromTheCentredPizza() throws {
        let (layout, view) = try drum(items: 4)
        let atRest = cells(view, offset: -298)
        #expect(atRest.allSatisfy { $0.alpha == 1 })
        let first = try #require(atRest.first { $0.indexPath.row == 0 })
        #expect(first.center == CGPoint(x: 206.5 / 2 - 2, y: 150) && first.transform == .identity)
        let second = try #require(atRest.first { $0.indexPath.row == 1 })
        // u = 1: dy = 200·1.1 = 220 from the centred pizza, scale 0.4, hugging the seam.
        #expect(abs(second.center.y - (150 + 220)) < 1e-9 && abs(second.transform.a - 0.4) < 1e-12)
        #expect(abs(second.center.x - (206.5 / 2 + 59.95)) < 5e-3)
        #expect(abs(second.frame.maxX - (206.5 - 2)) < 1e-9)
        // Half-way (Y = −148, centre 300): rows 0 and 1 are ∓0.75 → ∓165 from the centre.
        let halfWay = cells(view, offset: -148)
        let centre = layout.centerPizzaFrame
        #expect(centre == CGRect(x: 0, y: 150, width: 206.5, height: 300))
        let rowZero = try #require(halfWay.first { $0.indexPath.row == 0 })
        let rowOne = try #require(halfWay.first { $0.indexPath.row == 1 })
        let rowTwo = try #require(halfWay.first { $0.indexPath.row == 2 })
        #expect(abs(rowZero.center.y - (300 - 165)) < 1e-9 && abs(rowOne.center.y - (300 + 165)) < 1e-9)
        #expect(abs(rowTwo.center.y - (300 + 220)) < 1e-9)  // clamped to the critical offset
        #expect(abs(rowZero.transform.a - 0.55) < 1e-12 && rowZero.alpha == 1)
        #expect(halfWay.allSatisfy { $0.size == CGSize(width: 206.5, height: 300) })
    }

    @Test func drumCellsFollowTheRulesAtAnyOffset() throws {
        let (layout, view) = try drum(.right, items: 7)
        var offset: CGFloat = -350
        while offset < 1900 {
            let visible = cells(view, offset: offset)
            let centre = offset + 448
            let current = Int(min(max(centre / 300, -1), 7).rounded(.towardZero))
            for cell in visible {
                let row = cell.indexPath.row
                let u = min(1, max(-1, ((CGFloat(row) + 0.5) * 300 - centre) / 200))
                let scale = 1 - 0.6 * abs(u)
                #expect(cell.alpha == 1 && abs(cell.transform.a - scale) < 1e-12)
                #expect(abs(cell.center.y - (centre + 220 * u)) < 1e-9, "offset \(offset)")
                #expect(abs(cell.frame.minX - 2) < 1e-9)
                let z = row == current ? 7 : row < current ? row : 7 - 1 - row
                #expect(cell.zIndex == z, "offset \(offset) row \(row)")
            }
            _ = layout
            offset += 37.7
        }
    }

    @Test func drumHalvesAlsoKeepTheSeamGap() throws {
        let (_, left) = try drum(.left, items: 6)
        let (_, right) = try drum(.right, items: 6)
        var offset: CGFloat = -400
        while offset < 1800 {
            for (l, r) in zip(cells(left, offset: offset), cells(right, offset: offset)) {
                #expect(l.indexPath == r.indexPath)
                #expect(abs((206.5 - l.frame.maxX) + r.frame.minX - 4) < 1e-9, "offset \(offset)")
            }
            offset += 41.3
        }
    }

    @Test func registryBuildsTheDrum() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "pizzaDrum"))
        let built = try descriptor.build(
            LayoutParameters(["orientation": .string("right"), "pizzaSize": .number(230)]))
        let layout = try #require(built.layout as? PizzaDrumLayout)
        #expect(layout.orientation == .right && layout.itemSize == CGSize(width: 115, height: 230))
        #expect(descriptor.parameters == LayoutRegistry.descriptor(named: "pizzaHalves")?.parameters)
    }
}
