import Testing
import UIKit

/// A layout that, like ExpandingCollection's PageCollectionLayout, centres its first page by
/// setting the content inset and offset from `invalidateLayout(with:)`, and asks to be
/// invalidated on every bounds change: setting the offset that is being set already must not
/// ask the layout again (it recursed until the stack ran out).
@Suite struct ReentrantBoundsTests {
    @Test func settingTheOffsetBeingSetFromTheLayoutsInvalidationChangesNothing() {
        let layout = CenteringPageLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout, itemCounts: [10])
        view.layoutIfNeeded()
        layout.invalidateLayout()
        // Inset (390 − 250) / 2 = 70 on each side; the layout put the offset at −70.
        #expect(view.contentInset.left == 70 && view.contentInset.right == 70)
        #expect(view.contentOffset == CGPoint(x: -70, y: 0))
        #expect(layout.invalidations < 10)
    }
}
