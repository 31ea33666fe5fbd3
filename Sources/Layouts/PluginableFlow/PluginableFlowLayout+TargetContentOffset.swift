import CollectionLayout
import Foundation

extension PluginableFlowLayout {
    /// The release speed (points per millisecond, along the scroll axis) above which a flick
    /// always advances to the next item.
    public static let flickVelocityThreshold: CGFloat = 0.3

    /// The offset snapping to the item nearest to `alignment`, deciding from the **current** content offset
    /// (the proposed offset is ignored, except for its cross-axis component).
    ///
    /// With `o` the current offset, `C` the bounds length and `Ib`/`Ia` the element's section
    /// insets along the scroll axis, every element intersecting the current viewport (headers
    /// and footers included) gets a signed distance `diff` from its aligned position and the
    /// offset `target` that would align it:
    ///
    /// | alignment  | diff                                   | target         |
    /// |------------|----------------------------------------|----------------|
    /// | lineStart  | `min − (o + Ib)`                       | `min − Ib`     |
    /// | lineCenter | `mid − (o + C/2)`                      | `mid − C/2`    |
    /// | lineEnd    | `max − (o + C + Ia)` (faithful, sic)   | `max − C + Ia` |
    /// |            | `max − (o + C − Ia)` (corrected)       |                |
    ///
    /// `next` is the element with the smallest positive diff, `prev` the one with the smallest
    /// |diff| among diff ≤ 0 (first found wins ties). With only one of them, its target is the
    /// answer; with neither, the proposed offset. With both, a flick faster than 0.3 pt/ms
    /// chooses by its sign (forward → next, backward → prev); a slower release chooses next only
    /// when it is strictly nearer. The result is not clamped to the content; no alignment means
    /// the proposed offset. Velocity is in points per millisecond.
    ///
    /// Returns nil where the original defers to its superclass (no alignment, no collection view,
    /// no element in the viewport); the override then returns the proposed offset.
    func alignedContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, velocity: CGPoint) -> CGPoint? {
        guard let collectionView, let alignment else { return nil }
        let direction = scrollDirection
        let offset = direction.scrollComponent(of: collectionView.contentOffset)
        let viewLength = direction.scrollLength(of: collectionView.bounds.size)
        let viewport = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)

        var previous: (distance: CGFloat, target: CGFloat)?
        var next: (distance: CGFloat, target: CGFloat)?
        for element in layoutAttributesForElements(in: viewport) ?? [] {
            let inset = sectionInset  // the layout's property, as the original (not a delegate's per-section inset)
            let snap = snapping(
                element, alignment: alignment, offset: offset, viewLength: viewLength,
                before: direction.scrollBefore(inset), after: direction.scrollAfter(inset))
            if snap.diff > 0 {
                if abs(snap.diff) < (next?.distance ?? .greatestFiniteMagnitude) {
                    next = (abs(snap.diff), snap.target)
                }
            } else if abs(snap.diff) < (previous?.distance ?? .greatestFiniteMagnitude) {
                previous = (abs(snap.diff), snap.target)
            }
        }

        let chosen: CGFloat
        switch (previous, next) {
        case (nil, nil):
            return nil
        case (let only?, nil), (nil, let only?):
            chosen = only.target
        case (let previous?, let next?):
            let speed = direction.scrollComponent(of: velocity)
            let isFlick = abs(speed) > Self.flickVelocityThreshold
            let choosesNext = isFlick ? speed > 0 : next.distance < previous.distance
            chosen = choosesNext ? next.target : previous.target
        }
        return direction.replacingScrollComponent(of: proposedContentOffset, with: chosen)
    }

    /// The signed distance of `element` from its aligned position and the offset aligning it.
    private func snapping(
        _ element: CollectionViewLayoutAttributes, alignment: PluginableFlowLayoutAlignment,
        offset: CGFloat, viewLength: CGFloat, before: CGFloat, after: CGFloat
    ) -> (diff: CGFloat, target: CGFloat) {
        let range = scrollDirection.scrollRange(of: element.frame)
        switch alignment {
        case .lineStart:
            return (range.lowerBound - (offset + before), range.lowerBound - before)
        case .lineCenter:
            let middle = scrollDirection.scrollComponent(of: element.center)
            return (middle - (offset + viewLength / 2), middle - viewLength / 2)
        case .lineEnd:
            // The original measures against the viewport end *plus* the trailing inset, while its
            // target puts the trailing edge at the inset *inside* the viewport end.
            let reference =
                targetOffsetBehavior == .faithful
                ? offset + viewLength + after
                : offset + viewLength - after
            return (range.upperBound - reference, range.upperBound - viewLength + after)
        }
    }
}
