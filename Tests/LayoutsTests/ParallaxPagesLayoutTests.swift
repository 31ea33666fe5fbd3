import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The pager as a collection-view layout: cells, page backgrounds, content size, paging, and
/// offsets processed in order as the collection view scrolls.
@MainActor
struct ParallaxPagesLayoutTests {
    private func install(_ layout: ParallaxPagesLayout) -> CollectionView {
        CollectionView(frame: CGRect(origin: .zero, size: ParallaxPagerTests.container), collectionViewLayout: layout)
    }

    @Test func contentSizeIsPagesTimesPageSize() throws {
        let horizontal = install(ParallaxPagesLayout(model: try ParallaxPagerTests.model()))
        horizontal.layoutIfNeeded()
        #expect(horizontal.contentSize == CGSize(width: 1875, height: 667))
        let vertical = install(ParallaxPagesLayout(model: try ParallaxPagerTests.model(direction: .vertical)))
        vertical.layoutIfNeeded()
        #expect(vertical.contentSize == CGSize(width: 375, height: 3335))
    }

    @Test func itemsFloatAboveTheScrollingPages() throws {
        let layout = ParallaxPagesLayout(model: try ParallaxPagerTests.model())
        let view = install(layout)
        view.contentOffset = CGPoint(x: 525, y: 0)
        let mover = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        // Example 1: the mover sits at (525, 133.4) in the view, so at 525 + 525 in content.
        #expect(abs(mover.center.x - 1050) < 1e-9 && abs(mover.center.y - 133.4) < 1e-9)
        #expect(mover.zIndex == 3)
        #expect(mover.representedElementCategory == .cell)
        let values = try #require((mover as? LayoutAttributesInspectable)?.inspectableValues)
        #expect(abs(try #require(values["pageProgress"]) - 0.4) < 1e-12)
        #expect(values["page"] == 1)
    }

    @Test func visibleElementsAreBackgroundsThenItemsInDeclarationOrder() throws {
        let layout = ParallaxPagesLayout(model: try ParallaxPagerTests.model())
        let view = install(layout)
        view.contentOffset = CGPoint(x: 525, y: 0)
        let elements = view.layoutAttributesForVisibleElements()
        let backgrounds = elements.filter { $0.representedElementCategory == .decorationView }
        #expect(backgrounds.map(\.indexPath.item) == [1, 2])
        #expect(
            backgrounds.allSatisfy {
                $0.representedElementKind == ParallaxPagesLayout.pageBackgroundKind && $0.zIndex == -1
            })
        #expect(backgrounds.first?.frame == CGRect(x: 375, y: 0, width: 375, height: 667))
        let cells = elements.filter { $0.representedElementCategory == .cell }
        #expect(cells.map(\.zIndex) == cells.map(\.indexPath.item))
        // The mover (item 3) is at x = 525 in the view, right of the visible 375 points.
        #expect(cells.map(\.indexPath.item) == [0, 1, 2])
    }

    @Test func scrollingProcessesEachOffsetOnceInOrder() throws {
        let layout = ParallaxPagesLayout(model: try ParallaxPagerTests.model())
        let view = install(layout)
        for x in [0.0, 370, 380, 380] {
            view.contentOffset = CGPoint(x: x, y: 0)
            _ = view.layoutAttributesForVisibleElements()
            _ = view.layoutAttributesForVisibleElements()
        }
        #expect(layout.events.map(\.offset) == [0, 0, 0, 370, 380, 380, 380])
        #expect(layout.events[4].kind == .willBeginTransition(to: 1))
        let fader = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(fader.alpha == 1)
    }

    @Test func rotatedItemsCarryTheirTransform3D() throws {
        let model = ParallaxModel(
            numberOfPages: 2,
            items: [ParallaxItem(identifier: "card", origin: .zero, size: ContainerRelative(width: 100, height: 50))],
            pages: [ParallaxPage(entries: [.init(identifier: "card", actions: [PVActionRotate(fromY: 0, toY: 1)])])])
        let layout = ParallaxPagesLayout(model: model, showsPageBackgrounds: false, perspectiveDistance: 400)
        let view = install(layout)
        view.contentOffset = CGPoint(x: 187.5, y: 0)
        let card = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(card.transform3D.m34 - -cos(0.5) / 400) < 1e-12)
        #expect(view.layoutAttributesForVisibleElements().count == 1)
    }

    @Test func descriptorBuildsTheDemoWithPagingEnabled() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "parallaxPages"))
        #expect(descriptor.parameters.map(\.name) == ["parallax"])
        let built = try descriptor.build(LayoutParameters())
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: built.layout)
        built.configure(view)
        #expect(view.isPagingEnabled)
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 4 * 375, height: 667))
        view.contentOffset = CGPoint(x: 700, y: 0)
        let cells = view.layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }
        #expect(cells.count == 5)
    }

    @Test func appearanceShowsTheItemRoleAndText() throws {
        let layout = try ParallaxPagesLayout(spec: ParallaxSpec.demo)
        let view = install(layout)
        let title = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let layers = layout.appearanceLayers(for: title)
        #expect(layers.map(\.role) == ["title"])
        #expect(layers.first?.text == "LayoutReel")
    }
}
