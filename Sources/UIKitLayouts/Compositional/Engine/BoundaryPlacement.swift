import CollectionLayout
import Foundation

/// A header or footer placed by `prepare()`: its natural frame and the range it may pin within.
struct BoundaryPlacement {
    /// The boundary item.
    var item: CollectionLayoutBoundarySupplementaryItem
    /// The index path of its attributes.
    var indexPath: IndexPath
    /// The frame before pinning (content coordinates).
    var frame: CGRect
    /// Whether it sits before the content (a header) rather than after it (a footer).
    var leads: Bool
    /// The range along the scroll axis a pinned item stays within.
    var pinRange: (min: CGFloat, max: CGFloat)

    /// The axes along which its size is an estimate its view replaces.
    var estimatedAxes: SelfSizingAxes { item.layoutSize.axesSizedByContent }
}

/// A decoration placed by `prepare()`.
struct DecorationPlacement {
    /// The decoration item.
    var item: CollectionLayoutDecorationItem
    /// The index path of its attributes.
    var indexPath: IndexPath
    /// The frame (content coordinates).
    var frame: CGRect
}
