import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Testing
import UIKitLayouts

/// Orthogonal sections: their own offset, paging targets and the visible-items handler
/// (docs/compositional-layout.md, "Orthogonal sections"); a 400 × 800 container.
@Suite struct CompositionalOrthogonalTests {
    /// Groups 0.8 of 360 (= 288) wide, 10 apart, in a section inset 20 on each side: pitch 298.
    private func carousel(_ behaviour: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behaviour
        return section
    }

    @Test func orthogonalSectionLinesGroupsUpAcrossTheScrollAxis() {
        let layout = CollectionViewCompositionalLayout(section: carousel(.continuous))
        let view = compositionalView(layout, counts: [5])
        #expect(itemFrame(layout, 0) == CGRect(x: 20, y: 0, width: 288, height: 200))
        #expect(itemFrame(layout, 1) == CGRect(x: 318, y: 0, width: 288, height: 200))
        #expect(view.contentSize == CGSize(width: 400, height: 200))
        // 20 + 5 × 288 + 4 × 10 + 20 = 1520 long; 400 visible.
        #expect(layout.orthogonalOffsetRange(forSection: 0) == 0...1120)
    }

    @Test func orthogonalOffsetMovesOnlyItsSection() {
        let layout = CollectionViewCompositionalLayout { index, _ in
            index == 0 ? self.carousel(.continuous) : self.carousel(.none)
        }
        let view = compositionalView(layout, counts: [5, 2])
        layout.setOrthogonalOffset(100, forSection: 0)
        #expect(itemFrame(layout, 1) == CGRect(x: 218, y: 0, width: 288, height: 200))
        #expect(itemFrame(layout, 0, section: 1) == CGRect(x: 20, y: 200, width: 288, height: 200))
        let visible = view.layoutAttributesForVisibleElements().filter { $0.indexPath.section == 0 }
        // x −80 … 1140 in a 400-point window: items 0 and 1 meet it.
        #expect(visible.map(\.indexPath.item).sorted() == [0, 1])
        #expect(layout.orthogonalOffset(forSection: 1) == 0)
    }

    @Test func groupPagingMovesOneGroupInTheFlingsDirection() {
        let layout = CollectionViewCompositionalLayout(section: carousel(.groupPaging))
        _ = compositionalView(layout, counts: [5])
        func target(_ proposed: CGFloat, from current: CGFloat, _ velocity: CGFloat) -> CGFloat {
            layout.targetOrthogonalOffset(
                forProposedOffset: proposed, currentOffset: current, velocity: velocity, inSection: 0)
        }
        #expect(target(700, from: 0, 2) == 298)
        #expect(target(-50, from: 400, -1) == 298)
        #expect(target(420, from: 420, 0) == 298)
        #expect(target(5000, from: 1100, 3) == 1120)
    }

    @Test func pagingMovesOneContainerWidthAtATime() {
        let layout = CollectionViewCompositionalLayout(section: carousel(.paging))
        _ = compositionalView(layout, counts: [5])
        #expect(
            layout.targetOrthogonalOffset(forProposedOffset: 900, currentOffset: 10, velocity: 1, inSection: 0) == 400)
        #expect(
            layout.targetOrthogonalOffset(forProposedOffset: 610, currentOffset: 610, velocity: 0, inSection: 0) == 800)
    }

    @Test func continuousLeadingBoundaryRestsOnTheNearestGroupEdge() {
        let layout = CollectionViewCompositionalLayout(section: carousel(.continuousGroupLeadingBoundary))
        _ = compositionalView(layout, counts: [5])
        #expect(
            layout.targetOrthogonalOffset(forProposedOffset: 760, currentOffset: 0, velocity: 4, inSection: 0) == 894)
        #expect(
            layout.targetOrthogonalOffset(forProposedOffset: 700, currentOffset: 0, velocity: 4, inSection: 0) == 596)
        let free = CollectionViewCompositionalLayout(section: carousel(.continuous))
        _ = compositionalView(free, counts: [5])
        #expect(free.targetOrthogonalOffset(forProposedOffset: 700, currentOffset: 0, velocity: 4, inSection: 0) == 700)
    }

    @Test func groupPagingCenteredStartsAndRestsWithAGroupCentred() {
        // Group 0's centre is 20 + 144 = 164; the container's is 200: offset −36, then every 298.
        let layout = CollectionViewCompositionalLayout(section: carousel(.groupPagingCentered))
        _ = compositionalView(layout, counts: [5])
        #expect(layout.orthogonalOffset(forSection: 0) == -36)
        #expect(itemFrame(layout, 0)?.midX == 200)
        #expect(
            layout.targetOrthogonalOffset(forProposedOffset: 100, currentOffset: -36, velocity: 1, inSection: 0) == 262)
        #expect(layout.orthogonalOffsetRange(forSection: 0) == -36...1156)
    }

    @Test func visibleItemsHandlerScalesByDistanceFromTheCentre() throws {
        // The carousel pattern apps write: scale = max(1 − distance / width, 0.7).
        let section = carousel(.groupPagingCentered)
        var offsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset)
            let width = environment.container.contentSize.width
            for item in items {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(1 - distance / width, 0.7)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [5])
        let elements = view.layoutAttributesForVisibleElements()
        let first = try #require(elements.first { $0.indexPath.item == 0 })
        let second = try #require(elements.first { $0.indexPath.item == 1 })
        #expect(offsets.last == CGPoint(x: -36, y: 0))
        #expect(first.transform.a == 1 && first.alpha == 1)
        // Item 1's centre is 298 from the centre: 1 − 298/400 = 0.255, held at 0.7.
        #expect(second.transform.a == 0.7)
        // At offset 30 card 0's centre is on screen at 164 − 30 = 134, 66 from the centre:
        // scale 1 − 66/400 = 0.835; card 1 at 462 − 30 = 432 is held at 0.7.
        layout.setOrthogonalOffset(30, forSection: 0)
        let moved = view.layoutAttributesForVisibleElements()
        let card0 = try #require(moved.first { $0.indexPath.item == 0 })
        let card1 = try #require(moved.first { $0.indexPath.item == 1 })
        let expected: CGFloat = 1 - 66 / 400
        #expect(card0.transform.a == expected && card1.transform.a == 0.7)
        // Centres stay where the layout put them (the handler changed only scale and alpha).
        #expect(card0.center.x == 134 && card1.center.x == 432)
        #expect(offsets.last == CGPoint(x: 30, y: 0))
    }

    @Test func handlerOfARegularSectionGetsTheContentOffset() {
        let section = carousel(.none)
        var offsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            items.forEach { $0.zIndex = 7 }
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [10])
        view.contentOffset = CGPoint(x: 0, y: 350)
        let elements = view.layoutAttributesForVisibleElements()
        #expect(offsets.last == CGPoint(x: 0, y: 350))
        #expect(!elements.isEmpty && elements.allSatisfy { $0.zIndex == 7 })
    }
}
