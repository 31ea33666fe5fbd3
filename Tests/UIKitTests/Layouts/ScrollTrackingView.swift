// swift-format-ignore-file
import UIKit

/// A pager that follows its scroll view through `UIScrollViewDelegate`, as PVView does.
final class ScrollTrackingView: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    private(set) var progress: [CGFloat] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.contentSize = CGSize(width: 900, height: 200)
        scrollView.delegate = self
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        progress.append(scrollView.contentOffset.x / scrollView.bounds.width)
    }
}
