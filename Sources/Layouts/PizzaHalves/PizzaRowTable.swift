import Foundation

/// The table geometry the pizza layouts build on: the Dodo article's `TableLayoutCache`.
///
/// Row r's default frame is (0, r·h, W, h): full collection width (the item width is not used),
/// one item height per row. Kept as a small internal value so that the pizza layouts depend on
/// nothing else of a table layout; frames are computed arithmetically instead of cached.
struct PizzaRowTable: Equatable, Sendable {
    /// The item size; only its height is used for frames.
    var itemSize: CGSize
    /// W, the collection view's width.
    var collectionWidth: CGFloat
    /// N, the number of rows in section 0.
    var numberOfRows: Int

    static let zero = PizzaRowTable(itemSize: .zero, collectionWidth: 0, numberOfRows: 0)

    /// (0, r·h, W, h).
    func defaultCellFrame(atRow row: Int) -> CGRect {
        CGRect(x: 0, y: itemSize.height * CGFloat(row), width: collectionWidth, height: itemSize.height)
    }

    /// The rows whose default frame overlaps `rect` with positive area (edge contact does not
    /// count), ascending.
    func visibleRows(in rect: CGRect) -> [Int] {
        let height = itemSize.height
        guard numberOfRows > 0, height > 0, !rect.isNull else { return [] }
        let rows = CGFloat(numberOfRows)
        let low = min(max(0, (rect.minY / height).rounded(.down) - 1), rows)
        let high = min(max(0, (rect.maxY / height).rounded(.up) + 1), rows)
        guard low.isFinite, high.isFinite, low < high else { return [] }
        return (Int(low)..<Int(high)).filter { Self.overlap(defaultCellFrame(atRow: $0), rect) }
    }

    /// Whether two rectangles share a positive area (Foundation's `intersects` on Linux also counts
    /// touching edges, which UIKit's queries do not).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        !a.isNull && !b.isNull && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// (W, N·h), the bottom of the last row (height 0 without rows).
    var contentSize: CGSize {
        CGSize(
            width: collectionWidth,
            height: numberOfRows > 0 ? defaultCellFrame(atRow: numberOfRows - 1).maxY : 0)
    }
}
