import Foundation

extension View {
    /// Marks the view's constraints for update: its `updateConstraints()` runs on the next
    /// layout pass (UIKit's `setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        noteAutoLayoutChange()
    }

    /// Whether the view's constraints need updating (UIKit's `needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool {
        autoLayoutState.needsUpdateConstraints
    }

    /// Updates the constraints of the view and its subviews that need it, bottom-up: each
    /// view's subviews before the view (UIKit's `updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() {
        updateConstraintsInSubtree()
    }

    /// Whether the view's superview's margins count towards its own (UIKit's
    /// `preservesSuperviewLayoutMargins`, default false): where the view is closer to an edge
    /// of its superview than the superview's margin, that margin reaches into it.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutState.preservesSuperviewLayoutMargins }
        set {
            autoLayoutState.preservesSuperviewLayoutMargins = newValue
            noteAutoLayoutChange(structural: true)
        }
    }

    /// UIKit's `insetsLayoutMarginsFromSafeArea` (default true). Stored: the margins are not
    /// extended by the safe area headlessly.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutState.insetsLayoutMarginsFromSafeArea }
        set { autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The layout pass of ``layoutIfNeeded()``: UIKit's order (WWDC 2015, "Mysteries of Auto
    /// Layout, Part 2"). The topmost view's subtree updates its constraints bottom-up, its engine
    /// solves and frames are set from the solution, then `layoutSubviews()` runs top-down from
    /// the highest view needing layout on the way up from this one (CALayer's rule). When
    /// `layoutSubviews()` changed constraints, the pass runs again (at most eight times).
    func performLayoutPass() {
        let root = topmostAncestor
        for _ in 0..<8 {
            root.updateConstraintsInSubtree()
            root.solveAutoLayout()
            var start: View = self
            while let parent = start.superview, parent.autoLayoutState.needsLayout { start = parent }
            start.layoutSubtreeTopDown()
            guard let engine = root.autoLayoutState.engine, !engine.isUpToDate else { break }
        }
    }

    /// The view at the top of this one's hierarchy (itself when it has no superview).
    var topmostAncestor: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Calls `updateConstraints()` bottom-up on the views of the subtree that need it, walking
    /// only into subtrees that changed since the last walk.
    func updateConstraintsInSubtree() {
        let state = autoLayoutState
        guard state.updateWalkRevision != state.subtreeRevision else { return }
        for subview in subviews { subview.updateConstraintsInSubtree() }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            updateConstraints()
        }
        state.updateWalkRevision = state.subtreeRevision
    }

    /// Solves this root's constraints when something changed and sets the frames.
    func solveAutoLayout() {
        let state = autoLayoutState
        let engine = state.engine ?? LayoutEngine(root: self, mode: .layout)
        state.engine = engine
        guard !engine.isSolving else { return }
        engine.use(.layout)
        guard !engine.isUpToDate else { return }
        engine.solve()
        engine.applyFrames()
    }

    /// Runs `layoutSubviews()` on each view of the subtree that needs layout, parents first.
    func layoutSubtreeTopDown() {
        let state = autoLayoutState
        if state.needsLayout {
            state.needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutSubtreeTopDown() }
    }

    /// What `UIView.layoutSubviews()` does by default: the subviews take their frames from the
    /// engine, which solves again first when constraints changed since the pass began.
    func applyAutoLayoutToSubviews() {
        let root = topmostAncestor
        guard let engine = root.autoLayoutState.engine, !engine.isUpToDate, !engine.isSolving else { return }
        root.updateConstraintsInSubtree()
        root.solveAutoLayout()
    }
}
