import CollectionLayout
import Foundation

/// The sizes of a section's items: one size shared by all (the layout's `itemSize`, or a
/// delegate that answers the same size for every item) or one per item.
enum FlowItemSizes: Sendable, Equatable {
    case uniform(CGSize, count: Int)
    case varied([CGSize])

    /// Sizes from a list, collapsed to `.uniform` when every size is the same.
    init(_ sizes: [CGSize]) {
        if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
            self = .uniform(first, count: sizes.count)
        } else {
            self = .varied(sizes)
        }
    }

    var count: Int {
        switch self {
        case .uniform(_, let count): count
        case .varied(let sizes): sizes.count
        }
    }

    subscript(index: Int) -> CGSize {
        switch self {
        case .uniform(let size, _): size
        case .varied(let sizes): sizes[index]
        }
    }

    /// The shared size when every item has the same size.
    var uniformSize: CGSize? {
        switch self {
        case .uniform(let size, _): size
        case .varied: nil
        }
    }
}

/// Everything the flow layout needs to place one section: the layout's properties or the
/// delegate's answers for that section.
struct FlowSectionMetrics: Sendable, Equatable {
    var inset: EdgeInsets
    var minimumLineSpacing: CGFloat
    var minimumInteritemSpacing: CGFloat
    var headerReferenceSize: CGSize
    var footerReferenceSize: CGSize
    var itemSizes: FlowItemSizes
}

/// One line of a section: a row for vertical scrolling, a column for horizontal scrolling.
struct FlowLine: Sendable, Equatable {
    /// The items of the line, as item indices in the section.
    var items: Range<Int>
    /// Where the line starts on the scroll axis.
    var scrollStart: CGFloat
    /// The line's length on the scroll axis: the largest item's.
    var thickness: CGFloat

    var scrollEnd: CGFloat { scrollStart + thickness }
}
