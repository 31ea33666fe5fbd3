import CollectionLayout
import Foundation

/// Places one section's header, lines of items and footer, following UIKit's flow-layout rules:
///
/// 1. The available line length `L` is the content's cross-axis extent minus the section's
///    cross-axis insets.
/// 2. Items wrap greedily in index order: an item joins the current line when
///    `used + minimumInteritemSpacing + length ≤ L` (the first item of a line adds no spacing).
/// 3. A line of two or more items is justified: the leftover length is shared among its gaps,
///    so the first item touches the leading inset and the last the trailing one. A line holding
///    one item is centred.
/// 4. The last line of a section whose items all have the same size is laid out as if it were
///    full, so its items sit in the columns of the lines above; with mixed sizes it is packed at
///    the leading inset with exactly `minimumInteritemSpacing`.
/// 5. A line is as thick as its thickest item; thinner items are centred in it.
/// 6. The section is header, scroll-axis inset before, lines separated by
///    `minimumLineSpacing`, inset after, footer.
struct FlowSectionBuilder {
    var direction: CollectionViewScrollDirection
    /// The content's cross-axis extent (the collection view's, less content insets).
    var crossExtent: CGFloat

    /// The section placed from `scrollStart` on.
    func place(_ metrics: FlowSectionMetrics, from scrollStart: CGFloat) -> FlowSectionGeometry {
        var cursor = scrollStart
        var elementLow = scrollStart
        var elementHigh = scrollStart

        let headerLength = direction.scrollLength(of: metrics.headerReferenceSize)
        var headerFrame: CGRect?
        if headerLength > 0 {
            headerFrame = direction.rect(
                scroll: cursor, scrollLength: headerLength, cross: 0, crossLength: crossExtent)
            cursor += headerLength
        }
        cursor += direction.scrollBefore(metrics.inset)

        let sizes = metrics.itemSizes
        let lineStartCross = direction.crossBefore(metrics.inset)
        let lineLength = crossExtent - lineStartCross - direction.crossAfter(metrics.inset)
        let spacing = metrics.minimumInteritemSpacing
        let lineRanges = wrap(sizes, lineLength: lineLength, spacing: spacing)
        let slots = sizes.uniformSize.map {
            fullLineSlots(
                length: direction.crossLength(of: $0), lineLength: lineLength, spacing: spacing,
                firstLineCount: lineRanges.count > 1 ? lineRanges[0].count : nil,
                itemCount: sizes.count)
        }

        var itemFrames: [CGRect] = []
        itemFrames.reserveCapacity(sizes.count)
        var lines: [FlowLine] = []
        lines.reserveCapacity(lineRanges.count)
        // Plain index loops and no per-line arrays for equal items: a section of 10⁶ one-item
        // lines is placed in seconds in debug builds too (the arithmetic is unchanged).
        var lineNumber = 0
        while lineNumber < lineRanges.count {
            let range = lineRanges[lineNumber]
            let isLast = lineNumber == lineRanges.count - 1
            lineNumber += 1
            let crossPositions =
                slots == nil
                ? positions(
                    of: range, sizes: sizes, slots: nil, isLast: isLast,
                    lineStart: lineStartCross, lineLength: lineLength, spacing: spacing) : []
            var thickness: CGFloat = 0
            var item = range.lowerBound
            while item < range.upperBound {
                thickness = max(thickness, direction.scrollLength(of: sizes[item]))
                item += 1
            }
            item = range.lowerBound
            while item < range.upperBound {
                let offset = item - range.lowerBound
                let size = sizes[item]
                let itemThickness = direction.scrollLength(of: size)
                // Equal items: every line, the last included, uses the columns of a full line.
                let cross =
                    if let slots { lineStartCross + slots.first + CGFloat(offset) * slots.pitch } else {
                        crossPositions[offset]
                    }
                itemFrames.append(
                    direction.rect(
                        scroll: cursor + (thickness - itemThickness) / 2, scrollLength: itemThickness,
                        cross: cross, crossLength: direction.crossLength(of: size)))
                item += 1
            }
            lines.append(FlowLine(items: range, scrollStart: cursor, thickness: thickness))
            elementLow = min(elementLow, cursor)
            elementHigh = max(elementHigh, cursor + thickness)
            cursor += thickness
            if !isLast { cursor += metrics.minimumLineSpacing }
        }

        cursor += direction.scrollAfter(metrics.inset)
        let footerLength = direction.scrollLength(of: metrics.footerReferenceSize)
        var footerFrame: CGRect?
        if footerLength > 0 {
            footerFrame = direction.rect(
                scroll: cursor, scrollLength: footerLength, cross: 0, crossLength: crossExtent)
            cursor += footerLength
        }
        elementLow = min(elementLow, cursor)
        elementHigh = max(elementHigh, cursor)

        var crossStarts: [CGFloat] = []
        var crossEnds: [CGFloat] = []
        crossStarts.reserveCapacity(itemFrames.count)
        crossEnds.reserveCapacity(itemFrames.count)
        for frame in itemFrames {
            let range = direction.crossRange(of: frame)
            crossStarts.append(range.lowerBound)
            crossEnds.append(range.upperBound)
        }
        return FlowSectionGeometry(
            metrics: metrics, headerFrame: headerFrame, footerFrame: footerFrame,
            itemFrames: itemFrames, lines: lines, scrollStart: scrollStart, scrollEnd: cursor,
            elementScrollRange: elementLow...elementHigh,
            lineIndex: IntervalIndex(starts: lines.map { $0.scrollStart }, ends: lines.map { $0.scrollEnd }),
            itemCrossIndex: IntervalIndex(starts: crossStarts, ends: crossEnds, segments: lines.map { $0.items }))
    }

    /// Tolerance for "fits in the line", so that rounding in a running sum does not push an
    /// exactly fitting item to the next line.
    private func tolerance(_ lineLength: CGFloat) -> CGFloat { 1e-9 * max(1, abs(lineLength)) }

    /// Greedy wrapping: the item ranges of the lines, in order.
    private func wrap(_ sizes: FlowItemSizes, lineLength: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineFirst = 0
        var used: CGFloat = 0
        let slack = tolerance(lineLength)
        for item in 0..<sizes.count {
            let length = direction.crossLength(of: sizes[item])
            if item == lineFirst {
                used = length
            } else if used + spacing + length <= lineLength + slack {
                used += spacing + length
            } else {
                ranges.append(lineFirst..<item)
                lineFirst = item
                used = length
            }
        }
        if lineFirst < sizes.count { ranges.append(lineFirst..<sizes.count) }
        return ranges
    }

    /// The cross-axis slot positions of a full line of equal items, relative to the line start.
    private func fullLineSlots(
        length: CGFloat, lineLength: CGFloat, spacing: CGFloat, firstLineCount: Int?, itemCount: Int
    ) -> FullLineSlots {
        let capacity =
            firstLineCount
            ?? fullLineCapacity(
                length: length, lineLength: lineLength, spacing: spacing, itemCount: itemCount)
        guard capacity > 1 else {
            return FullLineSlots(first: (lineLength - length) / 2, pitch: 0)
        }
        let leftover = lineLength - CGFloat(capacity) * length - CGFloat(capacity - 1) * spacing
        return FullLineSlots(first: 0, pitch: length + spacing + leftover / CGFloat(capacity - 1))
    }

    /// How many equal items a full line holds under the greedy rule.
    private func fullLineCapacity(length: CGFloat, lineLength: CGFloat, spacing: CGFloat, itemCount: Int) -> Int {
        let step = length + spacing
        let slack = tolerance(lineLength)
        // Zero-length steps fit without end; the line then holds every item of the section.
        guard step > 0 else { return max(1, itemCount) }
        func fits(_ count: Int) -> Bool {
            CGFloat(count) * length + CGFloat(count - 1) * spacing <= lineLength + slack
        }
        let estimate = ((lineLength - length) / step).rounded(.down)
        var capacity = estimate.isFinite ? WholeNumber.clamped(estimate + 1, .towardZero, to: 1...1_000_000_000_000) : 1
        // The estimate is off by at most a rounding step; a few corrections settle it.
        for _ in 0..<4 where fits(capacity + 1) { capacity += 1 }
        for _ in 0..<4 where capacity > 1 && !fits(capacity) { capacity -= 1 }
        return capacity
    }

    /// The cross-axis positions of the items of one line.
    private func positions(
        of range: Range<Int>, sizes: FlowItemSizes, slots: FullLineSlots?, isLast: Bool,
        lineStart: CGFloat, lineLength: CGFloat, spacing: CGFloat
    ) -> [CGFloat] {
        let lengths = range.map { direction.crossLength(of: sizes[$0]) }
        if let slots {
            // Equal items (``place(_:from:)`` computes these itself, without this array).
            return lengths.indices.map { lineStart + slots.first + CGFloat($0) * slots.pitch }
        }
        var gap = spacing
        var first = lineStart
        if !isLast {
            let used = lengths.reduce(0, +) + CGFloat(lengths.count - 1) * spacing
            if lengths.count == 1 {
                first = lineStart + (lineLength - used) / 2
            } else {
                gap = spacing + (lineLength - used) / CGFloat(lengths.count - 1)
            }
        }
        var result: [CGFloat] = []
        result.reserveCapacity(lengths.count)
        var position = first
        for length in lengths {
            result.append(position)
            position += length + gap
        }
        return result
    }
}

/// Where the items of a full line of equal items sit: `first + k · pitch` from the line start.
private struct FullLineSlots {
    var first: CGFloat
    var pitch: CGFloat
}
