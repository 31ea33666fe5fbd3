/// What kind of view a set of layout attributes describes (UIKit's `UICollectionView.ElementCategory`).
public enum ElementCategory: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A cell: one item of the data.
    case cell
    /// A supplementary view, such as a section header or footer, that the data source would supply.
    case supplementaryView
    /// A decoration view, which the layout alone places (a section background, for example).
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
    /// The kind of a section header view; the same string as UIKit's `elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer view; the same string as UIKit's `elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
