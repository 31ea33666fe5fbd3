import Foundation

extension CollectionView {
    /// The content offset ``scrollToItem(at:at:animated:)`` would scroll to, or nil when
    /// `indexPath` names no item of the data (UIKit raises) or the layout has no attributes for it.
    ///
    /// The item's frame comes from the layout's `layoutAttributesForItem(at:)` after a layout
    /// pass. The visible area is `bounds` inset by `adjustedContentInset`; per axis:
    /// - `top`: `y = frame.minY − inset.top`; `bottom`: `y = frame.maxY − bounds.height + inset.bottom`;
    ///   `centeredVertically`: `y = frame.midY − (bounds.height + inset.top − inset.bottom) / 2`.
    /// - `left`, `centeredHorizontally`, `right`: the same with x, width, left and right.
    ///
    /// The result is clamped to ``ScrollView/contentOffsetRange`` (UIKit never scrolls past the
    /// content this way). An axis with no option — or with two conflicting options, which UIKit
    /// rejects with an exception — keeps its current offset.
    public func contentOffset(forScrollingToItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint?
    {
        guard indexPath.count == 2, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
            let frame = layoutAttributesForItem(at: indexPath)?.frame, !frame.isNull
        else { return nil }
        let inset = adjustedContentInset
        var target = contentOffset
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        switch vertical {
        case .top: target.y = frame.minY - inset.top
        case .bottom: target.y = frame.maxY - bounds.height + inset.bottom
        case .centeredVertically: target.y = frame.midY - (bounds.height + inset.top - inset.bottom) / 2
        default: break
        }
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        switch horizontal {
        case .left: target.x = frame.minX - inset.left
        case .right: target.x = frame.maxX - bounds.width + inset.right
        case .centeredHorizontally: target.x = frame.midX - (bounds.width + inset.left - inset.right) / 2
        default: break
        }
        return clampedContentOffset(target)
    }
}
