import Foundation

extension CollectionView {
    /// The motion after the finger lifts at `offset` with `velocity` (points per millisecond;
    /// positive values increase the offset), as UIKit would run it.
    ///
    /// Steps, in UIKit's order:
    /// 1. The view moves to `offset` and runs a layout pass there (the last frame before the
    ///    finger lifts), so layouts that track the current position are up to date.
    /// 2. The free decay's rest point is projected at the view's `decelerationRate`
    ///    (see ``FlingTrajectory``) and clamped to ``ScrollView/contentOffsetRange``.
    /// 3. With `isPagingEnabled`, the target is a page (see below) and the layout is not asked,
    ///    as in UIKit. Otherwise the layout's
    ///    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` corrects the
    ///    clamped projection (a non-finite answer is ignored). A layout that instead scrolls the
    ///    view from inside that method — `scrollToItem(at:at:animated: true)` or
    ///    `setContentOffset(_:animated: true)`, returning the current offset to stop the
    ///    deceleration, as the pizza-half selector does — gets that scroll's destination as the
    ///    target: in UIKit its animation replaces the deceleration.
    /// 4. The target is clamped to the content offset range: the motion stops at the content
    ///    edge instead of bouncing (no rubber-band animation is modelled).
    /// 5. The decay is re-solved to land exactly on the target.
    ///
    /// Paging: pages are the view's bounds size apart, counted from the minimum offset. From
    /// the fractional page `p` at `offset`, the candidate is the page nearest to the projected
    /// rest point, limited to the pages either side of `p` — when `p` is a whole page, to that
    /// page and its neighbour in the direction of the velocity. A quick flick therefore turns
    /// exactly one page, a slow release settles on the nearest one.
    ///
    /// Non-finite components of `offset` are replaced by the current offset's, of `velocity` by 0.
    /// The view is left at `offset`; sample ``FlingTrajectory/offset(at:)`` to move it.
    public func fling(from offset: CGPoint, velocity: CGPoint) -> FlingTrajectory {
        let start = CGPoint(
            x: offset.x.isFinite ? offset.x : contentOffset.x,
            y: offset.y.isFinite ? offset.y : contentOffset.y
        )
        let release = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        contentOffset = start
        _ = layoutAttributesForVisibleElements()
        let rate = FlingTrajectory.limitedRate(decelerationRate.rawValue)
        let projected = FlingTrajectory.projectedOffset(from: start, velocity: release, decelerationRate: rate)
        let proposal = clampedContentOffset(projected)
        var target: CGPoint
        if isPagingEnabled {
            target = pagedContentOffset(from: start, projected: projected, velocity: release)
        } else {
            let corrected = collectionViewLayout.targetContentOffset(
                forProposedContentOffset: proposal, withScrollingVelocity: release)
            target = CGPoint(
                x: corrected.x.isFinite ? corrected.x : proposal.x,
                y: corrected.y.isFinite ? corrected.y : proposal.y
            )
            if contentOffset != start {
                // The layout scrolled the view itself (an animated scrollToItem that replaces
                // the deceleration): that scroll's destination is where the motion ends.
                target = contentOffset
                contentOffset = start
            }
        }
        target = clampedContentOffset(target)
        return FlingTrajectory(start: start, velocity: release, target: target, decelerationRate: rate)
    }

    /// The page offset a paged fling from `start` rests at; see ``fling(from:velocity:)``.
    func pagedContentOffset(from start: CGPoint, projected: CGPoint, velocity: CGPoint) -> CGPoint {
        let origin = contentOffsetRange.min
        return CGPoint(
            x: Self.pagedOffset(
                start: start.x, projected: projected.x, velocity: velocity.x,
                origin: origin.x, pageSize: bounds.width),
            y: Self.pagedOffset(
                start: start.y, projected: projected.y, velocity: velocity.y,
                origin: origin.y, pageSize: bounds.height)
        )
    }

    private static func pagedOffset(
        start: CGFloat, projected: CGFloat, velocity: CGFloat, origin: CGFloat, pageSize: CGFloat
    ) -> CGFloat {
        guard pageSize > 0 else { return projected }
        let current = (start - origin) / pageSize
        var lower = current.rounded(.down)
        var upper = current.rounded(.up)
        if lower == upper {
            if velocity < 0 { lower -= 1 }
            if velocity > 0 { upper += 1 }
        }
        let nearest = ((projected - origin) / pageSize).rounded()
        let page = min(max(nearest, lower), upper)
        return origin + page * pageSize
    }
}
