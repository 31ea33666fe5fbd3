import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §3.9: H = 896, W = 206.5 per side, P = 300 (item (150, 300)), insets 298, N = 4,
/// layout margins 8.
@Suite struct PizzaHalfSelectorLayoutTests {
    static let width: CGFloat = 206.5
    static let height: CGFloat = 896

    private func pane(
        _ orientation: PizzaHalfOrientation = .left, items: Int = 4, width: CGFloat = width,
        configuration: PizzaHalfSelectorConfiguration = PizzaHalfSelectorConfiguration()
    ) throws -> (PizzaHalfSelectorLayout, CollectionView) {
        var configuration = configuration
        configuration.orientation = orientation
        let layout = try PizzaHalfSelectorLayout(configuration: configuration)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: Self.height), collectionViewLayout: layout,
            itemCounts: [items])
        layout.configureCollectionView(view)
        return (layout, view)
    }

    private func elements(_ view: CollectionView, offset: CGFloat) -> [CollectionViewLayoutAttributes] {
        view.contentOffset = CGPoint(x: 0, y: offset)
        return view.layoutAttributesForVisibleElements()
    }

    private func cell(_ elements: [CollectionViewLayoutAttributes], row: Int) throws -> CollectionViewLayoutAttributes {
        try #require(elements.first { $0.representedElementCategory == .cell && $0.indexPath.row == row })
    }

    private func headers(_ elements: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        elements.filter { $0.representedElementCategory == .supplementaryView }
    }

    /// The frame as set before the transform (centre and size).
    private func untransformed(_ attributes: CollectionViewLayoutAttributes) -> CGRect {
        CGRect(
            x: attributes.center.x - attributes.size.width / 2, y: attributes.center.y - attributes.size.height / 2,
            width: attributes.size.width, height: attributes.size.height)
    }

    /// Within `tolerance` (half a unit of the printed last digit, inclusive: 10.625 prints as 10.63).
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool { abs(a - b) <= tolerance + 1e-9 }

    @Test func offsetsAndPizzaIndicesConvert() throws {
        let (layout, view) = try pane()
        #expect(view.contentInset == EdgeInsets(top: 298, left: 0, bottom: 298, right: 0))
        #expect(view.decelerationRate == .fast && view.contentOffset.y == -298)
        #expect((0..<4).map { layout.contentOffset(for: $0).y } == [-298, 2, 302, 602])
        _ = view.layoutAttributesForVisibleElements()
        #expect(view.contentSize == CGSize(width: 206.5, height: 1200))
        #expect(layout.pizzaIndex(offset: CGPoint(x: 0, y: -298)) == 0.5)
        #expect(layout.itemSize == CGSize(width: 150, height: 300))
        #expect(view.contentOffsetRange.min.y == -298 && view.contentOffsetRange.max.y == 602)
    }

    @Test func centredFirstRowIsFullSizeAndTheNextIsSmallest() throws {
        let (_, view) = try pane()
        let all = elements(view, offset: -298)
        #expect(all.filter { $0.representedElementCategory == .cell }.map(\.indexPath.row) == [0, 1])
        let first = try cell(all, row: 0)
        #expect(first.alpha == 1 && first.transform == .identity)
        #expect(untransformed(first) == CGRect(x: -2, y: 0, width: 206.5, height: 300))
        #expect(close(first.frame.minX, -2, 5e-3) && close(first.frame.maxX, 204.5, 5e-3))
        let second = try cell(all, row: 1)
        #expect(close(second.alpha, 0.4, 1e-9) && close(second.transform.a, 0.4, 1e-9))
        let frame = untransformed(second)
        #expect(close(frame.minX, 59.95, 5e-3) && close(frame.minY, 270, 5e-3))
        #expect(frame.size == CGSize(width: 206.5, height: 300))
        #expect(close(second.center.x, 163.2, 5e-2) && close(second.center.y, 420, 5e-3))
        #expect(close(second.frame.minX, 121.9, 5e-2) && close(second.frame.maxX, 204.5, 5e-3))
        #expect(close(second.frame.minY, 360, 5e-3) && close(second.frame.maxY, 480, 5e-3))
        let shown = headers(all)
        #expect(shown.map(\.indexPath.row) == [0])
        #expect(shown[0].alpha == 1 && shown[0].transform.ty == 0)
        #expect(shown[0].frame == CGRect(x: 8, y: -60, width: 190.5, height: 60))
        #expect(shown[0].zIndex == 2)
    }

    @Test func rowsTouchingTheViewportEdgeAreNotVisible() throws {
        let (_, view) = try pane()
        // Viewport −296…600: row 2 starts exactly at the bottom edge.
        let touching = elements(view, offset: -296).filter { $0.representedElementCategory == .cell }
        #expect(touching.map(\.indexPath.row) == [0, 1])
        let overlapping = elements(view, offset: -295.5).filter { $0.representedElementCategory == .cell }
        #expect(overlapping.map(\.indexPath.row) == [0, 1, 2])
    }

    @Test func halfWayBothNeighboursAreEquallyScaled() throws {
        let (layout, view) = try pane()
        let all = elements(view, offset: -148)
        #expect(layout.currentPizzaIndex == 1 && layout.currentPizzaIndexInt == 1)
        #expect(all.filter { $0.representedElementCategory == .cell }.map(\.indexPath.row) == [0, 1, 2])
        let rows = try (0..<3).map { try cell(all, row: $0) }
        #expect(close(layout.offsetFromScreenCenter(row: 0), -150, 1e-9))
        #expect(close(layout.normalizedOffset(row: 0), -0.75, 1e-9))
        #expect(close(rows[0].transform.a, 0.55, 1e-9) && close(rows[1].transform.a, 0.55, 1e-9))
        #expect(close(rows[0].center.x - 206.5 / 2, 44.46, 5e-3))
        #expect(close(rows[0].center.y - 150, 20.63, 5e-3) && close(rows[1].center.y - 450, -20.63, 5e-3))
        #expect(close(rows[0].frame.minY, 88.13, 5e-3) && close(rows[0].frame.maxY, 253.13, 5e-3))
        #expect(close(rows[1].frame.minY, 346.88, 5e-3) && close(rows[1].frame.maxY, 511.88, 5e-3))
        #expect(close(rows[2].transform.a, 0.4, 1e-9) && close(rows[2].center.y - 750, -45, 5e-3))
        #expect(close(rows[2].frame.minY, 645, 5e-3) && close(rows[2].frame.maxY, 765, 5e-3))
        let shown = headers(all)
        #expect(shown.map(\.indexPath.row) == [0, 1])
        #expect(shown.allSatisfy { close($0.alpha, 0.25, 1e-9) && close(untransformed($0).minY, 90, 1e-9) })
        #expect(close(shown[0].transform.ty, -15, 1e-9) && close(shown[1].transform.ty, 15, 1e-9))
    }

    @Test func aQuarterOfTheWayTheFirstRowFadesSlightly() throws {
        let (layout, view) = try pane()
        let all = elements(view, offset: -248)
        let first = try cell(all, row: 0)
        #expect(close(layout.normalizedOffset(row: 0), -0.25, 1e-9))
        #expect(close(first.alpha, 0.85, 1e-9) && close(first.transform.a, 0.85, 1e-9))
        #expect(close(first.center.y - 150, 10.63, 5e-3))
        let header = try #require(headers(all).first { $0.indexPath.row == 0 })
        #expect(close(header.alpha, 0.75, 1e-9) && close(header.transform.ty, -5, 1e-9))
    }

    @Test func snappingFollowsTheReferenceExamples() throws {
        let (layout, view) = try pane()
        view.contentOffset = CGPoint(x: 0, y: -298)
        _ = view.layoutAttributesForVisibleElements()
        #expect(close(layout.pizzaIndex(offset: CGPoint(x: 0, y: 10)), 1.527, 5e-4))
        #expect(close(layout.pizzaIndex(offset: CGPoint(x: 0, y: -200)), 0.827, 5e-4))
        let target = { (proposed: CGFloat) in
            layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 0, y: proposed), withScrollingVelocity: CGPoint(x: 0, y: -2))
        }
        #expect(target(10) == CGPoint(x: 0, y: 2))
        #expect(target(-200) == CGPoint(x: 0, y: -298))
        view.contentOffset = CGPoint(x: 0, y: -148)
        _ = view.layoutAttributesForVisibleElements()
        #expect(close(layout.pizzaIndex(offset: .zero), 1.493, 5e-4))
        #expect(target(0) == CGPoint(x: 0, y: 2))
        // Out of range projections clamp to the first and last rows.
        #expect(target(-5000) == CGPoint(x: 0, y: -298) && target(9000) == CGPoint(x: 0, y: 602))
        #expect(target(.greatestFiniteMagnitude) == CGPoint(x: 0, y: 602))
    }

    @Test func everyFlingLandsOnARowCentre() throws {
        for drum in [false, true] {
            let configuration = PizzaHalfSelectorConfiguration()
            let layout: PizzaHalfSelectorLayout =
                drum
                ? try PizzaDrumLayout(configuration: configuration)
                : try PizzaHalfSelectorLayout(configuration: configuration)
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: Self.width, height: Self.height), collectionViewLayout: layout,
                itemCounts: [7])
            layout.configureCollectionView(view)
            _ = view.layoutAttributesForVisibleElements()
            var start: CGFloat = -298
            while start <= 1502 {
                for velocity in stride(from: -9.0, through: 9.0, by: 0.75) {
                    let fling = view.fling(from: CGPoint(x: 0, y: start), velocity: CGPoint(x: 0, y: velocity))
                    let centre = fling.target.y + Self.height / 2
                    let row = Int((centre / 300).rounded(.down))
                    #expect((0..<7).contains(row), "start \(start) velocity \(velocity)")
                    #expect(close(centre, (CGFloat(row) + 0.5) * 300, 1e-9), "start \(start) velocity \(velocity)")
                    #expect(close(fling.offset(at: fling.duration).y, fling.target.y, 1e-6))
                    // It is the row under the projected (clamped) centre.
                    let projected = FlingTrajectory.projectedOffset(
                        from: CGPoint(x: 0, y: start), velocity: CGPoint(x: 0, y: velocity),
                        decelerationRate: view.decelerationRate.rawValue)
                    let clamped = min(max(projected.y, -298), 1502)
                    #expect(row == Int(((clamped + Self.height / 2) / 300).rounded(.towardZero)))
                }
                start += 61.7
            }
        }
    }

    @Test func halvesKeepTheGapAtTheSeamAtEveryOffset() throws {
        let configurations = [
            PizzaHalfSelectorConfiguration(),
            PizzaHalfSelectorConfiguration(
                pizzaSize: 230, criticalOffsetFromCenter: 140, scaleFactor: 0.35,
                spaceBetweenHalves: 11),
        ]
        for configuration in configurations {
            for width in [CGFloat(206.5), 160] {
                let (_, left) = try pane(.left, items: 9, width: width, configuration: configuration)
                let (_, right) = try pane(.right, items: 9, width: width, configuration: configuration)
                var offset: CGFloat = -500
                while offset < 2600 {
                    let leftCells = elements(left, offset: offset).filter { $0.representedElementCategory == .cell }
                    let rightCells = elements(right, offset: offset).filter { $0.representedElementCategory == .cell }
                    #expect(leftCells.map(\.indexPath) == rightCells.map(\.indexPath))
                    #expect(!leftCells.isEmpty || offset > 9 * configuration.pizzaSize)
                    for (l, r) in zip(leftCells, rightCells) {
                        let gap = (width - l.frame.maxX) + r.frame.minX
                        #expect(close(gap, configuration.spaceBetweenHalves, 1e-9), "offset \(offset)")
                        #expect(close(l.frame.midY, r.frame.midY, 1e-9) && close(l.frame.height, r.frame.height, 1e-9))
                    }
                    offset += 23.9
                }
            }
        }
    }

    @Test func cellsFollowTheRulesAtAnyOffset() throws {
        let configuration = PizzaHalfSelectorConfiguration(
            pizzaSize: 260, criticalOffsetFromCenter: 170, scaleFactor: 0.45, spaceBetweenHalves: 6)
        let (layout, view) = try pane(.left, items: 8, width: 180, configuration: configuration)
        var offset: CGFloat = -400
        while offset < 1800 {
            let all = elements(view, offset: offset)
            let centre = offset + Self.height / 2
            for cell in all where cell.representedElementCategory == .cell {
                let row = CGFloat(cell.indexPath.row)
                let distance = (row + 0.5) * 260 - centre
                let u = min(1, max(-1, distance / 170))
                let scale = 1 - 0.45 * abs(u)
                #expect(close(cell.alpha, scale, 1e-12) && close(cell.transform.a, scale, 1e-12))
                #expect(close(cell.frame.midY, (row + 0.5) * 260 - distance * scale / 4, 1e-9))
                #expect(close(cell.frame.height, 260 * scale, 1e-9) && close(cell.frame.maxX, 180 - 3, 1e-9))
                #expect(cell.size == CGSize(width: 180, height: 260) && cell.zIndex == 0)
            }
            for header in all where header.representedElementCategory == .supplementaryView {
                let distance = (CGFloat(header.indexPath.row) + 0.5) * 260 - centre
                let u = min(1, max(-1, distance / 170))
                #expect(close(header.alpha, 1 - abs(u), 1e-12) && header.alpha > 0)
                #expect(close(header.transform.ty, 20 * u, 1e-12))
                #expect(untransformed(header) == CGRect(x: 8, y: offset + (896 - 260) / 2 - 60, width: 164, height: 60))
            }
            let shownHeaders = Set(all.filter { $0.representedElementCategory == .supplementaryView }.map(\.indexPath))
            for cell in all where cell.representedElementCategory == .cell {
                let distance = abs((CGFloat(cell.indexPath.row) + 0.5) * 260 - centre)
                #expect(shownHeaders.contains(cell.indexPath) == (distance < 170), "offset \(offset)")
            }
            _ = layout
            offset += 33.1
        }
    }

    @Test func rightPaneMirrorsTheLeftAtTheSeam() throws {
        let (_, view) = try pane(.right)
        let all = elements(view, offset: -298)
        let first = try cell(all, row: 0)
        #expect(untransformed(first).minX == 2 && close(first.frame.maxX, 208.5, 5e-3))
        let second = try cell(all, row: 1)
        #expect(close(untransformed(second).minX, -59.95, 5e-3))
        #expect(close(second.center.x, 43.3, 5e-2))
        #expect(close(second.frame.minX, 2, 5e-3) && close(second.frame.maxX, 84.6, 5e-2))
    }

    @Test func headersSitAboveCellsWithTheConfiguredZIndex() throws {
        let (layout, view) = try pane(configuration: PizzaHalfSelectorConfiguration(headerZIndex: 100))
        let all = elements(view, offset: -200)
        let shown = headers(all)
        #expect(
            !shown.isEmpty
                && shown.allSatisfy { $0.zIndex == 100 && $0.representedElementKind == ElementKind.sectionHeader })
        #expect(all.last?.representedElementCategory == .supplementaryView)
        #expect(all.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.zIndex == 0 })
        // Headers are screen-fixed: the untransformed frame moves with the offset.
        #expect(close(untransformed(shown[0]).minY, -200 + (896 - 300) / 2 - 60, 1e-9))
        // A direct query gives frame and zIndex only (the original's quirk).
        let direct = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(direct.alpha == 1 && direct.transform == .identity && direct.zIndex == 100)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        // Every header farther than the critical offset is dropped.
        for header in shown { #expect(abs(layout.offsetFromScreenCenter(row: header.indexPath.row)) < 200) }
    }

    @Test func directItemQueryGivesTheTableFrame() throws {
        let (layout, view) = try pane()
        view.contentOffset = CGPoint(x: 0, y: -148)
        let attributes = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(attributes.frame == CGRect(x: 0, y: 600, width: 206.5, height: 300))
        #expect(attributes.alpha == 1 && attributes.transform == .identity)
        _ = layout
    }

    @Test func pizzaImageShowsTheCorrectHalf() throws {
        let (left, leftView) = try pane(.left)
        let (right, rightView) = try pane(.right)
        let leftCell = try cell(elements(leftView, offset: -298), row: 0)
        let rightCell = try cell(elements(rightView, offset: -298), row: 0)
        let leftImage = try #require(left.appearanceLayers(for: leftCell).first)
        let rightImage = try #require(right.appearanceLayers(for: rightCell).first)
        #expect(leftImage.role == "image" && leftImage.shape == .ellipse && rightImage.shape == .ellipse)
        #expect(leftImage.frame.size == CGSize(width: 300, height: 300))
        #expect(leftImage.frame.midX == leftCell.bounds.maxX && leftImage.frame.minY == 0)
        #expect(rightImage.frame.midX == 0 && rightImage.frame.size == CGSize(width: 300, height: 300))
        let header = try #require(headers(elements(leftView, offset: -298)).first)
        #expect(left.appearanceLayers(for: header).isEmpty)
    }

    @Test func emptyPaneHasNothing() throws {
        let (layout, view) = try pane(items: 0)
        #expect(elements(view, offset: -298).isEmpty)
        #expect(view.contentSize == CGSize(width: 206.5, height: 0))
        #expect(
            layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 0, y: 40), withScrollingVelocity: .zero) == CGPoint(x: 0, y: 40))
    }

    @Test func invalidParametersAreRejectedByName() throws {
        let cases: [(String, PizzaHalfSelectorConfiguration)] = [
            ("pizzaSize", .init(pizzaSize: 0)), ("pizzaSize", .init(pizzaSize: .nan)),
            ("criticalOffsetFromCenter", .init(criticalOffsetFromCenter: 0)),
            ("criticalOffsetFromCenter", .init(criticalOffsetFromCenter: -.infinity)),
            ("scaleFactor", .init(scaleFactor: 1.5)), ("scaleFactor", .init(scaleFactor: -0.1)),
            ("spaceBetweenHalves", .init(spaceBetweenHalves: .infinity)),
            ("headerZIndex", .init(headerZIndex: 0)), ("headerHeight", .init(headerHeight: -1)),
        ]
        for (name, configuration) in cases {
            do {
                _ = try PizzaHalfSelectorLayout(configuration: configuration)
                Issue.record("\(name) accepted")
            } catch let error as LayoutConfigurationError {
                #expect(error.parameter == name, "\(error)")
            }
        }
        let (layout, view) = try pane()
        #expect(throws: LayoutConfigurationError.self) { try layout.setupSizeAndInsets(pizzaSize: -3) }
        try layout.setupSizeAndInsets(pizzaSize: 230)
        #expect(layout.itemSize == CGSize(width: 115, height: 230))
        #expect(view.contentInset.top == 333 && view.contentInset.bottom == 333)
    }

    @Test func registryBuildsBothPanes() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "pizzaHalves"))
        #expect(
            descriptor.parameters.map(\.name) == [
                "orientation", "pizzaSize", "criticalOffsetFromCenter", "scaleFactor", "spaceBetweenHalves",
                "headerZIndex", "headerHeight",
            ])
        for orientation in ["left", "right"] {
            let built = try descriptor.build(LayoutParameters(["orientation": .string(orientation)]))
            let layout = try #require(built.layout as? PizzaHalfSelectorLayout)
            #expect(!(layout is PizzaDrumLayout) && layout.orientation.rawValue == orientation)
            #expect(layout.configuration == PizzaHalfSelectorConfiguration(orientation: layout.orientation))
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 206.5, height: 896), collectionViewLayout: layout, itemCounts: [4])
            built.configure(view)
            #expect(view.contentInset.top == 298 && view.contentInset.bottom == 298)
            #expect(view.decelerationRate == .fast)
        }
        for (name, value) in [
            ("orientation", ParameterValue.string("up")), ("pizzaSize", .number(0)),
            ("scaleFactor", .number(2)), ("headerZIndex", .number(1.5)),
        ] {
            do {
                _ = try descriptor.build(LayoutParameters([name: value]))
                Issue.record("\(name) accepted")
            } catch let error as LayoutConfigurationError {
                #expect(error.parameter == name)
            }
        }
    }
}
