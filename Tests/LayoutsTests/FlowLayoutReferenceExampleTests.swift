import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The worked flow-layout examples of the reference (pvview-pluginable-flow.md §3 and §2.5).
@Suite struct FlowLayoutReferenceExampleTests {
    @Test func uniformGridJustifiesRowsAndKeepsLastRowInGridColumns() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let view = flowView(layout, size: CGSize(width: 375, height: 600), counts: [7])

        let xs: [CGFloat] = [16, 137.5, 259]
        let ys: [CGFloat] = [8, 118, 228]
        for item in 0..<7 {
            let frame = flowFrame(view, item)
            #expect(isClose(frame.minX, xs[item % 3]), "item \(item) x \(frame.minX)")
            #expect(isClose(frame.minY, ys[item / 3]), "item \(item) y \(frame.minY)")
            #expect(frame.size == CGSize(width: 100, height: 100))
        }
        #expect(isClose(flowFrame(view, 2).maxX, 359))
        #expect(flowFrame(view, 6).origin == CGPoint(x: 16, y: 228))
        #expect(view.contentSize == CGSize(width: 375, height: 336))
    }

    @Test func mixedSizesCentreInLineAndPackTheLastLine() {
        let sizes = [
            CGSize(width: 150, height: 50), CGSize(width: 100, height: 80),
            CGSize(width: 200, height: 60), CGSize(width: 120, height: 40),
        ]
        let delegate = FlowSizesOnly(sizes)
        let view = flowView(
            CollectionViewFlowLayout(), size: CGSize(width: 375, height: 600), counts: [4], delegate: delegate)
        #expect(flowFrame(view, 0).origin == CGPoint(x: 0, y: 15))
        #expect(flowFrame(view, 1).origin == CGPoint(x: 275, y: 0))
        #expect(flowFrame(view, 2).origin == CGPoint(x: 0, y: 90))
        #expect(flowFrame(view, 3).origin == CGPoint(x: 210, y: 100))
        #expect(view.contentSize == CGSize(width: 375, height: 150))
    }

    @Test func itemAloneOnANonLastLineIsCentred() {
        let delegate = FlowSizesOnly([CGSize(width: 300, height: 50), CGSize(width: 100, height: 50)])
        let view = flowView(
            CollectionViewFlowLayout(), size: CGSize(width: 375, height: 600), counts: [2], delegate: delegate)
        #expect(isClose(flowFrame(view, 0).minX, 37.5))
        // The 100-wide item is the last line of a mixed-size section: packed at the leading edge.
        #expect(flowFrame(view, 1).origin == CGPoint(x: 0, y: 60))
    }

    @Test func horizontalFullHeightItemsMakeOneItemColumns() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 200)
        let view = flowView(layout, size: CGSize(width: 375, height: 200), counts: [4])
        for (item, x) in [0, 310, 620, 930].enumerated() {
            #expect(flowFrame(view, item) == CGRect(x: CGFloat(x), y: 0, width: 300, height: 200))
        }
        #expect(view.contentSize == CGSize(width: 1230, height: 200))
    }

    @Test func pluginableExampleRowHasTheReferenceRanges() {
        let view = PluginableFlowFixtures.horizontalRow(alignment: .lineStart)
        let ranges: [(CGFloat, CGFloat)] = [(16, 316), (326, 526), (536, 786), (796, 1096)]
        for (item, range) in ranges.enumerated() {
            let frame = flowFrame(view, item)
            #expect(frame.minX == range.0 && frame.maxX == range.1, "item \(item): \(frame)")
        }
        #expect(view.contentSize.width == 1120)
        #expect(view.contentOffsetRange.max.x == 745)
    }

    @Test func pluginableVerticalExampleColumnHasTheReferenceRanges() {
        let view = PluginableFlowFixtures.verticalColumn(alignment: .lineStart)
        let ranges: [(CGFloat, CGFloat)] = [(20, 270), (280, 430), (440, 740)]
        for (item, range) in ranges.enumerated() {
            let frame = flowFrame(view, item)
            #expect(frame.minY == range.0 && frame.maxY == range.1, "item \(item): \(frame)")
        }
        #expect(view.contentSize.height == 760)
    }
}
