import Foundation

/// A headless pull-to-refresh control with the shape of UIKit's `UIRefreshControl` (`UIKit`
/// names it so): it exists so that layouts can ask `collectionView.refreshControl?.isRefreshing`
/// (MagazineLayout lowers its pinned headers by the control's height while it refreshes). No pull
/// arrives headlessly; it refreshes between `beginRefreshing()` and `endRefreshing()`.
open class RefreshControl: View {
    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false
    /// The title shown under the spinner (nothing is drawn headlessly). The spinner's colour is
    /// the view's `tintColor`, as in UIKit.
    open var attributedTitle: NSAttributedString?

    /// A control with `frame` (headlessly nothing sizes it: set its frame as the scroll view would).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// For ported views that keep UIKit's archiving initialiser; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends refreshing.
    open func endRefreshing() {
        isRefreshing = false
    }
}
