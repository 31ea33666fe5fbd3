import CollectionLayout
import Foundation

/// The frames of a one-column table: row `r` at `(0, r · itemSize.height, collectionWidth,
/// itemSize.height)` (Dodo Pizza's `TableLayoutCache`).
///
/// Frames are the full collection width; `itemSize.width` is not used for them. The frames are
/// computed once by ``recalculateDefaultFrames(numberOfItems:)`` and kept sorted by `minY`, so
/// ``visibleRows(in:)`` finds the rows in a rectangle by binary search in O(log n + k).
public struct TableLayoutCache: Hashable, Sendable {
    /// The size of one row; only its height places rows.
    public let itemSize: CGSize
    /// The width of every frame (the collection view's bounds width).
    public let collectionWidth: CGFloat
    /// The frame of every row, ascending row (and ascending `minY`).
    public private(set) var defaultFrames: [CGRect] = []

    /// An empty cache for an item size and collection width; call
    /// ``recalculateDefaultFrames(numberOfItems:)`` to fill it.
    public init(itemSize: CGSize, collectionWidth: CGFloat) {
        self.itemSize = itemSize
        self.collectionWidth = collectionWidth
    }

    /// An empty cache with zero item size and width.
    public static var zero: TableLayoutCache { TableLayoutCache(itemSize: .zero, collectionWidth: 0) }

    // MARK: Calculation

    /// Computes the frames of rows `0 ..< numberOfItems` (none for a count below 1).
    public mutating func recalculateDefaultFrames(numberOfItems: Int) {
        defaultFrames = (0..<max(0, numberOfItems)).map { defaultCellFrame(atRow: $0) }
    }

    /// The frame of `row`: `(0, row · itemSize.height, collectionWidth, itemSize.height)`, for
    /// any row, computed or not.
    public func defaultCellFrame(atRow row: Int) -> CGRect {
        CGRect(x: 0, y: itemSize.height * CGFloat(row), width: collectionWidth, height: itemSize.height)
    }

    // MARK: Access

    /// The rows whose frames overlap `rect` with a positive area, ascending. Edge contact does
    /// not count (unlike `CGRect.intersects`, which counts touching edges). O(log n + k).
    public func visibleRows(in rect: CGRect) -> [Int] {
        Array(visibleRowRange(in: rect))
    }

    /// The rows whose frames overlap `rect` with a positive area, as a range found by binary
    /// search over the sorted frames: O(log n), no allocation.
    ///
    /// Rows of zero or negative height overlap nothing.
    public func visibleRowRange(in rect: CGRect) -> Range<Int> {
        guard !rect.isNull, itemSize.height > 0, collectionWidth > 0,
            rect.minX < collectionWidth, rect.maxX > 0, rect.height > 0, rect.width > 0
        else { return 0..<0 }
        let frames = defaultFrames
        // First row whose bottom edge lies below the rectangle's top edge.
        var low = 0
        var high = frames.count
        while low < high {
            let middle = low + (high - low) / 2
            if frames[middle].maxY > rect.minY { high = middle } else { low = middle + 1 }
        }
        let first = low
        // First row (from `first`) whose top edge is at or below the rectangle's bottom edge.
        high = frames.count
        while low < high {
            let middle = low + (high - low) / 2
            if frames[middle].minY < rect.maxY { low = middle + 1 } else { high = middle }
        }
        return first..<low
    }

    /// The content size: the collection width by the bottom of the last row (0 without rows).
    public var contentSize: CGSize {
        CGSize(width: collectionWidth, height: max(0, defaultFrames.last?.maxY ?? 0))
    }
}
