import Foundation

/// A headless view with the shape of UIKit's `UIView` (`UIKit` names it so): geometry kept in
/// its ``Layer`` (`frame`, `bounds`, `center`, `transform`), `alpha`, `isHidden`, the view
/// hierarchy, colours, margins, safe-area insets, traits and layout direction.
///
/// No event is delivered, and a view does not draw itself (`ViewCapture` and `ViewDrawing`
/// draw a view tree, docs/cells.md). As in UIKit, `frame` derives from `center`,
/// `bounds.size` and `transform`; setting `frame` sets `center` and the bounds size. The margins,
/// safe-area insets and trait collection are settable here (UIKit computes the last two from
/// the window) so that a scene or a test can set what a device would.
open class View: NSObject {
    /// The class of the layer a view of this class creates (UIKit's `layerClass`).
    open class var layerClass: AnyClass { Layer.self }

    /// The layer that holds the view's geometry, opacity and visibility.
    public let layer: Layer

    /// The view's subviews, back to front.
    open private(set) var subviews: [View] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: View?
    /// The gesture recognizers attached to the view; headlessly none of them ever fires.
    open private(set) var gestureRecognizers: [GestureRecognizer]?

    /// The background colour.
    open var backgroundColor: ViewColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// An integer that identifies the view.
    open var tag = 0
    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view receives touches; headlessly none arrive.
    open var isUserInteractionEnabled = true
    /// Margins that layouts and subviews may read; UIKit's default is 8 points on each side.
    open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { noteAutoLayoutChange(structural: true) }
    }
    /// The margins in leading/trailing terms, resolved with the effective layout direction.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, in: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.edgeInsets(in: effectiveUserInterfaceLayoutDirection) }
    }
    /// The insets of the area not covered by bars or the sensor housing. UIKit computes them
    /// from the window; headlessly they are zero unless a scene sets them.
    open var safeAreaInsets: EdgeInsets = .zero {
        didSet { noteAutoLayoutChange(structural: true) }
    }
    /// How the view's content behaves when the layout direction flips.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { noteAutoLayoutChange(structural: true) }
    }
    /// Traits that replace the inherited ones (a scene sets a device's traits here).
    open var overrideTraitCollection: TraitCollection? {
        didSet { noteAutoLayoutChange(structural: true) }
    }

    /// The key-value observers of the view (``KeyValueObserving``).
    package let observationRegistry = ObservationRegistry()
    /// The view's Auto Layout flags, revisions and engines (``AutoLayoutState``).
    let autoLayoutState = AutoLayoutState()

    /// A view of `frame`'s size and position.
    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? Layer.Type) ?? Layer.self
        layer = layerType.init()
        super.init()
        layer.frame = frame
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// For ported views that keep UIKit's archiving initialiser; nothing is decoded.
    public required init?(coder: NSCoder) {
        layer = ((Self.layerClass as? Layer.Type) ?? Layer.self).init()
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview: `center` and `bounds.size`, transformed by
    /// `transform` about the centre (the bounding box). Setting it sets `center` and the bounds
    /// size through `bounds`, so a scroll view's bounds hooks run.
    open var frame: CGRect {
        get { layer.frame }
        set {
            var newBounds = bounds
            newBounds.size = newValue.size
            center = CGPoint(x: newValue.origin.x + newValue.width / 2, y: newValue.origin.y + newValue.height / 2)
            bounds = newBounds
        }
    }

    /// The view's own coordinate rectangle; for a scroll view its origin is the content offset.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            autoLayoutGeometryDidChange(oldSize: oldSize)
            notifyObservers()
        }
    }

    /// The centre of the view in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            autoLayoutGeometryDidChange(oldSize: nil)
            notifyObservers()
        }
    }

    /// The view's affine transform about its centre; setting it replaces the layer's transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            layer.setAffineTransform(newValue)
            notifyObservers()
        }
    }

    /// The view's 3D transform (the layer's `transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            layer.transform = newValue
            notifyObservers()
        }
    }

    /// Opacity, 0…1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            layer.opacity = Float(newValue)
            notifyObservers()
        }
    }

    /// Whether the view is hidden (the layer's `isHidden`).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            autoLayoutVisibilityDidChange()
            notifyObservers()
        }
    }

    // MARK: Key-value observing

    /// Tells the key-value observers (see ``KeyValueObserving``) that an observable property
    /// changed; each re-reads its key path. Subclasses call it after changing a property of
    /// their own that observers may watch.
    open func notifyObservers() {
        observationRegistry.notify()
    }

    /// Foundation's string-keyed key-value observing callback (see ``KeyValueStringObserver``):
    /// called after a value this view observes with `addObserver(_:forKeyPath:options:context:)`
    /// changed. The default does nothing; subclasses override it, as on Apple platforms.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The bounds inset by the layout margins.
    open var layoutMarginsFrame: CGRect { bounds.inset(by: layoutMargins) }

    /// The bounds inset by the safe-area insets.
    open var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    // MARK: Hierarchy

    /// Appends `view` to the subviews (and its layer to the sublayers), removing it from its
    /// previous superview.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the end).
    open func insertSubview(_ view: View, at index: Int) {
        // One window change for the whole move: none when the view stays in the same window.
        let windowChange = view.windowChange(to: view is Window ? view as? Window : window)
        windowChange?.will()
        view.isMovingToNewSuperview = true
        view.removeFromSuperview()
        view.isMovingToNewSuperview = false
        view.willMove(toSuperview: self)
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(position))
        view.autoLayoutHierarchyDidChange(superview: self)
        view.didMoveToSuperview()
        windowChange?.did()
        didAddSubview(view)
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        let windowChange = isMovingToNewSuperview ? nil : windowChange(to: self as? Window)
        superview.willRemoveSubview(self)
        windowChange?.will()
        willMove(toSuperview: nil)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        layer.removeFromSuperlayer()
        autoLayoutDidLeave(superview, moving: isMovingToNewSuperview)
        didMoveToSuperview()
        windowChange?.did()
    }

    /// True while ``insertSubview(_:at:)`` takes the view from its old superview: the window
    /// change is then the move's, not the removal's.
    private var isMovingToNewSuperview = false

    /// When the view's window will be `newWindow` and is another now: the calls of
    /// ``willMove(toWindow:)`` and ``didMoveToWindow()`` on the view and every view inside it,
    /// outermost first, as UIKit makes them.
    private func windowChange(to newWindow: Window?) -> (will: () -> Void, did: () -> Void)? {
        guard window !== newWindow else { return nil }
        var views: [View] = []
        var pending: [View] = [self]
        while let view = pending.first {
            pending.removeFirst()
            views.append(view)
            pending.append(contentsOf: view.subviews)
        }
        return ({ views.forEach { $0.willMove(toWindow: newWindow) } }, { views.forEach { $0.didMoveToWindow() } })
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// The first view in this view's subtree, itself included, whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Gestures

    /// Attaches a gesture recognizer (it never fires headlessly).
    open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    // MARK: Layout passes

    /// Lays out subviews. The default gives the subviews their frames from the Auto Layout
    /// engine, solving again first when constraints changed since the pass began (UIKit's
    /// default applies the engine's values here too); subclasses override it as in UIKit,
    /// calling `super`.
    open func layoutSubviews() {
        applyAutoLayoutToSubviews()
    }

    /// Marks the view for layout: its `layoutSubviews()` runs on the next layout pass.
    open func setNeedsLayout() {
        autoLayoutState.needsLayout = true
    }

    /// Runs a layout pass now, as UIKit does: constraints are updated bottom-up
    /// (`updateConstraints()` of each view that needs it), the hierarchy's constraints are
    /// solved and frames set from the solution, then `layoutSubviews()` runs top-down on each
    /// view that needs layout (docs/auto-layout.md).
    open func layoutIfNeeded() {
        performLayoutPass()
    }

    /// Does nothing headlessly (UIKit redraws the view).
    open func setNeedsDisplay() {}

    /// The size that fits `size`; the default returns the current bounds size, as `UIView` does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        var newBounds = bounds
        newBounds.size = sizeThatFits(bounds.size)
        bounds = newBounds
    }

    /// Runs `animations` at once and calls `completion` with `true`: headless animations have
    /// no duration (UIKit's `UIView.animate(withDuration:animations:completion:)`).
    open class func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `actions` at once (UIKit's `performWithoutAnimation(_:)`).
    open class func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// Whether a recognizer attached to the view may begin (default `true`, UIKit's).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// A view standing in for a snapshot of this one: same frame, background and alpha, no
    /// content (UIKit's `snapshotView(afterScreenUpdates:)`; headlessly nothing is captured).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        let snapshot = View(frame: frame)
        snapshot.backgroundColor = backgroundColor
        snapshot.alpha = alpha
        return snapshot
    }

    /// A snapshot of `rect` of the view (as ``snapshotView(afterScreenUpdates:)``, of that size).
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> View? {
        let snapshot = View(frame: CGRect(origin: frame.origin, size: rect.size))
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }

    // MARK: Hit testing

    /// Whether `point` (the view's coordinates) is inside the view: inside its bounds, UIKit's
    /// default. Subclasses override it (a cell masked to a shape, for example).
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant that contains `point` (the view's coordinates), UIKit's
    /// algorithm: nil when the view is hidden, does not take touches or has an alpha below
    /// 0.01, or when `point(inside:with:)` says no; else the subviews front to back, then the
    /// view itself. Headlessly no touch calls it; code and tests may.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Content and sizing

    /// A view whose alpha masks this one (UIKit's `mask`); the view drawing masks by it.
    open var mask: View?
    /// How the view resizes when its superview's bounds change: on the next layout pass, when
    /// the view translates its autoresizing mask into constraints.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { noteAutoLayoutChange() }
    }
    /// Whether the autoresizing mask becomes constraints (UIKit's default `true`): the view's
    /// frame, as code sets it, becomes required constraints, resized with the superview as the
    /// mask says (docs/auto-layout.md).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { noteAutoLayoutChange(structural: true) }
    }
    /// How content is laid out in the bounds (default `.scaleToFill`).
    open var contentMode: ContentMode = .scaleToFill
    /// The tint colour; inherited from the superview, else the system blue.
    open var tintColor: ViewColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: ViewColor?
    /// The constraints installed on the view (the active ones whose closest common ancestor
    /// it is).
    open internal(set) var constraints: [LayoutConstraint] = []
    /// The guides added by code, and the view's own margins, safe-area and readable guides.
    var addedLayoutGuides: [LayoutGuide] = []
    var systemLayoutGuides: [LayoutGuide] = []
    /// Hugging and compression-resistance priorities that code set.
    var layoutPriorities: [String: LayoutPriority] = [:]

    /// The size the view's content needs; `noIntrinsicMetric` in both directions for a plain
    /// view, as in UIKit. Labels and image views override it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the engine that ``intrinsicContentSize`` changed: it is read again on the next
    /// layout pass (or fitting).
    open func invalidateIntrinsicContentSize() {
        autoLayoutIntrinsicSizeDidChange()
    }

    /// Called after the view is loaded from an archive; the default does nothing.
    open func awakeFromNib() {}

    /// Draws the view's content; never called headlessly (the view drawing does not run
    /// custom Core Graphics drawing yet).
    open func draw(_ rect: CGRect) {}

    /// Called before the view moves to `newSuperview`; the default does nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview; the default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view (or a view it is inside) moves into `newWindow`, or out of its
    /// window when nil; the default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view's window changed; the default does nothing.
    open func didMoveToWindow() {}

    /// Called when a subview was added; the default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed; the default does nothing.
    open func willRemoveSubview(_ subview: View) {}

    /// Updates the view's constraints; called bottom-up, before layout, on views that need it
    /// (``setNeedsUpdateConstraints()``). The default does nothing; overrides call `super` last,
    /// as UIKit asks.
    open func updateConstraints() {}

    /// Whether the view needs constraint-based layout (UIKit's class property; `false`). Every
    /// view takes part in the engine headlessly; subclasses override it as in UIKit.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size that satisfies the view's constraints, closest to `targetSize` at the fitting
    /// priority on both axes (UIKit's `systemLayoutSizeFitting(_:)`; see
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints, closest to `targetSize` as the
    /// priorities say (UIKit's method; self-sizing cells override it): the view's subtree solved
    /// on its own with its width and height pulled towards the target at those priorities
    /// (docs/auto-layout.md, "Fitting").
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        fittingSize(
            targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
    }

    /// Called when the trait collection changed; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Traits and direction

    /// The view's traits: ``overrideTraitCollection``, else the superview's, else the screen's.
    open var traitCollection: TraitCollection {
        overrideTraitCollection ?? superview?.traitCollection ?? Screen.main.traitCollection
    }

    /// The direction the view lays out in: from `semanticContentAttribute` when it forces one,
    /// else from the trait collection's layout direction (UIKit's rule).
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection)
    }

    /// The layout direction for views with `attribute` (UIKit's class method): `playback`,
    /// `spatial` and `forceLeftToRight` are left-to-right, `forceRightToLeft` right-to-left, and
    /// `unspecified` follows the application's direction.
    public class func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute
    ) -> UserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: Application.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for views with `attribute` in an environment laid out in
    /// `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
