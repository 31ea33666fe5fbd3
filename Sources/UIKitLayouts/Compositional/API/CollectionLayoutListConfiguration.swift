import CollectionLayout
import Foundation
import HeadlessUI

/// The geometry of a list section, with the shape of UIKit's `UICollectionLayoutListConfiguration`.
///
/// Only geometry is modelled: rows are full width (inset grouped: inset by 20 points each side)
/// with an estimated height of 44 points that their cells replace (self-sizing); headers and
/// footers are estimated boundary items of the element kinds
/// `UICollectionView.elementKindSectionHeader`/`Footer`, sized by their views likewise. UIKit's exact metrics
/// depend on the device and are not published; docs/compositional-layout.md lists the values
/// chosen here.
public struct CollectionLayoutListConfiguration: Sendable {
    /// The list's look.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows, pinned headers.
        case plain
        /// Edge-to-edge rows in separated sections.
        case grouped
        /// Rounded, inset sections.
        case insetGrouped
        /// A sidebar (laid out as inset grouped).
        case sidebar
        /// A plain sidebar (laid out as plain).
        case sidebarPlain
    }

    /// Whether a section shows a header.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary header view.
        case supplementary
        /// The first item is the header (laid out as an ordinary row).
        case firstItemInSection
    }

    /// Whether a section shows a footer.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary footer view.
        case supplementary
    }

    /// The row height rows start at (UIKit's estimated 44 points) before their cells size them.
    static let rowHeight: CGFloat = 44
    /// The header and footer height of plain lists.
    static let plainHeaderHeight: CGFloat = 28
    /// The header and footer height of grouped lists.
    static let groupedHeaderHeight: CGFloat = 38
    /// The space above and below a grouped section's rows.
    static let groupedSectionSpacing: CGFloat = 18
    /// The leading and trailing inset of inset-grouped sections.
    static let insetGroupedMargin: CGFloat = 20

    /// The appearance.
    public var appearance: Appearance
    /// The header mode (default `.none`).
    public var headerMode: HeaderMode = .none
    /// The footer mode (default `.none`).
    public var footerMode: FooterMode = .none
    /// Whether rows show separators (no effect on geometry).
    public var showsSeparators = true

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    private var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
    private var isPlain: Bool { appearance == .plain || appearance == .sidebarPlain }

    /// The section this configuration describes.
    func makeSection(in environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let rowSize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowHeight))
        let item = CollectionLayoutItem(layoutSize: rowSize)
        let group = CollectionLayoutGroup.vertical(layoutSize: rowSize, repeatingSubitem: item, count: 1)
        let section = CollectionLayoutSection(group: group)
        let margin = isInset ? Self.insetGroupedMargin : 0
        let vertical = isPlain ? 0 : Self.groupedSectionSpacing
        section.contentInsets = DirectionalEdgeInsets(
            top: vertical, leading: margin, bottom: vertical, trailing: margin)
        let boundaryHeight = isPlain ? Self.plainHeaderHeight : Self.groupedHeaderHeight
        let boundarySize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(boundaryHeight))
        if headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: ElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = isPlain
            section.boundarySupplementaryItems.append(header)
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: ElementKind.sectionFooter, alignment: .bottom))
        }
        return section
    }
}
