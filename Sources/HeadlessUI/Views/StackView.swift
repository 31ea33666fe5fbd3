import Foundation

/// A view that lays out a row or a column of views with Auto Layout, with the shape of UIKit's
/// `UIStackView` (`UIKit` names it so).
///
/// The stack view makes the constraints itself, as UIKit's does, when its constraints are
/// updated (`updateConstraints()`, before each layout pass and fitting) after something
/// changed: its arranged subviews, axis, distribution, alignment, spacing, a custom spacing, an
/// arranged view being hidden or shown. They are ordinary ``LayoutConstraint``s installed on the
/// stack view, named as UIKit names its own (`UISV-spacing`, `UISV-alignment`, …), so a
/// conflict report lists them. Hidden arranged views collapse to zero length along the axis
/// and take no spacing. See ``StackView/Distribution`` and ``StackView/Alignment`` for the
/// rules, and docs/auto-layout.md for what is approximated.
open class StackView: View {
    /// How arranged views share the length along the axis (UIKit's
    /// `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// Arranged views fill the stack, spacing between them; when they do not fit or do not
        /// fill it, the one with the lowest compression resistance or hugging priority gives
        /// way — among equal priorities the last in arrangement order (Apple says "according
        /// to arrangement order").
        case fill = 0
        /// Arranged views fill the stack with equal lengths.
        case fillEqually
        /// Arranged views fill the stack with lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// Arranged views keep their intrinsic lengths; the gaps between them are equal and at
        /// least `spacing`.
        case equalSpacing
        /// Arranged views keep their intrinsic lengths; their centres are equally far apart,
        /// gaps at least `spacing`.
        case equalCentering
    }

    /// How arranged views are placed across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// Arranged views fill the stack across the axis.
        case fill = 0
        /// Leading edges (top edges in a horizontal stack) align; the stack is as wide as the
        /// widest.
        case leading = 1
        /// First baselines align (horizontal stacks; views without text align by their
        /// bottom edge; in a vertical stack it acts as `leading`).
        case firstBaseline = 2
        /// Centres align.
        case center = 3
        /// Trailing edges (bottom edges in a horizontal stack) align.
        case trailing = 4
        /// Last baselines align (as `firstBaseline`).
        case lastBaseline = 5

        /// Top edges align (UIKit's alias of `leading`).
        public static var top: Alignment { .leading }
        /// Bottom edges align (UIKit's alias of `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing value that means "the stack's `spacing`" (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing value that means "the system spacing", 8 points headlessly (UIKit's
    /// `spacingUseSystem`).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack arranges, in order (a subset of its subviews).
    open private(set) var arrangedSubviews: [View] = []
    /// The axis views are arranged along (default horizontal).
    open var axis: LayoutConstraint.Axis = .horizontal {
        didSet { setNeedsArrangement() }
    }
    /// How arranged views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill {
        didSet { setNeedsArrangement() }
    }
    /// How arranged views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill {
        didSet { setNeedsArrangement() }
    }
    /// The space between adjacent arranged views (default 0; the minimum for the equal
    /// distributions).
    open var spacing: CGFloat = 0 {
        didSet { setNeedsArrangement() }
    }
    /// Whether vertical spacing is measured between baselines. Stored: spacing is measured
    /// between edges headlessly.
    open var isBaselineRelativeArrangement = false
    /// Whether arranged views are laid out inside the stack's layout margins rather than its
    /// edges (default false).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { setNeedsArrangement() }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made last.
    var arrangementConstraints: [LayoutConstraint] = []
    var arrangementGuides: [LayoutGuide] = []
    /// Whether the arrangement constraints must be made again.
    var arrangementNeedsUpdate = true

    /// A stack of `views` (UIKit's `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// For ported code that keeps UIKit's archiving initialiser.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Appends `view` to the arranged subviews, adding it as a subview when it is not one; it
    /// stops translating its autoresizing mask, as UIKit's stack view makes it.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `stackIndex`, adding it as a subview when
    /// it is not one.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Stops arranging `view`; it stays a subview (UIKit's rule: remove it from the superview to
    /// take it away).
    open func removeArrangedSubview(_ view: View) {
        let count = arrangedSubviews.count
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        if arrangedSubviews.count != count { setNeedsArrangement() }
    }

    /// Sets the spacing after `arrangedSubview` (UIKit's `setCustomSpacing(_:after:)`);
    /// `spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The spacing after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Makes the arrangement constraints again when something changed, then `super`.
    open override func updateConstraints() {
        if arrangementNeedsUpdate { updateArrangementConstraints() }
        super.updateConstraints()
    }

    /// An arranged view leaving the stack's subviews stops being arranged.
    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
        super.willRemoveSubview(subview)
    }

    /// Asks for the arrangement constraints to be made again on the next pass.
    func setNeedsArrangement() {
        arrangementNeedsUpdate = true
        setNeedsUpdateConstraints()
    }

    /// The spacing after `view`: its custom spacing, else `spacing`; the system spacing is 8.
    func spacing(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? 8 : value
    }

    /// A priority bonus that settles `fill`'s ties by arrangement order: every visible arranged
    /// view but the last hugs and resists compression half a level more along the axis, so
    /// among equal priorities the last view stretches or shrinks.
    func fillTieBreak(for view: View) -> LayoutConstraint.Axis? {
        guard distribution == .fill, !view.isHidden, let last = arrangedSubviews.last(where: { !$0.isHidden }),
            last !== view, arrangedSubviews.contains(where: { $0 === view })
        else { return nil }
        return axis
    }
}

extension View {
    /// Called by the `isHidden` setter: a stack view arranges its views again when one is
    /// hidden or shown.
    func autoLayoutVisibilityDidChange() {
        guard let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) else {
            return
        }
        stack.setNeedsArrangement()
    }

    /// Called by `invalidateIntrinsicContentSize()`: the engine reads the size again; a stack
    /// that shares its length in proportion to intrinsic sizes arranges again.
    func autoLayoutIntrinsicSizeDidChange() {
        autoLayoutState.intrinsicRevision &+= 1
        noteAutoLayoutChange()
        if let stack = superview as? StackView, stack.distribution == .fillProportionally {
            stack.setNeedsArrangement()
        }
    }
}
