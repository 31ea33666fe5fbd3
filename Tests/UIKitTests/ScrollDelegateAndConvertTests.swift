import Testing
import UIKit

/// `UIScrollViewDelegate` and `UIView.convert`, as pagers and carousels use them.
@Suite struct ScrollDelegateAndConvertTests {
    @Test func theDelegateHearsEachChangeOfTheContentOffset() {
        let pager = ScrollTrackingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        pager.scrollView.contentOffset = CGPoint(x: 150, y: 0)
        pager.scrollView.contentOffset = CGPoint(x: 150, y: 0)
        pager.scrollView.contentOffset = CGPoint(x: 300, y: 0)
        pager.scrollView.bounds.size = CGSize(width: 300, height: 100)  // no scroll: no message
        #expect(pager.progress == [0.5, 1])
    }

    @Test func convertGoesThroughBoundsOriginsAndFrames() {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout, itemCounts: [10])
        view.contentOffset = CGPoint(x: 0, y: 120)
        // Content point (10, 130) is 10 points below the top of the visible rectangle.
        #expect(view.convert(CGPoint(x: 10, y: 130), to: nil) == CGPoint(x: 10, y: 10))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        container.addSubview(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: container) == CGPoint(x: 25, y: 35))
        #expect(container.convert(CGPoint(x: 25, y: 35), to: child) == CGPoint(x: 5, y: 5))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
                == CGRect(x: 20, y: 30, width: 10, height: 10))
        // A view scaled by 2 about its centre: its point (0, 0) lands at (-30, -20) in the parent.
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: -30, y: -20))
        #expect(child.convert(CGPoint(x: -30, y: -20), from: container) == .zero)
    }
}
