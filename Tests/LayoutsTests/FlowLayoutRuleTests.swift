import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The flow rules at parameters the reference's examples do not use.
@Suite struct FlowLayoutRuleTests {
    @Test func sectionsStackHeaderInsetsLinesFooterWithoutLineSpacingAtTheEdges() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)
        layout.headerReferenceSize = CGSize(width: 999, height: 40)
        layout.footerReferenceSize = CGSize(width: 999, height: 30)
        let view = flowView(layout, size: CGSize(width: 320, height: 480), counts: [3, 0, 1])

        // L = 310 holds two items (320 > 310): gap 10 + 100 = 110.
        #expect(flowFrame(view, 0) == CGRect(x: 5, y: 50, width: 100, height: 50))
        #expect(flowFrame(view, 1) == CGRect(x: 215, y: 50, width: 100, height: 50))
        // Last line of equal items: first grid column.
        #expect(flowFrame(view, 2) == CGRect(x: 5, y: 110, width: 100, height: 50))
        let header0 = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(header0?.representedElementCategory == .supplementaryView)
        let footer0 = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 180, width: 320, height: 30))
        // Empty section: header, insets, footer only.
        let header1 = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 210, width: 320, height: 40))
        let footer1 = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 1))
        #expect(footer1?.frame == CGRect(x: 0, y: 280, width: 320, height: 30))
        // Section 2: header 310–350, inset 10, its single item in grid column 0.
        #expect(flowFrame(view, 0, section: 2) == CGRect(x: 5, y: 360, width: 100, height: 50))
        #expect(view.contentSize == CGSize(width: 320, height: 310 + 40 + 10 + 50 + 20 + 30))
    }

    @Test func horizontalHeadersUseTheirWidthAndSpanTheHeight() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 60, height: 40)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 7
        layout.sectionInset = EdgeInsets(top: 3, left: 11, bottom: 4, right: 13)
        layout.headerReferenceSize = CGSize(width: 25, height: 999)
        let view = flowView(layout, size: CGSize(width: 300, height: 150), counts: [5])
        // Column length L = 150 − 3 − 4 = 143: three items (40 + 5 + 40 + 5 + 40 = 130), leftover 13.
        let ys: [CGFloat] = [3, 3 + 40 + 5 + 6.5, 3 + 2 * (40 + 5 + 6.5)]
        #expect(flowFrame(view, 0) == CGRect(x: 36, y: ys[0], width: 60, height: 40))
        #expect(isClose(flowFrame(view, 1).minY, ys[1]))
        #expect(isClose(flowFrame(view, 2).maxY, 146))
        #expect(isClose(flowFrame(view, 4).minY, ys[1]))
        #expect(flowFrame(view, 4).minX == CGFloat(36 + 60 + 7))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 25, height: 150))
        #expect(view.contentSize == CGSize(width: 25 + 11 + 60 + 7 + 60 + 13, height: 150))
    }

    @Test func equalItemsInOneShortLineSitInGridColumns() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 30)
        layout.minimumInteritemSpacing = 4
        let view = flowView(layout, size: CGSize(width: 300, height: 300), counts: [2])
        // A full line holds 4 (4·70 + 3·4 = 292 ≤ 300): pitch 70 + 4 + 8/3.
        #expect(flowFrame(view, 0).minX == 0)
        #expect(isClose(flowFrame(view, 1).minX, 74 + 8.0 / 3))
    }

    @Test func equalItemsWiderThanHalfTheLineAreCentredOnEveryLine() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 30)
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        let view = flowView(layout, size: CGSize(width: 320, height: 300), counts: [3])
        for item in 0..<3 {
            #expect(flowFrame(view, item).minX == CGFloat(10 + (280 - 200) / 2))
            #expect(flowFrame(view, item).minY == CGFloat(item) * 40)
        }
    }

    @Test func mixedSizeLinesSpreadLeftoverOverTheirGaps() {
        let widths: [CGFloat] = [80, 60, 100, 90, 50, 40]
        let delegate = FlowSizesOnly(widths.map { CGSize(width: $0, height: 20) })
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 6
        let view = flowView(layout, size: CGSize(width: 260, height: 400), counts: [6], delegate: delegate)
        // Line 1: 80 + 6 + 60 + 6 + 100 = 252 ≤ 260 (adding 90 → 348); leftover 8 → gaps 10.
        #expect(flowFrame(view, 0).minX == 0)
        #expect(flowFrame(view, 1).minX == 90)
        #expect(flowFrame(view, 2).minX == 160)
        // Line 2 is the last: 90, 50, 40 packed with exactly 6.
        #expect(flowFrame(view, 3).origin == CGPoint(x: 0, y: 30))
        #expect(flowFrame(view, 4).minX == 96)
        #expect(flowFrame(view, 5).minX == 152)
    }

    @Test func delegateAnswersOverrideTheLayoutPerSection() {
        let delegate = FlowSizeTable([
            Array(repeating: CGSize(width: 50, height: 50), count: 2),
            Array(repeating: CGSize(width: 50, height: 50), count: 2),
        ])
        delegate.insets[1] = EdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        delegate.lineSpacings[1] = 0
        delegate.headers[1] = CGSize(width: 0, height: 15)
        let layout = CollectionViewFlowLayout()
        let view = flowView(layout, size: CGSize(width: 110, height: 400), counts: [2, 2], delegate: delegate)
        // Section 0 (layout defaults): 50 + 10 + 50 = 110 fits exactly: x = 0, 60.
        #expect(flowFrame(view, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        // Section 1: header 50–65, inset 5, L = 70 holds one: centred at 20 + 10.
        #expect(flowFrame(view, 0, section: 1) == CGRect(x: 30, y: 70, width: 50, height: 50))
        #expect(flowFrame(view, 1, section: 1) == CGRect(x: 30, y: 120, width: 50, height: 50))
        #expect(view.contentSize.height == 175)
    }

    @Test func contentInsetsNarrowTheContent() {
        let layout = CollectionViewFlowLayout()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout, itemCounts: [1])
        view.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 15)
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 350, height: 50))
    }

    @Test func scrollingKeepsTheLayoutButACrossAxisResizeInvalidatesIt() {
        let vertical = CollectionViewFlowLayout()
        let view = flowView(vertical, size: CGSize(width: 375, height: 300), counts: [40])
        #expect(!vertical.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 120, width: 375, height: 300)))
        #expect(!vertical.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 375, height: 500)))
        #expect(vertical.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 300)))
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(!vertical.needsPrepare)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(vertical.needsPrepare)
        view.layoutIfNeeded()
        #expect(view.contentSize.width == 200)

        let horizontal = CollectionViewFlowLayout()
        horizontal.scrollDirection = .horizontal
        _ = flowView(horizontal, size: CGSize(width: 375, height: 300), counts: [40])
        #expect(!horizontal.shouldInvalidateLayout(forBoundsChange: CGRect(x: 90, y: 0, width: 500, height: 300)))
        #expect(horizontal.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 375, height: 310)))
    }

    @Test func changingAPropertyInvalidatesAndRelays() {
        let layout = CollectionViewFlowLayout()
        let view = flowView(layout, size: CGSize(width: 375, height: 300), counts: [10])
        #expect(!layout.needsPrepare)
        layout.minimumLineSpacing = 10
        #expect(!layout.needsPrepare)
        layout.itemSize = CGSize(width: 100, height: 80)
        #expect(layout.needsPrepare)
        view.layoutIfNeeded()
        // Three per row, four rows of 80 with 10 between.
        #expect(view.contentSize.height == CGFloat(4 * 80 + 3 * 10))
        layout.scrollDirection = .horizontal
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 300)
    }

    @Test func reloadingDataRelaysNewCounts() {
        let layout = CollectionViewFlowLayout()
        let view = flowView(layout, size: CGSize(width: 120, height: 300), counts: [2])
        #expect(view.contentSize.height == 50)
        view.itemCounts = [5]
        view.layoutIfNeeded()
        #expect(view.contentSize.height == CGFloat(3 * 50 + 2 * 10))
    }

    @Test func unknownElementsHaveNoAttributes() {
        let layout = CollectionViewFlowLayout()
        _ = flowView(layout, size: CGSize(width: 120, height: 300), counts: [2])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    }
}
