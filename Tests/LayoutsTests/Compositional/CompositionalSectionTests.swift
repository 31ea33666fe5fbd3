import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Testing
import UIKitLayouts

/// Sections, boundary items, pinning, badges, backgrounds, the configuration and lists
/// (docs/compositional-layout.md); a 400 × 800 container.
@Suite struct CompositionalSectionTests {
    private func rows(height: CGFloat = 100) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return rowSection(group: size(.fractionalWidth(1), .absolute(height)), [item])
    }

    private func boundary(
        _ kind: String, _ height: CGFloat, _ alignment: RectAlignment,
        width: CollectionLayoutDimension = .fractionalWidth(1)
    ) -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(width, .absolute(height)), elementKind: kind, alignment: alignment)
    }

    private func frame(
        _ layout: CollectionViewCompositionalLayout, _ kind: String, item: Int = 0, section: Int = 0
    ) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    @Test func headersSitAboveTheTopInsetAndFollowTheLeadingAndTrailingInsets() {
        let section = rows(height: 50)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 5, trailing: 20)
        section.boundarySupplementaryItems = [
            boundary(ElementKind.sectionHeader, 40, .top), boundary(ElementKind.sectionFooter, 30, .bottom),
        ]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [2])
        #expect(frame(layout, ElementKind.sectionHeader) == CGRect(x: 20, y: 0, width: 360, height: 40))
        #expect(itemFrame(layout, 0) == CGRect(x: 20, y: 50, width: 360, height: 50))
        // 40 + 10 + 2 × 50 + 5 = 155, then the footer.
        #expect(frame(layout, ElementKind.sectionFooter) == CGRect(x: 20, y: 155, width: 360, height: 30))
        #expect(view.contentSize == CGSize(width: 400, height: 185))
    }

    @Test func boundaryItemsCanIgnoreInsetsAlignToACornerAndMove() {
        let section = rows(height: 50)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let wide = boundary("wide", 40, .top)
        let badge = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(100), .absolute(30)), elementKind: "corner", alignment: .topTrailing,
            absoluteOffset: CGPoint(x: -4, y: 6))
        section.boundarySupplementaryItems = [wide, badge]
        section.supplementariesFollowContentInsets = false
        let layout = CollectionViewCompositionalLayout(section: section)
        _ = compositionalView(layout, counts: [1])
        #expect(frame(layout, "wide") == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(frame(layout, "corner") == CGRect(x: 296, y: 46, width: 100, height: 30))
        #expect(itemFrame(layout, 0)?.minY == 70)
    }

    @Test func headerThatDoesNotExtendTheBoundaryOverlapsTheContent() {
        let section = rows(height: 50)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        let header = boundary(ElementKind.sectionHeader, 40, .top)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [1])
        #expect(frame(layout, ElementKind.sectionHeader) == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 10, width: 400, height: 50))
        #expect(view.contentSize.height == 60)
    }

    @Test func pinnedHeaderStaysAtTheTopUntilItsSectionPushesItOff() throws {
        // Each section: a 50-point header and five 100-point rows, 550 tall.
        let layout = CollectionViewCompositionalLayout { _, _ in
            let section = self.rows()
            let header = self.boundary(ElementKind.sectionHeader, 50, .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        let view = compositionalView(layout, counts: [5, 5])
        func headerY(_ section: Int) throws -> CGFloat {
            let elements = view.layoutAttributesForVisibleElements()
            return try #require(
                elements.first {
                    $0.representedElementKind == ElementKind.sectionHeader && $0.indexPath.section == section
                }
            ).frame.minY
        }
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(try headerY(0) == 300)
        // At 520 the header would end at 570, past its section's end (550): pushed to 500.
        view.contentOffset = CGPoint(x: 0, y: 520)
        #expect(try headerY(0) == 500)
        #expect(try headerY(1) == 550)
        view.contentOffset = CGPoint(x: 0, y: 600)
        #expect(try headerY(1) == 600)
    }

    @Test func pinnedFooterStaysAtTheBottomOfTheVisibleBounds() throws {
        let section = rows()
        let footer = boundary(ElementKind.sectionFooter, 30, .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [20])
        let pinned = try #require(
            view.layoutAttributesForVisibleElements().first { $0.representedElementKind == ElementKind.sectionFooter })
        #expect(pinned.frame == CGRect(x: 0, y: 770, width: 400, height: 30))
        #expect(frame(layout, ElementKind.sectionFooter)?.minY == 770)
        view.contentOffset = CGPoint(x: 0, y: 1230)
        #expect(frame(layout, ElementKind.sectionFooter)?.minY == 2000)
    }

    @Test func badgeSitsOnTheItemsCornerMovedByAFractionOfItsSize() throws {
        // Apple's badge: 20 × 20 on the top-trailing corner, moved out by 30 % of its size.
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        // An item anchor puts the dot's centre on the container's bottom edge.
        let dot = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(10)), elementKind: "dot",
            containerAnchor: CollectionLayoutAnchor(edges: [.bottom]), itemAnchor: CollectionLayoutAnchor(edges: []))
        let item = CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)), supplementaryItems: [badge, dot])
        let layout = CollectionViewCompositionalLayout(
            section: rowSection(group: size(.fractionalWidth(1), .absolute(80)), [item]))
        let view = compositionalView(layout, counts: [6])
        #expect(frame(layout, "badge", item: 0) == CGRect(x: 66, y: -6, width: 20, height: 20))
        #expect(frame(layout, "badge", item: 5) == CGRect(x: 66, y: 74, width: 20, height: 20))
        #expect(frame(layout, "dot", item: 0) == CGRect(x: 30, y: 75, width: 20, height: 10))
        let badges = view.layoutAttributesForVisibleElements().filter { $0.representedElementKind == "badge" }
        #expect(badges.count == 6 && badges.allSatisfy { $0.zIndex == 1 })
    }

    @Test func groupSupplementaryItemsFollowEachGroupInstance() throws {
        // A frame around every group (fractionalWidth(1) × fractionalHeight(1) of the group,
        // centred), and a 10-point tab on the top-leading corner of each nested column.
        let frameItem = CollectionLayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), elementKind: "frame",
            containerAnchor: CollectionLayoutAnchor(edges: []))
        let tab = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: "tab",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: cell, count: 2)
        column.supplementaryItems = [tab]
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [column])
        row.supplementaryItems = [frameItem]
        #expect(
            row.copy() is CollectionLayoutGroup && (row.copy() as? CollectionLayoutGroup)?.supplementaryItems.count == 1
        )
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let view = compositionalView(layout, counts: [7])
        // Four items a row: group 1 starts at item 4, y = 100; its second column at item 6, x = 200.
        #expect(frame(layout, "frame", item: 0) == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(frame(layout, "frame", item: 4) == CGRect(x: 0, y: 100, width: 400, height: 100))
        #expect(frame(layout, "tab", item: 2) == CGRect(x: 200, y: 0, width: 10, height: 10))
        #expect(frame(layout, "tab", item: 6) == CGRect(x: 200, y: 100, width: 10, height: 10))
        #expect(frame(layout, "frame", item: 1) == nil)
        let visible = view.layoutAttributesForVisibleElements()
        // Two groups: two frames, and tabs for the columns that have items (0, 2, 4, 6).
        #expect(visible.filter { $0.representedElementKind == "frame" }.map(\.indexPath.item) == [0, 4])
        #expect(visible.filter { $0.representedElementKind == "tab" }.map(\.indexPath.item).sorted() == [0, 2, 4, 6])
    }

    @Test func contentInsetsReferenceMovesTheSectionsInsetsToItsBoundary() {
        // A 400-point view with 16-point layout margins left and right (UIKit's default is 8).
        func firstFrame(
            section reference: ContentInsetsReference, configuration: ContentInsetsReference = .automatic,
            width: CGFloat = 400, safeArea: EdgeInsets = .zero, contentInset: EdgeInsets = .zero
        ) -> CGRect? {
            let section = rows(height: 50)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            section.contentInsetsReference = reference
            let settings = CollectionViewCompositionalLayoutConfiguration()
            settings.contentInsetsReference = configuration
            let layout = CollectionViewCompositionalLayout(section: section, configuration: settings)
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 800), collectionViewLayout: layout, itemCounts: [2])
            view.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            view.safeAreaInsets = safeArea
            view.contentInset = contentInset
            view.layoutIfNeeded()
            return itemFrame(layout, 0)
        }
        // Default: the insets count from the container: 4 … 396.
        #expect(firstFrame(section: .automatic) == CGRect(x: 4, y: 0, width: 392, height: 50))
        #expect(firstFrame(section: .none) == CGRect(x: 4, y: 0, width: 392, height: 50))
        // Layout margins: 16 + 4 = 20 from each side; a section's .automatic follows the configuration.
        #expect(firstFrame(section: .layoutMargins) == CGRect(x: 20, y: 0, width: 360, height: 50))
        #expect(
            firstFrame(section: .automatic, configuration: .layoutMargins)
                == CGRect(x: 20, y: 0, width: 360, height: 50))
        // The margins are measured from the bounds; a 10-point content inset is already 10 of them.
        #expect(
            firstFrame(section: .layoutMargins, contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
                == CGRect(x: 10, y: 0, width: 360, height: 50))
        // The safe area is inside the adjusted content insets already: nothing more.
        #expect(
            firstFrame(section: .safeArea, safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
                == CGRect(x: 4, y: 0, width: 332, height: 50))
        // Readable content in a 1000-point view: (1000 − 672) / 2 = 164 from each side, then 4.
        #expect(firstFrame(section: .readableContent, width: 1000) == CGRect(x: 168, y: 0, width: 664, height: 50))
        // In a 400-point view the margins are the narrower boundary.
        #expect(firstFrame(section: .readableContent) == CGRect(x: 20, y: 0, width: 360, height: 50))
    }

    @Test func backgroundDecorationCoversTheSectionInsetByItsOwnInsets() throws {
        let section = rows(height: 50)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: [2])
        let decoration = try #require(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(decoration.frame == CGRect(x: 5, y: 5, width: 390, height: 110))
        #expect(decoration.zIndex == -1)
        // Drawn first: z-index −1 sorts before the cells.
        #expect(view.layoutAttributesForVisibleElements().first?.representedElementCategory == .decorationView)
    }

    @Test func configurationAddsSpacingBetweenSectionsAndLayoutWideBoundaryItems() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        configuration.boundarySupplementaryItems = [
            boundary("layoutHeader", 60, .top), boundary("layoutFooter", 40, .bottom),
        ]
        let layout = CollectionViewCompositionalLayout(section: rows(), configuration: configuration)
        let view = compositionalView(layout, counts: [2, 1])
        #expect(frame(layout, "layoutHeader") == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 60, width: 400, height: 100))
        // Section 1 starts at 60 + 200 + 24.
        #expect(itemFrame(layout, 0, section: 1) == CGRect(x: 0, y: 284, width: 400, height: 100))
        #expect(frame(layout, "layoutFooter") == CGRect(x: 0, y: 384, width: 400, height: 40))
        #expect(view.contentSize == CGSize(width: 400, height: 424))
    }

    @Test func horizontalLayoutStacksSectionsLeftToRight() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), configuration: configuration)
        let view = compositionalView(layout, counts: [10])
        #expect(itemFrame(layout, 5) == CGRect(x: 100, y: 200, width: 100, height: 200))
        #expect(view.contentSize == CGSize(width: 300, height: 800))
    }

    @Test func sectionProviderSeesTheContainerAndTraits() {
        var seen: [(Int, CGSize, CGSize)] = []
        let layout = CollectionViewCompositionalLayout { index, environment in
            seen.append((index, environment.container.contentSize, environment.container.effectiveContentSize))
            let columns = environment.container.effectiveContentSize.width > 300 ? 4 : 2
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: columns)
            return CollectionLayoutSection(group: group)
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout, itemCounts: [3])
        view.contentInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        view.layoutIfNeeded()
        #expect(seen.last?.0 == 0)
        #expect(seen.last?.1 == CGSize(width: 400, height: 800))
        #expect(seen.last?.2 == CGSize(width: 384, height: 800))
        #expect(itemFrame(layout, 1) == CGRect(x: 96, y: 0, width: 96, height: 50))
    }

    @Test func insetGroupedListHasInsetRowsAndAHeader() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let view = compositionalView(layout, counts: [3])
        #expect(frame(layout, ElementKind.sectionHeader) == CGRect(x: 20, y: 0, width: 360, height: 38))
        #expect(itemFrame(layout, 0) == CGRect(x: 20, y: 56, width: 360, height: 44))
        #expect(itemFrame(layout, 2) == CGRect(x: 20, y: 144, width: 360, height: 44))
        // 38 + 18 + 3 × 44 + 18 = 206, then the footer.
        #expect(frame(layout, ElementKind.sectionFooter) == CGRect(x: 20, y: 206, width: 360, height: 38))
        #expect(view.contentSize.height == 244)
    }

    @Test func plainListRowsSpanTheWidthUnderPinnedHeaders() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let view = compositionalView(layout, counts: [30])
        #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 28, width: 400, height: 44))
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(frame(layout, ElementKind.sectionHeader)?.minY == 200)
    }

    @Test func hundredThousandItemsAnswerAnyRectangleWithItsVisibleItemsOnly() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let layout = CollectionViewCompositionalLayout(
            section: rowSection(group: size(.fractionalWidth(1), .absolute(100)), [item]))
        let view = compositionalView(layout, counts: [100_000])
        #expect(view.contentSize.height == 2_500_000)
        view.contentOffset = CGPoint(x: 0, y: 1_000_050)
        let items = view.layoutAttributesForVisibleElements().map(\.indexPath.item).sorted()
        // Rows 10,000 … 10,008 meet 1,000,050 … 1,000,850: 9 rows of 4.
        #expect(items.first == 40_000 && items.last == 40_035 && items.count == 36)
        #expect(itemFrame(layout, 99_999) == CGRect(x: 300, y: 2_499_900, width: 100, height: 100))
    }
}
