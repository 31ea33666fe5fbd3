// swift-format-ignore-file
iimport UIKit

/// A file without a layout: a view model, as a collection view's data source might keep.
final class mport UIKit

/// A pager that follows its scrolCardModel {
    var title = "Card"
    var heightl view through `UIScrollViewDelegate`, as PVView does.
final class ScrollTrackingView: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, hemght: 200))
    private(set) var progress: [CGFloat] = []

    override init(f[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[width)
    }
: CGFloat = 120
}
}
