import Testing
import UIKit

/// Batch updates in UIKit's order and the animation between initial and final attributes,
/// with a layout written as iOS developers write one (`Layouts/WheelLayout.swift`).
@Suite struct UpdateAnimationTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func aBatchUpdateCallsTheLayoutInUIKitsOrder() {
        let layout = WheelLayout()
        let dataSource = CountingDataSource(count: 6)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.calls = []
        var completed: Bool?
        view.performBatchUpdates(
            {
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
                view.deleteItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(
            layout.calls == [
                "prepare 6", "prepare(forCollectionViewUpdates:) delete,insert",
                "initial 0", "initial 1", "initial 2", "initial 3", "initial 4", "initial 5",
                "final 0", "final 1", "final 2", "final 3", "final 4", "final 5",
                "finalizeCollectionViewUpdates",
            ])
        let items = view.lastUpdateAnimation?.updateItems ?? []
        #expect(items.map(\.updateAction) == [.delete, .insert])
        #expect(
            items[0].indexPathBeforeUpdate == IndexPath(item: 2, section: 0) && items[0].indexPathAfterUpdate == nil)
        #expect(
            items[1].indexPathAfterUpdate == IndexPath(item: 0, section: 0) && items[1].indexPathBeforeUpdate == nil)
    }

    @Test func insertedItemsGrowOutOfTheCentreAndDeletedOnesShrinkIntoIt() throws {
        let layout = WheelLayout()
        let dataSource = CountingDataSource(count: 6)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        view.performBatchUpdates({
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        })
        let animation = try #require(view.lastUpdateAnimation)
        // Six items after, one deleted: seven motions. Radius 300 / 2.5 = 120 about (150, 150).
        #expect(animation.transitions.count == 7)
        let inserted = try #require(animation.transitions.first { $0.after?.indexPath.item == 0 })
        #expect(inserted.before == nil)
        #expect(inserted.start.center == CGPoint(x: 150, y: 150) && inserted.start.alpha == 0)
        #expect(inserted.start.transform3D.m11 == 0.1)
        #expect(close(inserted.end.center, CGPoint(x: 270, y: 150)) && inserted.end.alpha == 1)
        // Old item 0 became item 1: it moves from angle 0 to 60°.
        let moved = try #require(animation.transitions.first { $0.after?.indexPath.item == 1 })
        #expect(moved.before?.indexPath.item == 0)
        #expect(close(moved.start.center, CGPoint(x: 270, y: 150)))
        #expect(
            close(moved.end.center, CGPoint(x: 150 + 120 * cos(CGFloat.pi / 3), y: 150 + 120 * sin(CGFloat.pi / 3))))
        let deleted = try #require(animation.transitions.first { $0.disappears })
        #expect(deleted.before?.indexPath.item == 2)
        #expect(
            close(
                deleted.start.center,
                CGPoint(x: 150 + 120 * cos(2 * CGFloat.pi / 3), y: 150 + 120 * sin(2 * CGFloat.pi / 3))))
        #expect(deleted.end.center == CGPoint(x: 150, y: 150) && deleted.end.alpha == 0)
        // Half way: midpoints, half alpha; at the end the deleted item is gone.
        let half = animation.attributes(atProgress: 0.5)
        #expect(half.count == 7)
        #expect(close(half[0].center, CGPoint(x: 210, y: 150)) && half[0].alpha == 0.5)
        #expect(abs(half[0].transform3D.m11 - 0.55) < 1e-12)
        #expect(animation.attributes(atProgress: 1).count == 6)
        #expect(animation.attributes(atProgress: .nan).count == 6)
    }

    @Test func theBaseLayoutFadesInsertedItemsInAndMovesTheOthersFromWhereTheyWere() throws {
        let layout = UICollectionViewFlowLayout()
        let dataSource = CountingDataSource(count: 4)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        dataSource.count = 5
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        let animation = try #require(view.lastUpdateAnimation)
        #expect(animation.transitions.count == 5)
        let inserted = try #require(animation.transitions.first { $0.after?.indexPath.item == 0 })
        #expect(inserted.start.center == CGPoint(x: 25, y: 25) && inserted.start.alpha == 0 && inserted.end.alpha == 1)
        let shifted = try #require(animation.transitions.first { $0.after?.indexPath.item == 1 })
        #expect(shifted.start.center == CGPoint(x: 25, y: 25) && shifted.start.alpha == 1)
        #expect(shifted.end.center == view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.center)
        #expect(shifted.end.center != shifted.start.center)
    }

    @Test func aMoveKeepsEveryOtherItemInOrder() throws {
        let layout = WheelLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, itemCounts: [4])
        view.layoutIfNeeded()
        view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        let pairs = (view.lastUpdateAnimation?.transitions ?? []).compactMap { transition in
            transition.after.map { ($0.indexPath.item, transition.before?.indexPath.item ?? -1) }
        }
        #expect(pairs.map(\.0) == [0, 1, 2, 3])
        #expect(pairs.map(\.1) == [1, 2, 3, 0])
        #expect(view.lastUpdateAnimation?.updateItems.map(\.updateAction) == [.move])
    }

    @Test func aTransitionLayoutMixesTheTwoLayoutsByItsProgress() throws {
        let small = UICollectionViewFlowLayout()
        let large = UICollectionViewFlowLayout()
        large.itemSize = CGSize(width: 90, height: 90)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: small, itemCounts: [6])
        view.layoutIfNeeded()
        let transition = view.startInteractiveTransition(to: large)
        transition.transitionProgress = 0.25
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // 50-point items centred at 25, 90-point ones at 45 (two to a 200-point line).
        #expect(first.center == CGPoint(x: 30, y: 30))
        #expect(first.size == CGSize(width: 60, height: 60))
        view.finishInteractiveTransition()
        #expect(view.collectionViewLayout === large)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 45, y: 45))
    }
}
