import CollectionLayout
import Foundation

/// The Ultravisual geometry for one content offset, in closed form.
struct UltravisualLayoutState: Sendable {
    let standardHeight: CGFloat
    let featuredHeight: CGFloat
    let offset: CGFloat
    let width: CGFloat
    let count: Int
    /// f, or nil when no item is featured (offset at or past count·d, or not finite).
    let featuredItemIndex: Int?
    /// p = Y/d − f (Y/d when f was clamped to 0 from below).
    let nextItemPercentageOffset: CGFloat

    init(
        standardHeight: CGFloat, featuredHeight: CGFloat, dragOffset drag: CGFloat, offset: CGFloat, width: CGFloat,
        count: Int
    ) {
        self.standardHeight = standardHeight
        self.featuredHeight = featuredHeight
        self.offset = offset
        self.width = width
        self.count = max(0, count)
        let progress = drag > 0 ? offset / drag : .nan
        let featured = max(0, progress.rounded(.towardZero))
        if progress.isFinite, featured < CGFloat(self.count), let index = WholeNumber.exactly(featured) {
            featuredItemIndex = index
            nextItemPercentageOffset = progress - featured
        } else {
            featuredItemIndex = nil
            nextItemPercentageOffset = 0
        }
    }

    /// Top of the featured item: Y − standardHeight·p.
    private var featuredTop: CGFloat { offset - standardHeight * nextItemPercentageOffset }

    /// The cursor after the growing item: where the items after it start.
    private var trailingStart: CGFloat { featuredTop + featuredHeight + standardHeight }

    /// The frame of `item`, the value the original's cursor walk gives.
    func frame(item: Int) -> CGRect {
        guard let featured = featuredItemIndex, item >= featured else {
            return CGRect(x: 0, y: standardHeight * CGFloat(item), width: width, height: standardHeight)
        }
        switch item {
        case featured:
            return CGRect(x: 0, y: featuredTop, width: width, height: featuredHeight)
        case featured + 1:
            let growth = max((featuredHeight - standardHeight) * nextItemPercentageOffset, 0)
            let height = standardHeight + growth
            return CGRect(x: 0, y: featuredTop + featuredHeight + standardHeight - height, width: width, height: height)
        default:
            let top = trailingStart + standardHeight * CGFloat(item - featured - 2)
            return CGRect(x: 0, y: top, width: width, height: standardHeight)
        }
    }

    /// The items whose frames overlap `rect` with positive area (edge contact does not count),
    /// ascending.
    func items(intersecting rect: CGRect) -> [Int] {
        guard count > 0, !rect.isNull, !rect.isEmpty || rect.isInfinite else { return [] }
        let leading = featuredItemIndex ?? count
        var candidates: [Int] = []
        // Items before the featured one stack from 0 in steps of standardHeight.
        candidates += stackedRange(from: 0, base: 0, upTo: leading, rect: rect)
        if let featured = featuredItemIndex {
            candidates.append(featured)
            if featured + 1 < count { candidates.append(featured + 1) }
            candidates += stackedRange(from: featured + 2, base: trailingStart, upTo: count, rect: rect)
        }
        return candidates.filter { Self.overlap(frame(item: $0), rect) }
    }

    /// Whether two rectangles share a positive area, as UIKit's rectangle queries count it (touching
    /// edges do not count; Foundation's `intersects` on Linux counts them).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        !a.isNull && !b.isNull && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Indices i in first..<end whose stacked frame base + (i − first)·standardHeight may meet
    /// `rect`, with one item of slack each side (the caller filters exactly).
    private func stackedRange(from first: Int, base: CGFloat, upTo end: Int, rect: CGRect) -> [Int] {
        guard first < end else { return [] }
        let span = CGFloat(end - first)
        let low = min(max(0, ((rect.minY - base) / standardHeight).rounded(.down) - 1), span)
        let high = min(max(0, ((rect.maxY - base) / standardHeight).rounded(.up) + 1), span)
        guard let lowIndex = WholeNumber.exactly(low), let highIndex = WholeNumber.exactly(high), lowIndex < highIndex
        else { return [] }
        return Array((first + lowIndex)..<(first + highIndex))
    }
}
