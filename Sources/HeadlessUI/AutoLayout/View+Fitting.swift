import Foundation

extension View {
    /// What `systemLayoutSizeFitting` solves: the size of the view that satisfies its
    /// constraints, closest to `targetSize` as the priorities say (UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`;
    /// `systemLayoutSizeFitting(_:)` uses `.fittingSizeLevel` on both axes, so
    /// `UIView.layoutFittingCompressedSize` gives the smallest size the constraints allow and
    /// `layoutFittingExpandedSize` the largest).
    ///
    /// The constraints of the view's subtree are solved on their own (the view's superview and
    /// the constraints to it play no part), with the view at the origin and two more
    /// constraints: its width equal to the target's width at the horizontal priority, its
    /// height equal to the target's height at the vertical one. `.required` fixes that length;
    /// `.fittingSizeLevel` (50) gives way to hugging (250) and compression resistance (750), so
    /// a cell at a required width and the fitting priority for its height comes out as tall as
    /// its content. Constraints are updated first (`updateConstraintsIfNeeded()`); no frame
    /// changes. The size is rounded to the display's pixels.
    func fittingSize(
        _ targetSize: CGSize, horizontalPriority horizontalFittingPriority: LayoutPriority,
        verticalPriority verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsInSubtree()
        let state = autoLayoutState
        let engine: LayoutEngine
        if superview == nil, state.engine?.isSolving != true {
            // A root fits in the engine that lays it out (the root's size constraints swapped).
            engine = state.engine ?? LayoutEngine(root: self, mode: .fitting)
            state.engine = engine
        } else {
            engine = state.fittingEngine ?? LayoutEngine(root: self, mode: .fitting)
            state.fittingEngine = engine
        }
        engine.use(.fitting)
        engine.setFittingTarget(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        engine.solve()
        return engine.fittingSize
    }
}

extension LayoutEngine {
    /// Sets the fitting targets, replacing the two fitting constraints when the engine is built.
    func setFittingTarget(_ size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) {
        if let current = fittingTarget, current.size == size, current.horizontal == horizontal,
            current.vertical == vertical
        {
            return
        }
        fittingTarget = (size, horizontal, vertical)
        if !items.isEmpty { installFittingConstraints() }
    }
}
