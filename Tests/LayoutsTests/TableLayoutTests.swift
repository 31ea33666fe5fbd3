import CollectionLayout
import Foundation
import Layouts
import Testing

@Suite struct TableLayoutTests {
    private func makeView(
        itemSize: CGSize = CGSize(width: 150, height: 100), count: Int = 10,
        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 500)
    ) -> (CollectionView, TableLayout) {
        let layout = TableLayout(itemSize: itemSize)
        return (CollectionView(frame: frame, collectionViewLayout: layout, itemCounts: [count]), layout)
    }

    private func visibleRows(_ view: CollectionView, at y: CGFloat) -> [Int] {
        view.contentOffset = CGPoint(x: 0, y: y)
        return view.layoutAttributesForVisibleElements().map(\.indexPath.item)
    }

    @Test func rowsAreFullWidthAndStackedByItemHeight() throws {
        let (view, _) = makeView()
        let row3 = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(row3.frame == CGRect(x: 0, y: 300, width: 390, height: 100))
        #expect(row3.representedElementCategory == .cell && row3.transform == .identity)
        #expect(view.contentSize == CGSize(width: 390, height: 1000))
        // Any row, even past the end, gets its default frame.
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))?.frame
                == CGRect(x: 0, y: 1200, width: 390, height: 100))
    }

    @Test func pizzaDemoShowsRowsZeroAndOneWhenTheFirstPizzaIsCentred() {
        // Reference §3.9: H = 896, W = 206.5, itemSize (150, 300), 4 halves, insets 298.
        let (view, _) = makeView(
            itemSize: CGSize(width: 150, height: 300), count: 4, frame: CGRect(x: 0, y: 0, width: 206.5, height: 896))
        view.contentInset = EdgeInsets(top: 298, left: 0, bottom: 298, right: 0)
        #expect(visibleRows(view, at: -298) == [0, 1])
        #expect(view.contentSize == CGSize(width: 206.5, height: 1200))
        #expect(
            view.layoutAttributesForVisibleElements().last?.frame == CGRect(x: 0, y: 300, width: 206.5, height: 300))
        #expect(visibleRows(view, at: -148) == [0, 1, 2])
    }

    @Test func edgeContactDoesNotMakeARowVisible() {
        let (view, _) = makeView()
        // Rect 100…600 touches row 0 (0…100) and row 6 (600…700) only at their edges.
        #expect(visibleRows(view, at: 100) == [1, 2, 3, 4, 5])
        #expect(visibleRows(view, at: 150) == [1, 2, 3, 4, 5, 6])
        #expect(visibleRows(view, at: -50) == [0, 1, 2, 3, 4])
        #expect(visibleRows(view, at: 0) == [0, 1, 2, 3, 4])
        #expect(visibleRows(view, at: 499.5) == [4, 5, 6, 7, 8, 9])
        #expect(visibleRows(view, at: 1000) == [])
        #expect(visibleRows(view, at: -500) == [])
    }

    @Test func binarySearchAgreesWithAPositiveAreaFilter() {
        var cache = TableLayoutCache(itemSize: CGSize(width: 10, height: 37.5), collectionWidth: 320)
        cache.recalculateDefaultFrames(numberOfItems: 200)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ range: ClosedRange<Double>) -> CGFloat {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(
                range.lowerBound + Double(seed >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound))
        }
        for index in 0..<2000 {
            // Every fourth rect starts exactly on a row boundary to exercise edge contact.
            let y = index % 4 == 0 ? CGFloat(Int(next(-5...205))) * 37.5 : next(-400...7800)
            let rect = CGRect(
                x: next(-400...400), y: y, width: next(0...700), height: index % 4 == 1 ? 37.5 * 3 : next(0...900))
            let expected = cache.defaultFrames.indices.filter { row in
                let frame = cache.defaultFrames[row]
                return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
                    && rect.minY < frame.maxY
            }
            #expect(cache.visibleRows(in: rect) == expected, "rect \(rect)")
        }
    }

    @Test func degenerateRectanglesAndRowsShowNothing() {
        var cache = TableLayoutCache(itemSize: CGSize(width: 10, height: 50), collectionWidth: 100)
        cache.recalculateDefaultFrames(numberOfItems: 10)
        #expect(cache.visibleRows(in: CGRect(x: 0, y: 120, width: 100, height: 0)) == [])
        #expect(cache.visibleRows(in: CGRect(x: 100, y: 0, width: 50, height: 500)) == [])
        #expect(cache.visibleRows(in: .null) == [])
        #expect(cache.visibleRows(in: CGRect(x: 99, y: 120, width: 50, height: 10)) == [2])
        #expect(cache.visibleRows(in: .infinite) == Array(0..<10))
        // A rectangle with a negative size is the standardized one, (0, 120, 100, 100).
        #expect(cache.visibleRows(in: CGRect(x: 100, y: 220, width: -100, height: -100)) == [2, 3, 4])
        var flat = TableLayoutCache(itemSize: CGSize(width: 10, height: 0), collectionWidth: 100)
        flat.recalculateDefaultFrames(numberOfItems: 10)
        #expect(flat.visibleRows(in: CGRect(x: 0, y: -10, width: 100, height: 20)) == [])
        #expect(flat.contentSize == CGSize(width: 100, height: 0))
        #expect(TableLayoutCache.zero.contentSize == .zero)
    }

    @Test func prepareRebuildsFromTheItemCountAndBoundsWidth() {
        let (view, layout) = makeView(count: 3)
        view.layoutIfNeeded()
        #expect(layout.cache.defaultFrames.count == 3)
        view.itemCounts = [5]
        view.layoutIfNeeded()
        #expect(layout.cache.defaultFrames.count == 5 && view.contentSize.height == 500)
        layout.itemSize = CGSize(width: 1, height: 40)
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 390, height: 200))
        #expect(layout.defaultCellFrame(atRow: 2) == CGRect(x: 0, y: 80, width: 390, height: 40))
        #expect(layout.visibleRows(in: CGRect(x: 0, y: 0, width: 10, height: 41)) == [0, 1])
        view.collectionViewLayout = TableLayout()
        #expect(layout.collectionView == nil)
        layout.prepare()
        #expect(layout.cache == .zero)
    }

    @Test func subclassesChangeTheRectangleQueryThroughTheItemQuery() {
        let layout = FadingTable(itemSize: CGSize(width: 0, height: 250))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 500), collectionViewLayout: layout, itemCounts: [4])
        let elements = view.layoutAttributesForVisibleElements()
        #expect(elements.map(\.alpha) == [1, 0.5])
        #expect(elements.allSatisfy { $0 is FadedAttributes })
    }

    @Test func registryBuildsTheTableWithItsDefaultsAndChecksItemSize() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "table"))
        #expect(descriptor.parameters.map(\.name) == ["itemSize"])
        let table = try #require(try descriptor.build(LayoutParameters()).layout as? TableLayout)
        #expect(table.itemSize == CGSize(width: 375, height: 100))
        let custom = try #require(
            try descriptor.build(LayoutParameters(["itemSize": .array([.number(200), .number(60)])])).layout
                as? TableLayout)
        #expect(custom.itemSize == CGSize(width: 200, height: 60))
        #expect(throws: LayoutConfigurationError.self) {
            try descriptor.build(LayoutParameters(["itemSize": .object(["width": .number(10), "height": .number(0)])]))
        }
        do {
            _ = try descriptor.build(LayoutParameters(["itemSze": .number(3)]))
            Issue.record("an unknown parameter was accepted")
        } catch let error as LayoutConfigurationError {
            #expect(error.parameter == "itemSze" && error.message.contains("itemSize"))
        }
    }
}

private final class FadedAttributes: CollectionViewLayoutAttributes {}

/// A subclass that fades rows by index through the item query and uses its own attributes class.
private final class FadingTable: TableLayout {
    override class var layoutAttributesClass: AnyClass { FadedAttributes.self }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath)
        attributes?.alpha = 1 / CGFloat(indexPath.item + 1)
        return attributes
    }
}

/// A subclass written as on iOS: its own initializers, its own private `section`, `super` calls.
private final class ShiftedTable: TableLayout {
    private let section = 0
    var shift: CGFloat = 0

    override init() {
        super.init()
        itemSize = CGSize(width: 0, height: 50)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        attributes?.forEach { $0.frame = cache.defaultCellFrame(atRow: $0.indexPath.item).offsetBy(dx: shift, dy: 0) }
        return attributes
    }
}

@Suite struct TableLayoutSubclassTests {
    @Test func iOSStyleSubclassesKeepTheirInitializersAndReadTheCache() {
        let layout = ShiftedTable()
        layout.shift = 7
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 80, height: 120), collectionViewLayout: layout, itemCounts: [6])
        let frames = view.layoutAttributesForVisibleElements().map(\.frame)
        #expect(
            frames == [
                CGRect(x: 7, y: 0, width: 80, height: 50), CGRect(x: 7, y: 50, width: 80, height: 50),
                CGRect(x: 7, y: 100, width: 80, height: 50),
            ])
        #expect(layout.cache.defaultFrames.count == 6 && view.contentSize == CGSize(width: 80, height: 300))
    }
}
