import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §1.8: demo values, W = 393, H = 549, N = 20.
@Suite struct ParabolicMovementLayoutTests {
    private func demoPane(
        _ configuration: ParabolicMovementConfiguration = .demo, items: Int = 20
    ) throws -> (ParabolicMovementLayout, CollectionView) {
        let layout = try ParabolicMovementLayout(configuration: configuration)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 549), collectionViewLayout: layout, itemCounts: [items])
        return (layout, view)
    }

    /// The layout's own output order after a pass at `offset`.
    private func pass(_ layout: ParabolicMovementLayout, _ view: CollectionView, offset: CGFloat)
        -> [CollectionViewLayoutAttributes]
    {
        view.contentOffset = CGPoint(x: 0, y: offset)
        view.layoutIfNeeded()
        return layout.layoutAttributesForElements(in: view.bounds) ?? []
    }

    private func scale(_ attributes: CollectionViewLayoutAttributes) -> CGFloat { attributes.transform.a }

    /// Visual top edge in viewport coordinates: P(n).
    private func position(_ attributes: CollectionViewLayoutAttributes, offset: CGFloat) -> CGFloat {
        attributes.frame.minY - offset
    }

    @Test func derivedConstantsMatchTheDemo() throws {
        let (layout, view) = try demoPane()
        view.layoutIfNeeded()
        #expect(abs(layout.movement.accelerationCoefficient - 1.0 / 1160) < 1e-12)
        #expect(abs(layout.movement.accelerationCoefficient - 0.00086207) < 5e-9)
        #expect(abs(layout.movement.vertex - 580) < 1e-9)
        #expect(abs(layout.itemSpacing - 193.333) < 5e-4)
        let overlap = layout.movement.vertex + layout.itemSpacing / 2
        #expect(abs(overlap - 676.667) < 5e-4)
        #expect(abs(layout.movement.position(at: overlap) - 8.056) < 5e-4)
        #expect(abs(layout.topDisappearanceThreshold - 760.40) < 5e-3)
        #expect(abs(try #require(layout.bottomDisappearanceThreshold) - -218.02) < 5e-3)
        #expect(abs(view.contentSize.height - 4222.33) < 5e-3)
        #expect(view.contentSize.width == 393)
    }

    @Test func atOffsetZeroShowsTheFirstTwoCards() throws {
        let (layout, view) = try demoPane()
        let items = pass(layout, view, offset: 0)
        #expect(items.map(\.indexPath.item) == [0, 1])
        let first = items[0]
        #expect(abs(first.center.x - 196.5) < 5e-3 && abs(first.center.y - 393.5) < 5e-3)
        #expect(abs(scale(first) - 1) < 1e-12)
        #expect(abs(first.frame.minY - 290) < 5e-3 && abs(first.frame.maxY - 497) < 5e-3)
        #expect(first.size == CGSize(width: 329, height: 207))
        let second = items[1]
        #expect(abs(position(second, offset: 0) - 515.56) < 5e-3)
        #expect(abs(scale(second) - 1.06667) < 5e-6)
        #expect(abs(second.center.y - 625.96) < 5e-3)
        #expect(abs(second.frame.maxY - 736.36) < 5e-3)
        #expect(layout.normalizedOffset(item: 2, offset: 0) < (try #require(layout.bottomDisappearanceThreshold)))
    }

    @Test func atOffset300ListsMainThenAboveThenBelow() throws {
        let (layout, view) = try demoPane()
        let items = pass(layout, view, offset: 300)
        #expect(items.map(\.indexPath.item) == [1, 0, 2])
        let expected: [(position: CGFloat, scale: CGFloat, centerY: CGFloat)] = [
            (193.14, 0.96322, 592.8349), (67.59, 0.89655, 460.38), (383.14, 1.02989, 789.7349),
        ]
        for (attributes, values) in zip(items, expected) {
            #expect(abs(position(attributes, offset: 300) - values.position) < 5e-3)
            #expect(abs(scale(attributes) - values.scale) < 5e-6)
            #expect(abs(attributes.center.y - values.centerY) < 5e-3)
        }
        #expect(abs(layout.normalizedOffset(item: 3, offset: 300) - -280) < 1e-9)
    }

    @Test func atTheVertexOffsetTheFirstCardTouchesTheTop() throws {
        let (layout, view) = try demoPane()
        let items = pass(layout, view, offset: 580)
        #expect(items.map(\.indexPath.item) == [3, 2, 1, 0, 4])
        let normalized: [CGFloat] = [0, 193.33, 386.67, 580, -193.33]
        let positions: [CGFloat] = [290, 128.89, 32.22, 0, 515.56]
        let scales: [CGFloat] = [1, 0.93333, 0.86667, 0.8, 1.06667]
        for (index, attributes) in items.enumerated() {
            let item = attributes.indexPath.item
            #expect(abs(layout.normalizedOffset(item: item, offset: 580) - normalized[index]) < 5e-3)
            #expect(abs(position(attributes, offset: 580) - positions[index]) < 5e-3)
            #expect(abs(scale(attributes) - scales[index]) < 5e-6)
            #expect(attributes.zIndex == item)
        }
    }

    @Test func overscrollPastTheEndOmitsTheMainItem() throws {
        let (layout, view) = try demoPane()
        let items = pass(layout, view, offset: 4000)
        #expect(items.map(\.indexPath.item) == [19, 18, 17])
        let positions: [CGFloat] = [55.33, 3.10, 15.33]
        let scales: [CGFloat] = [0.88736, 0.82069, 0.75402]
        for (index, attributes) in items.enumerated() {
            #expect(abs(position(attributes, offset: 4000) - positions[index]) < 5e-3)
            #expect(abs(scale(attributes) - scales[index]) < 5e-6)
        }
        #expect(abs(layout.normalizedOffset(item: 16, offset: 4000) - 906.67) < 5e-3)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 16, section: 0)) == nil)
    }

    @Test func pullingDownShowsOnlyTheFirstCardEnlarged() throws {
        let (layout, view) = try demoPane()
        let items = pass(layout, view, offset: -100)
        #expect(items.map(\.indexPath.item) == [0])
        #expect(abs(position(items[0], offset: -100) - 398.62) < 5e-3)
        #expect(abs(scale(items[0]) - 1.03448) < 5e-6)
        #expect(abs(items[0].center.y - 405.69) < 5e-3)
    }

    @Test func anItemAtTheVertexTouchesTheViewportTopAtScaleAtVertex() throws {
        let configurations = [
            ParabolicMovementConfiguration.demo,
            ParabolicMovementConfiguration(
                startPosition: 350, startVelocity: -1.7, itemStandardSize: CGSize(width: 250, height: 140),
                scaleAtVertex: 0.65, spacingDivisionCoefficient: 2.5, disappearanceTopItemOffset: 5,
                fallbackCollectionViewHeight: 600),
            ParabolicMovementConfiguration(
                startPosition: 120, startVelocity: -0.4, itemStandardSize: CGSize(width: 90, height: 60),
                scaleAtVertex: 1.2, spacingDivisionCoefficient: 4.75, disappearanceTopItemOffset: 0,
                fallbackCollectionViewHeight: 400),
        ]
        for configuration in configurations {
            let (layout, view) = try demoPane(configuration)
            for item in [0, 2, 5] {
                let offset = layout.movement.vertex + CGFloat(item) * layout.itemSpacing
                let attributes = pass(layout, view, offset: offset).first { $0.indexPath.item == item }
                let found = try #require(attributes)
                #expect(abs(found.frame.minY - offset) < 1e-9)
                #expect(abs(scale(found) - configuration.scaleAtVertex) < 1e-12)
                // Just off the vertex, the item sits lower on both sides.
                #expect(layout.movement.position(at: layout.movement.vertex - 1) > 0)
                #expect(layout.movement.position(at: layout.movement.vertex + 1) > 0)
            }
        }
    }

    @Test func framesFollowTheClosedFormsAtAnyOffset() throws {
        let configurations = [
            ParabolicMovementConfiguration.demo,
            ParabolicMovementConfiguration(
                startPosition: 410, startVelocity: -2.3, itemStandardSize: CGSize(width: 280, height: 160),
                scaleAtVertex: 0.7, spacingDivisionCoefficient: 4.5, disappearanceTopItemOffset: 35,
                fallbackCollectionViewHeight: 620),
        ]
        for configuration in configurations {
            let (layout, view) = try demoPane(configuration, items: 12)
            // Closed forms: P(x) = a(x − X)², X = −2x₀/v₀, thresholds X ± √(…/a).
            let a = configuration.startVelocity * configuration.startVelocity / (4 * configuration.startPosition)
            let vertex = -2 * configuration.startPosition / configuration.startVelocity
            let spacing = vertex / configuration.spacingDivisionCoefficient
            let top =
                vertex + ((spacing / 2) * (spacing / 2) + configuration.disappearanceTopItemOffset / a).squareRoot()
            let bottom = vertex - (try #require(configuration.fallbackCollectionViewHeight) / a).squareRoot()
            var offset: CGFloat = -250
            while offset < 12 * spacing + 400 {
                let main = max(0, Int((offset / spacing).rounded(.down)))
                var expected: [Int] = main < 12 ? [main] : []
                expected += (0..<min(main, 12)).reversed().filter { offset - CGFloat($0) * spacing < top }
                expected += main < 12 ? ((main + 1)..<12).filter { offset - CGFloat($0) * spacing > bottom } : []
                let items = pass(layout, view, offset: offset)
                #expect(items.map(\.indexPath.item) == expected, "offset \(offset)")
                for attributes in items {
                    let n = offset - CGFloat(attributes.indexPath.item) * spacing
                    let scale = 1 + (configuration.scaleAtVertex - 1) * n / vertex
                    #expect(abs(position(attributes, offset: offset) - a * (n - vertex) * (n - vertex)) < 1e-6)
                    #expect(abs(self.scale(attributes) - scale) < 1e-9)
                    #expect(abs(attributes.frame.height - configuration.itemStandardSize.height * scale) < 1e-6)
                    #expect(attributes.center.x == CGFloat(196.5))
                }
                offset += 29.7
            }
        }
    }

    @Test func everyOffsetChangeRecomputes() throws {
        let (layout, view) = try demoPane()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: view.bounds))
        let before = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center.y
        view.contentOffset = CGPoint(x: 0, y: 50)
        let after = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center.y
        #expect(before != nil && after != nil && before != after)
    }

    @Test func emptyCollectionHasNoItemsAndAShortContent() throws {
        let (layout, view) = try demoPane(items: 0)
        #expect(pass(layout, view, offset: 0).isEmpty)
        #expect(abs(view.contentSize.height - (549 - 193.333)) < 5e-3)
    }

    @Test func nonFiniteOffsetsGiveNoItems() throws {
        let (layout, _) = try demoPane()
        #expect(layout.visibleItems(offset: .nan, count: 20).isEmpty)
        #expect(layout.visibleItems(offset: .infinity, count: 20).isEmpty)
        #expect(layout.visibleItems(offset: 1e300, count: 20).isEmpty)
    }

    @Test func withoutAFallbackHeightTheBottomThresholdUsesTheViewportHeightOnce() throws {
        var configuration = ParabolicMovementConfiguration.demo
        configuration.fallbackCollectionViewHeight = nil
        let layout = try ParabolicMovementLayout(configuration: configuration)
        #expect(layout.bottomDisappearanceThreshold == nil)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 700), collectionViewLayout: layout, itemCounts: [20])
        let items = pass(layout, view, offset: 100)
        // T_bot = X_v − √(H / a) = 580 − √(700 · 1160) = −321.11: item 2 (n = −286.67) now shows.
        let threshold = try #require(layout.bottomDisappearanceThreshold)
        #expect(abs(threshold - (580 - (700.0 * 1160).squareRoot())) < 1e-9)
        #expect(items.map(\.indexPath.item) == [0, 1, 2])
        let third = items[2]
        let n: CGFloat = 100 - 2 * 580 / 3
        let top = n * n / 1160 - n + 290
        let scale = 1 + (0.8 - 1) * n / 580
        #expect(abs(third.center.y - (100 + top + 207 * scale / 2)) < 1e-9)
        // Computed once, as in the original: a taller view later does not move it.
        view.frame = CGRect(x: 0, y: 0, width: 393, height: 900)
        _ = pass(layout, view, offset: 120)
        #expect(layout.bottomDisappearanceThreshold == threshold)
        // The demo's explicit 549 keeps the demo's threshold in the same view.
        let demo = try ParabolicMovementLayout(configuration: .demo)
        let demoView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 700), collectionViewLayout: demo, itemCounts: [20])
        #expect(pass(demo, demoView, offset: 100).map(\.indexPath.item) == [0, 1])
    }

    @Test func aTopThresholdAboveTheViewportHasNoRootAndBecomesZero() throws {
        // δ = −10 puts P(X_v + D/2) + δ at −1.94, above the top: Δ < 0, T_top = 0 as in the
        // original, so an item above the main one shows only while its offset is negative.
        let layout = try ParabolicMovementLayout(configuration: .init(disappearanceTopItemOffset: -10))
        #expect(layout.topDisappearanceThreshold == 0)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 549), collectionViewLayout: layout, itemCounts: [20])
        #expect(pass(layout, view, offset: 300).map(\.indexPath.item) == [1, 2])
        #expect(pass(layout, view, offset: 0).map(\.indexPath.item) == [0, 1])
    }

    @Test func theSceneDescriptorLeavesTheHeightToThePane() throws {
        let built = try LayoutDescriptor.parabolic.make(LayoutParameters())
        let layout = try #require(built.layout as? ParabolicMovementLayout)
        #expect(layout.fallbackCollectionViewHeight == nil)
        let given = try LayoutDescriptor.parabolic.make(
            LayoutParameters(["fallbackCollectionViewHeight": .number(300)]))
        #expect((given.layout as? ParabolicMovementLayout)?.fallbackCollectionViewHeight == 300)
    }

    @Test func meaninglessParametersAreRejectedByName() {
        let cases: [(String, ParabolicMovementConfiguration)] = [
            ("startVelocity", .init(startVelocity: 0)),
            ("startVelocity", .init(startVelocity: 1)),
            ("startVelocity", .init(startVelocity: .nan)),
            ("startPosition", .init(startPosition: 0)),
            ("startPosition", .init(startPosition: -10)),
            ("startPosition", .init(startPosition: .infinity)),
            ("spacingDivisionCoefficient", .init(spacingDivisionCoefficient: 0)),
            ("spacingDivisionCoefficient", .init(spacingDivisionCoefficient: -2)),
            ("scaleAtVertex", .init(scaleAtVertex: .nan)),
            ("itemStandardSize", .init(itemStandardSize: CGSize(width: -1, height: 10))),
            ("fallbackCollectionViewHeight", .init(fallbackCollectionViewHeight: -1)),
            ("disappearanceTopItemOffset", .init(disappearanceTopItemOffset: -.infinity)),
        ]
        for (parameter, configuration) in cases {
            #expect(throws: LayoutConfigurationError.self) { try ParabolicMovementLayout(configuration: configuration) }
            do {
                _ = try ParabolicMovementLayout(configuration: configuration)
            } catch let error as LayoutConfigurationError {
                #expect(error.parameter == parameter, "\(error)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        // As in the original, no validation of the scale or of δ: they have meanings.
        #expect(throws: Never.self) { try ParabolicMovementLayout(configuration: .init(scaleAtVertex: 0)) }
        #expect(throws: Never.self) {
            try ParabolicMovementLayout(configuration: .init(disappearanceTopItemOffset: -9))
        }
    }

    @Test func registryBuildsTheDemoAndRejectsBadValues() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "parabolic"))
        let names = descriptor.parameters.map(\.name)
        #expect(
            names == [
                "startPosition", "startVelocity", "itemStandardSize", "scaleAtVertex", "spacingDivisionCoefficient",
                "disappearanceTopItemOffset", "fallbackCollectionViewHeight",
            ])
        let built = try descriptor.build(LayoutParameters())
        let layout = try #require(built.layout as? ParabolicMovementLayout)
        var demoInPane = ParabolicMovementConfiguration.demo
        demoInPane.fallbackCollectionViewHeight = nil
        #expect(layout.configuration == demoInPane)
        let custom = try descriptor.build(
            LayoutParameters([
                "startVelocity": .number(-2), "itemStandardSize": .array([.number(200), .number(100)]),
            ]))
        let customLayout = try #require(custom.layout as? ParabolicMovementLayout)
        #expect(customLayout.startVelocity == -2 && customLayout.itemStandardSize == CGSize(width: 200, height: 100))
        for (name, value) in [
            ("startVelocity", ParameterValue.number(0)), ("startPosition", .number(-1)),
            ("spacingDivisionCoefficient", .number(0)), ("scaleAtVertex", .number(.nan)),
        ] {
            do {
                _ = try descriptor.build(LayoutParameters([name: value]))
                Issue.record("\(name) = \(value) was accepted")
            } catch let error as LayoutConfigurationError {
                #expect(error.parameter == name)
            }
        }
    }
}
