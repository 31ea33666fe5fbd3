import CollectionLayout
import Foundation

/// Per-section and per-item metrics a flow layout asks its collection view's delegate for
/// (UIKit's `UICollectionViewDelegateFlowLayout`).
///
/// Every method is optional: the protocol extension's default returns the flow layout's own
/// property (`itemSize`, `sectionInset`, …), which is what UIKit uses when the delegate does not
/// implement the method. Implement only the ones that vary.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The insets of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets

    /// The minimum spacing between the lines of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The minimum spacing between the items of a line in `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The size of `section`'s header; only its scroll-axis length is used.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize

    /// The size of `section`'s footer; only its scroll-axis length is used.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (UIKit's default when the delegate does not answer), or 50 × 50
    /// when the layout is not a ``CollectionViewFlowLayout``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? CollectionViewFlowLayout.defaultItemSize
    }

    /// The flow layout's `sectionInset`, or zero insets when the layout is not a
    /// ``CollectionViewFlowLayout``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The flow layout's `minimumLineSpacing`, or 10 points when the layout is not a
    /// ``CollectionViewFlowLayout``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing
            ?? CollectionViewFlowLayout.defaultSpacing
    }

    /// The flow layout's `minimumInteritemSpacing`, or 10 points when the layout is not a
    /// ``CollectionViewFlowLayout``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing
            ?? CollectionViewFlowLayout.defaultSpacing
    }

    /// The flow layout's `headerReferenceSize`, or zero (no header) when the layout is not a
    /// ``CollectionViewFlowLayout``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The flow layout's `footerReferenceSize`, or zero (no footer) when the layout is not a
    /// ``CollectionViewFlowLayout``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
