extension SwiftDeclarations {
    /// The names of UIKit's collection-view cell classes (and the engine's), the bases a scene's
    /// cell class descends from.
    public static let cellBases: Set<String> = [
        "UICollectionViewCell", "UICollectionViewListCell", "CollectionViewCell", "CollectionViewListCell",
        "UIKit.UICollectionViewCell", "UIKit.UICollectionViewListCell",
    ]

    /// What class `name` of these files is, as a cell: a cell class (it descends from
    /// ``cellBases`` through classes of these files), or the first superclass outside these
    /// files that is no cell base (`UIView`), or nil when it has no superclass.
    public enum CellKind: Sendable, Hashable {
        /// A `UICollectionViewCell` subclass.
        case cell
        /// Not a cell: its chain ends at this class (nil: no superclass at all).
        case notCell(endsAt: String?)
    }

    /// ``CellKind`` of class `name`, which these files declare.
    public func cellKind(of name: String) -> CellKind {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let declaration = classes.first(where: { $0.name == current }) else {
                return Self.cellBases.contains(current) ? .cell : .notCell(endsAt: current)
            }
            guard let superclass = declaration.superclass else { return .notCell(endsAt: nil) }
            if Self.cellBases.contains(superclass) { return .cell }
            current = superclass
        }
        return .notCell(endsAt: current)
    }
}
