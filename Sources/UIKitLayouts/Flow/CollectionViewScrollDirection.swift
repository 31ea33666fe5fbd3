import CollectionLayout
import Foundation

/// The axis a flow layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
///
/// For `.vertical` scrolling a *line* is a row: items flow left to right and lines stack top to
/// bottom. For `.horizontal` scrolling a line is a column: items flow top to bottom and lines
/// stack left to right.
public enum CollectionViewScrollDirection: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Content scrolls up and down; lines are rows (UIKit's default).
    case vertical
    /// Content scrolls left and right; lines are columns.
    case horizontal

    /// The scene spelling: `vertical` or `horizontal`.
    public var description: String {
        switch self {
        case .vertical: "vertical"
        case .horizontal: "horizontal"
        }
    }
}

extension CollectionView {
    /// UIKit's spelling, `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewScrollDirection
}
