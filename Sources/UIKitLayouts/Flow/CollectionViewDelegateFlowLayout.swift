import CollectionLayout
import Foundation

/// Per-section and per-item metrics a flow layout asks its collection view's delegate for
/// (UIKit's `UICollectionViewDelegateFlowLayout`).
///
/// Every method is optional, as in UIKit: the requirements are `throws`, and the protocol
/// extension's defaults throw ``FlowLayoutDelegateMethodNotImplemented`` — "not implemented" —
/// so a conformer implements only the ones that vary (a non-throwing method satisfies a throwing
/// requirement). The flow layout then uses its own property (`itemSize`, `sectionInset`, …), as
/// UIKit does; other layouts that ask (`(try? delegate?.collectionView(…)) ?? fallback`, what the
/// source adapter makes of `delegate?.collectionView?(…)`) get nil, as on iOS.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) throws -> CGSize

    /// The insets of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) throws -> EdgeInsets

    /// The minimum spacing between the lines of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) throws -> CGFloat

    /// The minimum spacing between the items of a line in `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) throws -> CGFloat

    /// The size of `section`'s header; only its scroll-axis length is used.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) throws -> CGSize

    /// The size of `section`'s footer; only its scroll-axis length is used.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) throws -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// Not implemented: throws, so the flow layout uses its own property and other layouts get nil.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) throws -> CGSize {
        throw FlowLayoutDelegateMethodNotImplemented()
    }

    /// Not implemented: throws, so the flow layout uses its own property and other layouts get nil.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) throws -> EdgeInsets {
        throw FlowLayoutDelegateMethodNotImplemented()
    }

    /// Not implemented: throws, so the flow layout uses its own property and other layouts get nil.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) throws -> CGFloat {
        throw FlowLayoutDelegateMethodNotImplemented()
    }

    /// Not implemented: throws, so the flow layout uses its own property and other layouts get nil.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) throws -> CGFloat {
        throw FlowLayoutDelegateMethodNotImplemented()
    }

    /// Not implemented: throws, so the flow layout uses its own property and other layouts get nil.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) throws -> CGSize {
        throw FlowLayoutDelegateMethodNotImplemented()
    }

    /// Not implemented: throws, so the flow layout uses its own property and other layouts get nil.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) throws -> CGSize {
        throw FlowLayoutDelegateMethodNotImplemented()
    }
}

/// What the default implementations of ``CollectionViewDelegateFlowLayout``'s methods throw:
/// the delegate does not implement the method (UIKit's optional requirement is absent).
public struct FlowLayoutDelegateMethodNotImplemented: Error, Sendable, Hashable {
    /// The error.
    public init() {}
}
