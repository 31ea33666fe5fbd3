import Foundation
import HeadlessUI

extension CollectionView {
    /// How many rounds of sizing one layout pass runs at most: each round sizes every element
    /// still at its estimate, so a layout that keeps reporting new estimates (a custom
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` that
    /// never settles) stops here rather than looping.
    static let selfSizingRounds = 8

    /// Sizes every element the layout estimated, as UIKit's collection view does for the cells
    /// it shows: the element's view (the data source's cell or supplementary view) gets the
    /// estimated attributes applied, is asked for `preferredLayoutAttributesFitting(_:)`, and
    /// the layout is asked `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`;
    /// on `true` its `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// goes to `invalidateLayout(with:)`, and once the round is done the layout prepares again,
    /// so that a cell's answer moves the elements after it.
    ///
    /// Where Apple is silent: UIKit sizes cells as they come on screen, so which estimates have
    /// been replaced depends on how the user scrolled. Headlessly every element is sized in the
    /// layout pass after `prepare()`, in the layout's order — the state of an app whose user has
    /// scrolled through the whole content once — so that a frame depends on its offset only,
    /// never on the frames rendered before it, and the content size is exact from the first
    /// frame. Returns the content-offset adjustment of the contexts.
    @discardableResult
    func resolveSelfSizing() -> CGPoint {
        guard let layout = collectionViewLayout as? any EstimatingLayout else { return .zero }
        var offsetAdjustment = CGPoint.zero
        for _ in 0..<Self.selfSizingRounds {
            let pending = layout.elementsAwaitingSizing()
            guard !pending.isEmpty else { break }
            var invalidated = false
            for original in pending {
                let preferred = preferredAttributes(for: original)
                if layout.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                {
                    layout.invalidateLayout(
                        with: layout.invalidationContext(
                            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                    invalidated = true
                }
            }
            guard invalidated, layout.needsPrepare else { break }
            let adjustment = prepareLayout()
            offsetAdjustment.x += adjustment.x
            offsetAdjustment.y += adjustment.y
        }
        return offsetAdjustment
    }

    /// The attributes the element's view prefers: the view gets `original` applied (geometry,
    /// then `apply(_:)`) and answers `preferredLayoutAttributesFitting(_:)` with a
    /// copy. A cell that is on screen answers itself; any other view goes back to the reuse
    /// pool afterwards.
    private func preferredAttributes(for original: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let offer = original.copy() as? CollectionViewLayoutAttributes ?? original
        layoutQueryDepth += 1
        defer { layoutQueryDepth -= 1 }
        switch original.representedElementCategory {
        case .cell:
            if let visible = cellsByIndexPath[original.indexPath] {
                visible.applyAttributesAsUIKitDoes(original)
                return visible.preferredLayoutAttributesFitting(offer)
            }
            let cell =
                dataSource?.collectionView(self, cellForItemAt: original.indexPath)
                ?? makeDefaultCell(for: original.indexPath)
            cell.applyAttributesAsUIKitDoes(original)
            let preferred = cell.preferredLayoutAttributesFitting(offer)
            reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
            return preferred
        case .supplementaryView:
            let kind = original.representedElementKind ?? ""
            let view =
                dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: original.indexPath)
                ?? makeDefaultSupplementaryView(ofKind: kind)
            view.applyAttributesAsUIKitDoes(original)
            return view.preferredLayoutAttributesFitting(offer)
        case .decorationView:
            return original
        }
    }
}
