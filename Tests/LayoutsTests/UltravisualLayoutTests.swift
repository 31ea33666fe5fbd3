import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §2.7: W = 375, H = 667, N = 10, heights 100 / 280.
@Suite struct UltravisualLayoutTests {
    private func pane(
        standardHeight: CGFloat = 100, featuredHeight: CGFloat = 280, dragOffset: CGFloat? = nil, items: Int = 10
    ) throws -> (UltravisualLayout, CollectionView) {
        let layout = try UltravisualLayout(
            standardHeight: standardHeight, featuredHeight: featuredHeight, dragOffset: dragOffset)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout, itemCounts: [items])
        return (layout, view)
    }

    private func frames(_ view: CollectionView, offset: CGFloat, items: Int = 10) -> [CGRect] {
        view.contentOffset = CGPoint(x: 0, y: offset)
        return (0..<items).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    private func expectFrame(
        _ frame: CGRect, top: CGFloat, height: CGFloat, tolerance: CGFloat = 5e-3,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(frame.minX == 0 && frame.width == 375, sourceLocation: sourceLocation)
        #expect(abs(frame.minY - top) < tolerance, "top \(frame.minY) ≠ \(top)", sourceLocation: sourceLocation)
        #expect(
            abs(frame.height - height) < tolerance, "height \(frame.height) ≠ \(height)",
            sourceLocation: sourceLocation)
    }

    /// The original's cursor walk over every item, written independently as an oracle.
    private func cursorWalk(
        offset y: CGFloat, count: Int, standard: CGFloat, featured: CGFloat, drag: CGFloat? = nil
    ) -> [CGRect] {
        let drag = drag ?? featured - standard
        let featuredIndex = max(0, Int(y / drag))
        let percentage = y / drag - CGFloat(featuredIndex)
        var cursor: CGFloat = 0
        var result: [CGRect] = []
        for item in 0..<count {
            var height = standard
            var top = cursor
            if item == featuredIndex {
                height = featured
                top = y - standard * percentage
            } else if item == featuredIndex + 1 {
                height = standard + max((featured - standard) * percentage, 0)
                top = cursor + standard - height
            }
            result.append(CGRect(x: 0, y: top, width: 375, height: height))
            cursor = top + height
        }
        return result
    }

    @Test func atRestTheFirstCellIsFeatured() throws {
        let (layout, view) = try pane()
        let frames = frames(view, offset: 0)
        #expect(layout.featuredItemIndex == 0 && layout.nextItemPercentageOffset == 0)
        expectFrame(frames[0], top: 0, height: 280)
        expectFrame(frames[1], top: 280, height: 100)
        for item in 2..<10 { expectFrame(frames[item], top: 380 + 100 * CGFloat(item - 2), height: 100) }
        expectFrame(frames[9], top: 1080, height: 100)
        #expect(view.contentSize == CGSize(width: 375, height: 2287))
        let visible = view.layoutAttributesForVisibleElements()
        #expect(visible.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        #expect(visible.map(\.zIndex) == [0, 1, 2, 3, 4])
        let featured = layout.appearance(for: visible[0])
        #expect(abs(featured.imageCoverAlpha - 0.3) < 5e-3 && abs(featured.titleScale - 1) < 5e-3)
        #expect(abs(featured.labelAlpha - 1) < 5e-3)
        for standard in visible.dropFirst().map(layout.appearance(for:)) {
            #expect(abs(standard.imageCoverAlpha - 0.75) < 5e-3 && abs(standard.titleScale - 0.5) < 5e-3)
            #expect(abs(standard.labelAlpha) < 5e-3)
        }
    }

    @Test func halfWayTheNextCellHasGrownHalf() throws {
        let (layout, view) = try pane()
        let frames = frames(view, offset: 90)
        #expect(layout.featuredItemIndex == 0 && abs(layout.nextItemPercentageOffset - 0.5) < 1e-12)
        expectFrame(frames[0], top: 40, height: 280)
        expectFrame(frames[1], top: 230, height: 190)
        expectFrame(frames[2], top: 420, height: 100)
        #expect(abs(frames[0].minY - 90 - -50) < 5e-3 && abs(frames[1].minY - 90 - 140) < 5e-3)
        let growing = layout.appearance(
            for: try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))))
        #expect(abs(growing.delta - 0.5) < 5e-3)
        #expect(abs(growing.imageCoverAlpha - 0.525) < 5e-4)
        #expect(abs(growing.titleScale - 0.5) < 5e-3 && abs(growing.labelAlpha - 0.5) < 5e-3)
    }

    @Test func pastTheFirstDragTheSecondCellIsFeatured() throws {
        let (layout, view) = try pane()
        let frames = frames(view, offset: 200)
        #expect(layout.featuredItemIndex == 1 && abs(layout.nextItemPercentageOffset - 0.1111) < 5e-5)
        expectFrame(frames[0], top: 0, height: 100)
        expectFrame(frames[1], top: 188.89, height: 280)
        expectFrame(frames[2], top: 448.89, height: 120)
        expectFrame(frames[3], top: 568.89, height: 100)
        let growing = layout.appearance(
            for: try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))))
        #expect(abs(growing.imageCoverAlpha - 0.70) < 5e-3)
        #expect(abs(growing.titleScale - 0.5) < 5e-3 && abs(growing.labelAlpha - 0.111) < 5e-4)
    }

    @Test func pullingDownMovesTheFeaturedCellDownSlower() throws {
        let (layout, view) = try pane()
        let frames = frames(view, offset: -90)
        #expect(layout.featuredItemIndex == 0 && abs(layout.nextItemPercentageOffset - -0.5) < 1e-12)
        expectFrame(frames[0], top: -40, height: 280)
        #expect(abs(frames[0].minY - -90 - 50) < 5e-3)
        expectFrame(frames[1], top: 240, height: 100)
    }

    @Test func flingsSnapToTheNearestDragMultiple() throws {
        let (layout, _) = try pane()
        let cases: [(CGFloat, CGFloat)] = [(250, 180), (275, 360), (90, 180), (89.9, 0), (-90, -180), (1700, 1620)]
        for (proposed, target) in cases {
            let result = layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 12, y: proposed), withScrollingVelocity: CGPoint(x: 0, y: 3))
            #expect(result == CGPoint(x: 0, y: target), "proposed \(proposed)")
        }
    }

    @Test func atTheLargestOffsetTheLastCellIsFeatured() throws {
        let (layout, view) = try pane()
        let frames = frames(view, offset: 1620)
        #expect(layout.featuredItemIndex == 9 && layout.nextItemPercentageOffset == 0)
        for item in 0..<9 { expectFrame(frames[item], top: 100 * CGFloat(item), height: 100) }
        expectFrame(frames[9], top: 1620, height: 280)
        #expect(1620 + view.bounds.height == view.contentSize.height)
    }

    @Test func theGrowingCellHandsOffContinuously() throws {
        for (standard, featured) in [(CGFloat(100), CGFloat(280)), (80, 300), (55.5, 123.25)] {
            let (_, view) = try pane(standardHeight: standard, featuredHeight: featured)
            let drag = featured - standard
            for index in 0..<8 {
                let justBefore = frames(view, offset: drag * (CGFloat(index) + 1) - 1e-7)
                let after = frames(view, offset: drag * CGFloat(index + 1))
                for item in (index + 1)..<10 {
                    #expect(abs(justBefore[item].minY - after[item].minY) < 1e-5, "item \(item) at \(index)")
                    #expect(abs(justBefore[item].height - after[item].height) < 1e-5, "item \(item) at \(index)")
                }
                // The growing cell at p → 1 is the next featured state: viewport top 0, featured height.
                let grown = justBefore[index + 1]
                #expect(abs(grown.minY - drag * (CGFloat(index) + 1)) < 1e-5 && abs(grown.height - featured) < 1e-5)
            }
        }
    }

    @Test func framesFollowTheCursorWalkAtAnyOffset() throws {
        let cases: [(CGFloat, CGFloat, CGFloat?, Int)] = [
            (100, 280, nil, 10), (72.5, 211, nil, 17), (40, 41, nil, 6), (120, 280, 180, 9), (100, 280, 95.5, 12),
        ]
        for (standard, featured, drag, count) in cases {
            let (layout, view) = try pane(
                standardHeight: standard, featuredHeight: featured, dragOffset: drag, items: count)
            var offset: CGFloat = -300
            while offset < CGFloat(count + 2) * layout.dragOffset {
                let expected = cursorWalk(
                    offset: offset, count: count, standard: standard, featured: featured, drag: drag)
                let actual = frames(view, offset: offset, items: count)
                for (a, e) in zip(actual, expected) {
                    #expect(abs(a.minY - e.minY) < 1e-6 && abs(a.height - e.height) < 1e-6, "offset \(offset)")
                }
                // The rectangle query returns exactly the items whose frames meet the visible rect.
                let queried = view.layoutAttributesForVisibleElements().map(\.indexPath.item)
                let bounds = view.bounds
                let bruteForce = expected.indices.filter {
                    expected[$0].minY < bounds.maxY && expected[$0].maxY > bounds.minY
                }
                #expect(queried == bruteForce, "offset \(offset)")
                offset += 37.3
            }
        }
    }

    @Test func anExplicitDragOffsetSetsTheScrollPerFeaturedItem() throws {
        // Heights 120 / 280 with the original's constant d = 180 (not their difference, 160).
        let (layout, view) = try pane(standardHeight: 120, featuredHeight: 280, dragOffset: 180)
        let atHundred = frames(view, offset: 100)
        let p: CGFloat = 100.0 / 180
        expectFrame(atHundred[0], top: 100 - 120 * p, height: 280, tolerance: 1e-9)
        expectFrame(
            atHundred[1], top: 100 - 120 * p + 280 + 120 - (120 + 160 * p), height: 120 + 160 * p, tolerance: 1e-9)
        #expect(abs(atHundred[0].minY - 33.333) < 1e-3 && abs(atHundred[1].minY - 224.444) < 1e-3)
        view.layoutIfNeeded()
        #expect(abs(view.contentSize.height - 2287) < 1e-9, "\(view.contentSize.height)")
        let target = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 3, y: 250), withScrollingVelocity: .zero)
        #expect(target == CGPoint(x: 0, y: 180))
        // Left out, d is the difference of the heights.
        let (derived, derivedView) = try pane(standardHeight: 120, featuredHeight: 280)
        #expect(derived.dragOffset == 160)
        derivedView.layoutIfNeeded()
        #expect(abs(derivedView.contentSize.height - 2107) < 1e-9, "\(derivedView.contentSize.height)")
        #expect(
            derived.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 250), withScrollingVelocity: .zero)
                == CGPoint(x: 0, y: 320))
    }

    @Test func touchingTheViewportEdgeIsNotVisible() throws {
        let layout = try UltravisualLayout()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 680), collectionViewLayout: layout, itemCounts: [10])
        // Item 5 starts at 680, exactly the viewport bottom.
        #expect(view.layoutAttributesForVisibleElements().map(\.indexPath.item) == [0, 1, 2, 3, 4])
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 680.5)
        #expect(view.layoutAttributesForVisibleElements().map(\.indexPath.item) == [0, 1, 2, 3, 4, 5])
    }

    @Test func appearanceLayersCarryTheCellRules() throws {
        let (layout, view) = try pane()
        view.contentOffset = CGPoint(x: 0, y: 90)
        let growing = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let layers = layout.appearanceLayers(for: growing)
        #expect(layers.map(\.role) == ["image", "overlay", "title", "label", "label"])
        #expect(layers[0].frame == growing.bounds && layers[1].frame == growing.bounds)
        #expect(abs(layers[1].alpha - 0.525) < 5e-4)
        #expect(abs(layers[2].transform.a - 0.5) < 1e-9 && abs(layers[2].transform.d - 0.5) < 1e-9)
        #expect(abs(layers[3].alpha - 0.5) < 1e-9 && abs(layers[4].alpha - 0.5) < 1e-9)
        let featured = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let featuredLayers = layout.appearanceLayers(for: featured)
        #expect(abs(featuredLayers[1].alpha - 0.3) < 1e-9 && featuredLayers[2].transform == .identity)
    }

    @Test func emptyAndOutOfRangeQueries() throws {
        let (layout, view) = try pane(items: 0)
        #expect(view.layoutAttributesForVisibleElements().isEmpty)
        #expect(view.contentSize.height == CGFloat(667 - 180))
        let (_, full) = try pane()
        #expect(full.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(full.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        full.contentOffset = CGPoint(x: 0, y: 5000)
        #expect(full.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minY == 900)
        full.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(full.layoutAttributesForVisibleElements().isEmpty)
        _ = layout
    }

    @Test func invalidHeightsAreRejectedByName() {
        let cases: [(String, CGFloat, CGFloat)] = [
            ("standardHeight", 0, 280), ("standardHeight", -5, 280), ("standardHeight", .nan, 280),
            ("featuredHeight", 100, 100), ("featuredHeight", 100, 50), ("featuredHeight", 100, .infinity),
        ]
        for drag in [0, -180, CGFloat.nan] {
            #expect(throws: LayoutConfigurationError.self) { try UltravisualLayout(dragOffset: drag) }
        }
        for (name, standard, featured) in cases {
            do {
                _ = try UltravisualLayout(standardHeight: standard, featuredHeight: featured)
                Issue.record("\(standard)/\(featured) accepted")
            } catch let error as LayoutConfigurationError {
                #expect(error.parameter == name)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func registryBuildsWithFastDeceleration() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "ultravisual"))
        #expect(descriptor.parameters.map(\.name) == ["standardHeight", "featuredHeight", "dragOffset"])
        #expect(descriptor.parameters.map(\.defaultValue) == [.number(100), .number(280), nil])
        let built = try descriptor.build(LayoutParameters(["featuredHeight": .number(300)]))
        let layout = try #require(built.layout as? UltravisualLayout)
        #expect(layout.dragOffset == 200)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        built.configure(view)
        #expect(view.decelerationRate == .fast)
        #expect(throws: LayoutConfigurationError.self) {
            try descriptor.build(LayoutParameters(["standardHeight": .number(400)]))
        }
    }
}
