import Testing
import UIKit

/// A layout that finds its delegate in `prepare()` and needs it when asked about a bounds change
/// (HorizontalStickyHeaderLayout asserts there): UIKit does not ask before the first layout pass.
final class DelegateInPrepareLayout: UICollectionViewFlowLayout {
    weak var stickyDelegate: UICollectionViewDelegateFlowLayout?
    var askedWithoutDelegate = 0
    var asked = 0

    override func prepare() {
        stickyDelegate = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        asked += 1
        if stickyDelegate == nil { askedWithoutDelegate += 1 }
        return super.invalidationContext(forBoundsChange: newBounds)
    }
}

@Suite struct BoundsChangeBeforePrepareTests {
    final class Delegate: NSObject, UICollectionViewDelegateFlowLayout {}

    @Test func aLayoutIsAskedAboutBoundsChangesOnlyOnceItHasBeenPrepared() {
        let layout = DelegateInPrepareLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let delegate = Delegate()
        view.delegate = delegate
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view.contentOffset = CGPoint(x: 0, y: 10)
        #expect(layout.asked == 0)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 20)
        #expect(layout.asked == 1)
        #expect(layout.askedWithoutDelegate == 0)
    }
}
