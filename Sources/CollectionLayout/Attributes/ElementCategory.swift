/// What kind of view a set of layout attributes describes (UIKit's `UICollectionView.ElementCategory`).
public enum ElementCategory: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case cell
    case supplementaryView
    case decorationView

    /// The JSON dump's spelling: `cell`, `supplementary` or `decoration`.
    public var description: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }
}

/// Well-known supplementary element kinds (UIKit's `UICollectionView.elementKindSectionHeader` etc.).
public enum ElementKind {
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
