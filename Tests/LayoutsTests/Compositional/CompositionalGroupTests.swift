import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Testing
import UIKitLayouts

/// Dimensions, group repetition, spacing, edge spacing, insets, nesting and custom groups
/// (docs/compositional-layout.md, "Dimensions" and "Groups"); a 400 × 800 container.
@Suite struct CompositionalGroupTests {
    @Test func gridOfFifthsRepeatsTheItemFiveTimesPerRow() {
        // Item 0.2 × 1.0 of a group 1.0 wide and 0.2 × width (80) tall: five 80 × 80 cells a row.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let section = rowSection(group: size(.fractionalWidth(1), .fractionalWidth(0.2)), [item])
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [12])
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(itemFrame(layout, 7) == CGRect(x: 160, y: 80, width: 80, height: 80))
        #expect(itemFrame(layout, 11) == CGRect(x: 80, y: 160, width: 80, height: 80))
        #expect(view.contentSize == CGSize(width: 400, height: 240))
    }

    @Test func rightToLeftMirrorsTheGrid() throws {
        // The collection view mirrors the layout: item 0 of the fifths grid is the rightmost cell.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let layout = CollectionViewCompositionalLayout(
            section: rowSection(group: size(.fractionalWidth(1), .fractionalWidth(0.2)), [item]))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout, itemCounts: [6])
        view.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        let elements = view.layoutAttributesForVisibleElements()
        #expect(try #require(elements.first { $0.indexPath.item == 0 }).frame.minX == 320)
        #expect(try #require(elements.first { $0.indexPath.item == 5 }).frame.minX == 320)
        #expect(try #require(elements.first { $0.indexPath.item == 1 }).frame.minX == 240)
    }

    @Test func itemContentInsetsShrinkTheCellNotItsNeighbours() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let layout = CollectionViewCompositionalLayout(
            section: rowSection(group: size(.fractionalWidth(1), .fractionalWidth(0.2)), [item]))
        _ = compositionalView(layout, counts: [6])
        #expect(itemFrame(layout, 0) == CGRect(x: 2, y: 2, width: 76, height: 76))
        #expect(itemFrame(layout, 1) == CGRect(x: 82, y: 2, width: 76, height: 76))
        #expect(itemFrame(layout, 5) == CGRect(x: 2, y: 82, width: 76, height: 76))
    }

    @Test func fractionsResolveAgainstTheContainerMinusSectionInsets() {
        // 400 − 20 − 20 = 360 wide: halves of 180, starting at the leading inset, below the top inset.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let section = rowSection(group: size(.fractionalWidth(1), .absolute(50)), [item])
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 8
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [5])
        #expect(itemFrame(layout, 0) == CGRect(x: 20, y: 10, width: 180, height: 50))
        #expect(itemFrame(layout, 1) == CGRect(x: 200, y: 10, width: 180, height: 50))
        #expect(itemFrame(layout, 2) == CGRect(x: 20, y: 68, width: 180, height: 50))
        #expect(itemFrame(layout, 4) == CGRect(x: 20, y: 126, width: 180, height: 50))
        // 10 + 3 groups × 50 + 2 × 8 + 30.
        #expect(view.contentSize == CGSize(width: 400, height: 206))
    }

    @Test func fractionalHeightResolvesAgainstTheContainersHeight() {
        // The group is 0.25 of the 800-point height; the item 0.5 of the group's 200.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let section = CollectionLayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)), subitems: [item]))
        let layout = CollectionViewCompositionalLayout(section: section)
        _ = compositionalView(layout, counts: [3])
        #expect(itemFrame(layout, 1) == CGRect(x: 0, y: 100, width: 400, height: 100))
        #expect(itemFrame(layout, 2) == CGRect(x: 0, y: 200, width: 400, height: 100))
    }

    @Test func estimatedItemsWithoutViewsKeepTheirEstimatesAndTheirGroupsFitThem() {
        // Content insets are ignored along the estimated axis (Apple's contentInsets note). The
        // cells have no constraints, so they keep their 44-point estimate; the group's height is
        // decided by its content (here uniform across siblings), so it is 44 too, not 60.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 60)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [2])
        #expect(itemFrame(layout, 0) == CGRect(x: 5, y: 0, width: 390, height: 44))
        #expect(itemFrame(layout, 1) == CGRect(x: 5, y: 44, width: 390, height: 44))
        #expect(CollectionLayoutDimension.estimated(44).isEstimated)
        #expect(CollectionLayoutDimension.uniformAcrossSiblings(estimate: 60).isUniformAcrossSiblings)
    }

    @Test func countedGroupSizesItsItemsToFillTheGroup() {
        // (400 − 3 × 8) / 4 = 94 points each, whatever the item's own width says.
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), repeatingSubitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [5])
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 0, width: 94, height: 60))
        #expect(itemFrame(layout, 1) == CGRect(x: 102, y: 0, width: 94, height: 60))
        #expect(itemFrame(layout, 3) == CGRect(x: 306, y: 0, width: 94, height: 60))
        #expect(itemFrame(layout, 4) == CGRect(x: 0, y: 60, width: 94, height: 60))
        // The pre-iOS 16 spelling makes the same group.
        let old = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), subitem: item, count: 4)
        #expect(old.visualDescription() == group.visualDescription())
    }

    @Test func subitemsRepeatInOrderWhileTheNextOneFits() {
        // 120 + 10 + 90 + 10 + 120 = 350; the next 90 needs 100 more and 450 > 400.
        let wide = CollectionLayoutItem(layoutSize: size(.absolute(120), .fractionalHeight(1)))
        let narrow = CollectionLayoutItem(layoutSize: size(.absolute(90), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [wide, narrow])
        group.interItemSpacing = .fixed(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [4])
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(itemFrame(layout, 1) == CGRect(x: 130, y: 0, width: 90, height: 40))
        #expect(itemFrame(layout, 2) == CGRect(x: 230, y: 0, width: 120, height: 40))
        #expect(itemFrame(layout, 3) == CGRect(x: 0, y: 40, width: 120, height: 40))
    }

    @Test func flexibleInterItemSpacingSharesTheRoomLeftOver() {
        // Four 85-point items fit (340); 60 points left over, 20 per gap.
        let item = CollectionLayoutItem(layoutSize: size(.absolute(85), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(85)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [4])
        #expect([0, 1, 2, 3].compactMap { itemFrame(layout, $0)?.minX } == [0, 105, 210, 315])
    }

    @Test func edgeSpacingMovesItemsAlongAndCentresThemAcross() {
        // Each item needs 10 + 100 = 110: three fit. Flexible top and bottom centre 50 in 100.
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [4])
        #expect(itemFrame(layout, 0) == CGRect(x: 10, y: 25, width: 100, height: 50))
        #expect(itemFrame(layout, 2) == CGRect(x: 230, y: 25, width: 100, height: 50))
        #expect(itemFrame(layout, 3) == CGRect(x: 10, y: 125, width: 100, height: 50))
    }

    @Test func flexibleLeadingEdgeSpacingPushesALoneItemToTheTrailingEdge() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(300), .fractionalHeight(1)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [1])
        #expect(itemFrame(layout, 0) == CGRect(x: 100, y: 0, width: 300, height: 40))
    }

    @Test func nestedGroupsPlaceTheirItemsDepthFirst() {
        // Apple's nested-group pattern: a 0.7 item beside a 0.3 column of two halves, 0.4 × 800 tall.
        let leading = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let half = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: half, count: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, column])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [4])
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 0, width: 280, height: 320))
        #expect(itemFrame(layout, 1) == CGRect(x: 280, y: 0, width: 120, height: 160))
        #expect(itemFrame(layout, 2) == CGRect(x: 280, y: 160, width: 120, height: 160))
        #expect(itemFrame(layout, 3) == CGRect(x: 0, y: 320, width: 280, height: 320))
    }

    @Test func customGroupPlacesOneCellPerCustomItem() throws {
        var containers: [CGSize] = []
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            containers.append(environment.container.contentSize)
            return [
                CollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 100, height: 100)),
                CollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 40, width: 50, height: 50), zIndex: 3),
            ]
        }
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [3])
        #expect(containers == [CGSize(width: 400, height: 120)])
        #expect(itemFrame(layout, 1) == CGRect(x: 200, y: 40, width: 50, height: 50))
        #expect(itemFrame(layout, 2) == CGRect(x: 10, y: 130, width: 100, height: 100))
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.zIndex == 3)
    }

    @Test func groupContentInsetsInsetTheAreaItsSubitemsShare() {
        // The group is 400 × 100 inset by 10: halves of 380 are 190 wide, 80 tall.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = compositionalView(layout, counts: [3])
        #expect(itemFrame(layout, 1) == CGRect(x: 200, y: 10, width: 190, height: 80))
        #expect(itemFrame(layout, 2) == CGRect(x: 10, y: 110, width: 190, height: 80))
    }
}
