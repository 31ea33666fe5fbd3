// swift-format-ignore-file
import UIKit

/// Items on a circle, with inserted items growing out of the centre and deleted ones shrinking
/// into it, as robertmryan's CircleLayout and Apple's old "CircleLayout" sample animate them.
/// Records the update calls in order.
final class WheelLayout: UICollectionViewLayout {
    var calls: [String] = []
    private var insertIndexPaths: [IndexPath] = []
    private var deleteIndexPaths: [IndexPath] = []
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var count = 0
    let itemSize = CGSize(width: 40, height: 40)

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.bounds.size
        count = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
        calls.append("prepare \(count)")
    }

    override var collectionViewContentSize: CGSize {
        collectionView?.bounds.size ?? .zero
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(max(count, 1))
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        calls.append("prepare(forCollectionViewUpdates:) " + updateItems.map { "\($0.updateAction)" }.joined(separator: ","))
        insertIndexPaths = []
        deleteIndexPaths = []
        for update in updateItems {
            if update.updateAction == .delete {
                deleteIndexPaths.append(update.indexPathBeforeUpdate!)
            } else if update.updateAction == .insert {
                insertIndexPaths.append(update.indexPathAfterUpdate!)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        calls.append("finalizeCollectionViewUpdates")
        insertIndexPaths = []
        deleteIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        calls.append("initial \(itemIndexPath.item)")
        if insertIndexPaths.contains(itemIndexPath) {
            let start = layoutAttributesForItem(at: itemIndexPath)
            start?.alpha = 0
            start?.center = center
            start?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
            return start
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        calls.append("final \(itemIndexPath.item)")
        if deleteIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.center = center
            attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        }
        return attributes
    }
}

/// A data source whose count the updates change, as an app's model does.
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }
}
