import Foundation
import HeadlessUI

/// A headless scroll view with the shape of UIKit's `UIScrollView`: bounds whose origin is the
/// content offset, content size and insets, deceleration rate and paging.
///
/// A ``View``, as `UIScrollView` is a `UIView`: frame, centre, layer, margins, safe area, traits
/// and layout direction come from there.
open class ScrollView: View {
    /// The recognizer UIKit's scroll view pans with; headlessly it never fires, so its
    /// `location(in:)` is the origin (layouts that scale a bounce by the touch's distance read
    /// it). It is not in ``View/gestureRecognizers``.
    public let panGestureRecognizer = PanGestureRecognizer(target: nil, action: nil)

    /// How quickly a fling slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// A rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99 per millisecond (paging and snapping layouts use it).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The visible rectangle in content coordinates; its origin is `contentOffset`.
    ///
    /// Setting a different rectangle calls ``boundsWillChange(to:)`` while the old value is
    /// still in place (UIKit asks the layout at that moment, so a layout can compare
    /// `newBounds` with `collectionView!.bounds`), stores it, then calls ``boundsDidChange(from:)``.
    ///
    /// Setting the rectangle that is being set already — from code the layout runs while it is
    /// asked about the change (ExpandingCollection's layout sets the content offset in
    /// `invalidateLayout(with:)`) — changes nothing, as setting the current value does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldValue = super.bounds
            guard newValue != oldValue, newValue != boundsBeingSet else { return }
            boundsBeingSet = newValue
            boundsWillChange(to: newValue)
            boundsBeingSet = nil
            super.bounds = newValue
            boundsDidChange(from: oldValue)
            if newValue.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The delegate told about scrolling (UIKit's `UIScrollViewDelegate`); a collection view's
    /// delegate is one too. Only `scrollViewDidScroll(_:)` is sent headlessly, after each change
    /// of the content offset.
    open weak var delegate: ScrollViewDelegate?

    /// The top-left point of the visible rectangle in content coordinates.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet { notifyObservers() }
    }
    /// Extra scrollable space around the content.
    open var contentInset: EdgeInsets = .zero {
        didSet { notifyObservers() }
    }
    /// The deceleration rate of flings.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether flings stop on multiples of the view's size.
    open var isPagingEnabled = false
    /// How the safe area adds to `contentInset` (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
        /// UIKit decides from the view controller; headlessly the same as `.always`.
        case automatic
        /// The safe area is added only along axes that scroll (content longer than the view,
        /// or always bouncing).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// How the safe area adds to `contentInset`. Default `.automatic` (headlessly: `.always`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { notifyObservers() }
    }
    /// Whether scrolling is enabled (stored for ported code; a scene's track scrolls regardless).
    open var isScrollEnabled = true
    /// Whether the horizontal scroll indicator is shown (nothing is drawn headlessly).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator is shown (nothing is drawn headlessly).
    open var showsVerticalScrollIndicator = true
    /// Whether a tap on the status bar scrolls to the top (no taps arrive headlessly).
    open var scrollsToTop = true
    /// The pull-to-refresh control (UIKit's `refreshControl`); headlessly it refreshes only when
    /// code calls its `beginRefreshing()`.
    open var refreshControl: RefreshControl?
    /// Whether the view bounces past the content edges.
    open var bounces = true
    /// Whether the view bounces vertically even when the content is shorter than the view.
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content is narrower than the view.
    open var alwaysBounceHorizontal = false
    /// Whether a drag scrolls along one axis only (stored; headlessly nothing drags).
    open var isDirectionalLockEnabled = false
    /// Whether a zoom bounces past its scale limits (stored).
    open var bouncesZoom = true
    /// Whether touches wait before being delivered to the content (stored).
    open var delaysContentTouches = true
    /// Whether a drag may cancel touches in the content (stored).
    open var canCancelContentTouches = true
    /// The smallest zoom scale (stored; headless scroll views do not zoom).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (stored).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale (stored).
    open var zoomScale: CGFloat = 1
    /// The insets of the scroll indicators (stored).
    open var scrollIndicatorInsets: EdgeInsets = .zero
    /// The insets of the vertical scroll indicator (stored).
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// The insets of the horizontal scroll indicator (stored).
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Whether a finger is on the view (never, headlessly).
    open var isTracking: Bool { false }
    /// Whether the user is dragging the content (never, headlessly: scenes move it).
    open var isDragging: Bool { false }
    /// Whether the content is decelerating after a drag (never, headlessly).
    open var isDecelerating: Bool { false }

    /// The insets actually used for scrolling: `contentInset` plus the view's `safeAreaInsets`
    /// as ``contentInsetAdjustmentBehavior`` says (headlessly the safe area is zero unless set).
    open var adjustedContentInset: EdgeInsets {
        var safeArea = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .automatic, .always:
            break
        case .never:
            safeArea = .zero
        case .scrollableAxes:
            if !(alwaysBounceVertical || contentSize.height > bounds.height) {
                safeArea.top = 0
                safeArea.bottom = 0
            }
            if !(alwaysBounceHorizontal || contentSize.width > bounds.width) {
                safeArea.left = 0
                safeArea.right = 0
            }
        }
        return EdgeInsets(
            top: contentInset.top + safeArea.top,
            left: contentInset.left + safeArea.left,
            bottom: contentInset.bottom + safeArea.bottom,
            right: contentInset.right + safeArea.right
        )
    }

    /// A scroll view of `frame`'s size, at content offset zero.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// For ported code that keeps UIKit's archiving initialiser; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The smallest and largest content offsets the view rests at (no overscroll).
    open var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        // `0 − inset` rather than `−inset`: a zero inset gives +0, never −0, in dumps.
        let minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height)
        )
        return (minimum, maximum)
    }

    /// `offset` clamped, per axis, to ``contentOffsetRange``.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(
            x: min(max(offset.x, range.min.x), range.max.x),
            y: min(max(offset.y, range.min.y), range.max.y)
        )
    }

    /// Moves the visible rectangle. `animated` is accepted for UIKit compatibility; headlessly
    /// the offset changes at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Called before `bounds` changes to `newBounds`, while `bounds` still holds the old value;
    /// the collection view asks its layout here, as UIKit does.
    open func boundsWillChange(to newBounds: CGRect) {}

    /// Called after `bounds` changed from `oldBounds`.
    open func boundsDidChange(from oldBounds: CGRect) {}

    /// The rectangle `bounds` is being set to while the layout is asked about the change.
    private var boundsBeingSet: CGRect?
}
