import Foundation

/// How a section scrolls across the layout's scroll axis, with the shape of UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `.none` lays the
/// section's groups out in one line along the other axis, scrolled by the section's own offset
/// (``CollectionViewCompositionalLayout/setOrthogonalOffset(_:forSection:)``).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own; groups stack along the layout's axis.
    case none
    /// Scrolls freely and stops where the fling ends.
    case continuous
    /// Scrolls freely and comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Moves one page — the container's width (or height) — at a time.
    case paging
    /// Moves one group at a time, resting on its leading edge.
    case groupPaging
    /// Moves one group at a time, resting with the group centred.
    case groupPagingCentered

    /// The scene spelling (the case name).
    public var name: String {
        switch self {
        case .none: "none"
        case .continuous: "continuous"
        case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
        case .paging: "paging"
        case .groupPaging: "groupPaging"
        case .groupPagingCentered: "groupPagingCentered"
        }
    }
}
