import Testing
import UIKit

/// `UICollectionViewDelegateFlowLayout`'s methods are optional: not implemented means nil for a
/// layout that asks, and the flow layout's own property for the flow layout.
@Suite struct FlowDelegateTests {
    final class SizesOnly: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 40 + CGFloat(indexPath.item) * 10, height: 30)
        }
    }

    @Test func anUnimplementedMethodAnswersNilToACustomLayout() {
        let delegate = SizesOnly()
        let layout = WheelLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, itemCounts: [3])
        view.delegate = delegate
        let flowDelegate = view.delegate as? UICollectionViewDelegateFlowLayout
        // What the source adapter makes of `delegate?.collectionView?(…) ?? fallback`:
        let inset = try? flowDelegate?.collectionView(view, layout: layout, insetForSectionAt: 0)
        #expect(inset == nil)
        let size = try? flowDelegate?.collectionView(
            view, layout: layout, sizeForItemAt: IndexPath(item: 2, section: 0))
        #expect(size == CGSize(width: 60, height: 30))
    }

    @Test func theFlowLayoutUsesItsOwnPropertiesForWhatTheDelegateLeavesOut() throws {
        let delegate = SizesOnly()
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 5, left: 7, bottom: 0, right: 0)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, itemCounts: [3])
        view.delegate = delegate
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 7, y: 5, width: 40, height: 30))
    }
}
