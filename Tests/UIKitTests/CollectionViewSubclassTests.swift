import Testing
import UIKit

/// A `UICollectionView` subclass overrides the update and layout-change methods as apps do
/// (HFCardCollectionViewLayout's collection view overrides `deleteItems(at:)`), and UIKit's
/// collection view calls the overrides.
final class RecordingCollectionView: UICollectionView {
    var calls: [String] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("performBatchUpdates")
        super.performBatchUpdates(updates, completion: completion)
    }

    override func deleteItems(at indexPaths: [IndexPath]) {
        calls.append("deleteItems \(indexPaths.map(\.item))")
        super.deleteItems(at: indexPaths)
    }

    override func insertItems(at indexPaths: [IndexPath]) {
        calls.append("insertItems \(indexPaths.map(\.item))")
        super.insertItems(at: indexPaths)
    }

    override func reloadSections(_ sections: IndexSet) {
        calls.append("reloadSections \(Array(sections))")
        super.reloadSections(sections)
    }

    override func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        calls.append("setCollectionViewLayout")
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
    }
}

@Suite struct CollectionViewSubclassTests {
    final class Counts: NSObject, UICollectionViewDataSource {
        var count = 5
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { UICollectionViewCell() }
    }

    @Test func overridesOfTheUpdateMethodsAreCalledAndReachTheLayout() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.minimumLineSpacing = 0
        let view = RecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: flow)
        let counts = Counts()
        view.dataSource = counts
        view.layoutIfNeeded()
        #expect(view.collectionViewLayout.collectionViewContentSize.height == 250)

        counts.count = 4
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        counts.count = 5
        view.insertItems(at: [IndexPath(item: 4, section: 0)])
        view.reloadSections(IndexSet(integer: 0))
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 50, height: 50)
        grid.minimumInteritemSpacing = 0
        grid.minimumLineSpacing = 0
        view.setCollectionViewLayout(grid, animated: false)
        #expect(
            view.calls == [
                "performBatchUpdates", "deleteItems [0]", "insertItems [4]", "reloadSections [0]",
                "setCollectionViewLayout",
            ])
        // Five 50-point squares, two a row in a 100-point view: three rows.
        #expect(view.collectionViewLayout.collectionViewContentSize.height == 150)
    }
}
