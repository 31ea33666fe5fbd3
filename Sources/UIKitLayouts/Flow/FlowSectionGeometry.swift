import CollectionLayout
import Foundation

/// The placed elements of one section, with indices for the visible-rectangle query.
struct FlowSectionGeometry: Sendable {
    /// The metrics the section was placed with.
    var metrics: FlowSectionMetrics
    /// The header's frame, or nil when its scroll-axis length is zero.
    var headerFrame: CGRect?
    /// The footer's frame, or nil when its scroll-axis length is zero.
    var footerFrame: CGRect?
    /// Item frames in item order.
    var itemFrames: [CGRect]
    /// Lines in order.
    var lines: [FlowLine]
    /// Where the section starts and ends on the scroll axis (the next section starts at the end).
    var scrollStart: CGFloat
    var scrollEnd: CGFloat
    /// The scroll-axis extent covered by the section's elements (the section's range, widened by
    /// items that stick out when insets are negative).
    var elementScrollRange: ClosedRange<CGFloat>
    /// Lines by scroll-axis extent.
    var lineIndex: IntervalIndex
    /// Items by cross-axis extent, one segment per line.
    var itemCrossIndex: IntervalIndex

    /// Calls `body` for the header, items and footer whose frames intersect `rect`, in that order.
    ///
    /// "Intersect" is decided on the frame the attributes will report (`CGRect.intersects`, so
    /// touching edges count), which can differ from the placed frame by a rounding step because
    /// attributes store a centre and a size; the index search is widened by that step.
    func forEachElement(
        in rect: CGRect, direction: CollectionViewScrollDirection,
        _ body: (FlowElement, CGRect) -> Void
    ) {
        if let headerFrame, Self.reported(headerFrame).intersects(rect) { body(.header, headerFrame) }
        let scroll = Self.widened(direction.scrollRange(of: rect))
        let cross = Self.widened(direction.crossRange(of: rect))
        for lineNumber in lineIndex.candidates(overlapping: scroll.lowerBound, scroll.upperBound) {
            let line = lines[lineNumber]
            for item in itemCrossIndex.candidates(overlapping: cross.lowerBound, cross.upperBound, in: line.items)
            where Self.reported(itemFrames[item]).intersects(rect) {
                body(.item(item), itemFrames[item])
            }
        }
        if let footerFrame, Self.reported(footerFrame).intersects(rect) { body(.footer, footerFrame) }
    }

    /// The frame attributes report after storing `frame` as centre and size.
    static func reported(_ frame: CGRect) -> CGRect {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return CGRect(
            x: center.x - frame.width / 2, y: center.y - frame.height / 2, width: frame.width, height: frame.height)
    }

    /// `range` grown by a few rounding steps at each end.
    static func widened(_ range: ClosedRange<CGFloat>) -> ClosedRange<CGFloat> {
        let low = range.lowerBound
        let high = range.upperBound
        return (low - 1e-9 * max(1, abs(low)))...(high + 1e-9 * max(1, abs(high)))
    }
}

/// An element of a flow-layout section.
enum FlowElement: Hashable, Sendable {
    case header
    case item(Int)
    case footer
}
