import Foundation

/// What a scroll view tells its delegate, with the shape of UIKit's `UIScrollViewDelegate`.
///
/// Every method is optional, as in UIKit: the default implementations do nothing, so a
/// conformer implements only what it needs. Headlessly only ``scrollViewDidScroll(_:)`` is sent
/// (after every change of the content offset, once the new bounds are stored); there are no
/// touches, so the dragging and deceleration messages never come.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to begin (never sent headlessly).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A drag ends with `velocity`; the delegate may change where scrolling stops (never sent headlessly).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended (never sent headlessly).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is about to begin (never sent headlessly).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Deceleration ended (never sent headlessly).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// A `setContentOffset(_:animated:)` or `scrollRectToVisible` animation ended (never sent headlessly).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
