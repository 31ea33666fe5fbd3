import Testing
import UIKit

/// A view controller written as Apple's sample writes them (`Layouts/ColorGridViewController.swift`):
/// `createLayout()` builds a compositional layout, a diffable data source with a cell
/// registration supplies the items; the snapshot's counts reach the collection view.
@Suite @MainActor struct ViewControllerCompositionalTests {
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    private func loaded() throws -> (ColorGridViewController, UICollectionView) {
        let controller = ColorGridViewController()
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        return (controller, collectionView)
    }

    @Test func viewDidLoadBuildsTheHierarchyOnTheScreensBounds() throws {
        let (controller, collectionView) = try loaded()
        #expect(controller.isViewLoaded && controller.navigationItem.title == "Colors")
        // The default screen is 390 × 844; the collection view fills the controller's view.
        #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(collectionView.frame == controller.view.bounds && collectionView.superview === controller.view)
        #expect(collectionView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
    }

    @Test func theSnapshotsCountsReachTheCollectionView() throws {
        let (controller, collectionView) = try loaded()
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 4 && collectionView.numberOfItems(inSection: 1) == 30)
        let dataSource = try #require(controller.dataSource)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == 102)
        #expect(dataSource.indexPath(for: 105) == IndexPath(item: 5, section: 1))
        // Header 44 + 10 rows of 130: 244 + 1300.
        #expect(abs(collectionView.contentSize.height - 1544) < 1e-9)

        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([100, 101, 102])
        dataSource.apply(snapshot, animatingDifferences: true)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 1) == 27)
        #expect(abs(collectionView.contentSize.height - (244 + 9 * 130)) < 1e-9)
    }

    @Test func attributesAtAnOffsetFollowTheCompositionalRules() throws {
        let (_, collectionView) = try loaded()
        let layout = collectionView.collectionViewLayout
        // Featured: groups 0.8 × 390 = 312 wide, items inset 5 on each side.
        let featured = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(near(featured.frame, CGRect(x: 317, y: 0, width: 302, height: 200)))
        // Grid: header 200…244, rows of three 130-point squares from 244.
        let header = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(near(header.frame, CGRect(x: 0, y: 200, width: 390, height: 44)))

        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        collectionView.layoutIfNeeded()
        // Visible 600…1444: rows 2 (504…634) to 9 (1414…1544), 8 rows × 3 items.
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.count == 24 && visible.first == IndexPath(item: 6, section: 1))
        let item = try #require(
            collectionView.layoutAttributesForVisibleElements().first { $0.indexPath == IndexPath(item: 7, section: 1) }
        )
        #expect(near(item.frame, CGRect(x: 130, y: 504, width: 130, height: 130)))
    }

    @Test func cellsAndHeadersComeFromTheRegistrations() throws {
        let (controller, collectionView) = try loaded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? ColorCell)
        #expect(cell.label.text == "101" && cell.label.font.pointSize == 28)
        #expect(cell.contentView.backgroundColor == UIColor.systemTeal)
        #expect(cell.contentView.constraints.count == 3 && cell.contentView.constraints.allSatisfy(\.isActive))
        let dataSource = try #require(controller.dataSource)
        let header = dataSource.collectionView(
            collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 1))
        #expect((header as? ColorHeaderView)?.label.text == "Section 1")
        #expect((header as? ColorHeaderView)?.label.font.pointSize == 17)
    }
}
