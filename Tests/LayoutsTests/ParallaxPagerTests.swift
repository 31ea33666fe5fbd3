import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §1.2 (page index and progress), §1.4 (transitions), §1.7 (edge cases) and the
/// §1.9 worked examples (P = 375, container 375×667, N = 5, ignoreLastPage = true).
struct ParallaxPagerTests {
    static let container = CGSize(width: 375, height: 667)

    /// Page 0: `fader` fades 0 → 1. Page 1: `mover` moves as in example 1. Page 3: three scales
    /// with the windows of example 4. Page 0 also holds the two scales of example 5.
    static func model(direction: ParallaxDirection = .horizontal, runActionsAfterTransition: Bool = true) throws
        -> ParallaxModel
    {
        let rel = { (x: Double, y: Double) in ContainerRelative(x: x, y: y, isRelative: true) }
        return ParallaxModel(
            direction: direction, numberOfPages: 5, runActionsAfterTransition: runActionsAfterTransition,
            items: ["fader", "early", "late", "mover", "whole", "half", "second"].map {
                ParallaxItem(identifier: $0, origin: .zero, size: ContainerRelative(width: 50, height: 50))
            },
            pages: [
                ParallaxPage(entries: [
                    .init(identifier: "fader", actions: [PVActionFade(from: 0, to: 1)]),
                    .init(
                        identifier: "early",
                        actions: [PVActionScale(from: 0, to: 1, parameters: try PVParameters(stopOffset: 0.5))]),
                    .init(
                        identifier: "late",
                        actions: [PVActionScale(from: 0, to: 1, parameters: try PVParameters(startOffset: 0.2))]),
                ]),
                ParallaxPage(entries: [
                    .init(
                        identifier: "mover",
                        actions: [PVActionMove(fromPosition: rel(2, 0.2), toPosition: rel(0.5, 0.2))])
                ]),
                ParallaxPage(),
                ParallaxPage(entries: [
                    .init(identifier: "whole", actions: [PVActionScale(from: 0, to: 1)]),
                    .init(
                        identifier: "half",
                        actions: [PVActionScale(from: 0, to: 1, parameters: try PVParameters(stopOffset: 0.5))]),
                    .init(
                        identifier: "second",
                        actions: [PVActionScale(from: 0, to: 1, parameters: try PVParameters(startOffset: 0.5))]),
                ]),
            ])
    }

    static func pager(_ offsets: [Double], model: ParallaxModel? = nil) throws -> ParallaxPager {
        var pager = ParallaxPager(model: try model ?? Self.model(), containerSize: container)
        pager.reload()
        for offset in offsets { pager.update(offset: offset) }
        return pager
    }

    @Test func offsetInsideASecondPageGivesIndexAndProgress() throws {
        // Example 1: offset 525 → page 1, progress 0.4, mover at (525, 133.4).
        let pager = try Self.pager([525])
        #expect(pager.currentPageIndex == 1)
        #expect(pager.interactivePageIndex == 1)
        #expect(abs(try #require(pager.pageProgress) - 0.4) < 1e-12)
        let mover = try #require(pager.itemStates["mover"])
        #expect(abs(mover.center.x - 525) < 1e-9 && abs(mover.center.y - 133.4) < 1e-9)
    }

    @Test func crossingAPageSnapsTheOldActionsAndRecordsTheTransition() throws {
        // Example 3: 370 → page 0, p = 0.98667; 380 → update(1) on page 0, transition, p = 0.013333.
        var pager = try Self.pager([370])
        #expect(abs(try #require(pager.itemStates["fader"]).alpha - 0.98667) < 5e-6)
        pager.removeAllEvents()
        pager.update(offset: 380)
        #expect(try #require(pager.itemStates["fader"]).alpha == 1)
        #expect(pager.events.count == 3)
        #expect(pager.events[0].kind == .willBeginTransition(to: 1))
        #expect(pager.events[1].kind == .didEndTransition(from: 0))
        guard case .didUpdate(let progress, let page) = pager.events[2].kind else {
            Issue.record("expected didUpdate, found \(pager.events[2])")
            return
        }
        #expect(abs(progress - 0.013333) < 5e-7)
        #expect(page == 1)
        #expect(pager.events.allSatisfy { $0.offset == 380 })
    }

    @Test func ignoredLastPageKeepsDrivingThePreviousPageWithOvershoot() throws {
        // Example 4: offset 1500 → index 4 (ignored) → interactive page 3, p = 1.0; 1550 → 1.13333.
        var pager = try Self.pager([375, 750, 1125, 1500])
        #expect(pager.currentPageIndex == 4)
        #expect(pager.interactivePageIndex == 3)
        #expect(abs(try #require(pager.pageProgress) - 1.0) < 1e-12)
        pager.update(offset: 1550)
        #expect(abs(try #require(pager.pageProgress) - 1.13333) < 5e-6)
        #expect(abs(try #require(pager.itemStates["whole"]).scaleX - 1.13333) < 5e-6)
        #expect(try #require(pager.itemStates["half"]).scaleX == 1)
        #expect(abs(try #require(pager.itemStates["second"]).scaleX - 1.26667) < 5e-6)
        #expect(pager.events.last?.kind == .didUpdate(pageProgress: pager.pageProgress ?? 0, page: 3))
    }

    @Test func startBounceGivesNegativeProgressToActionsStartingAtZero() throws {
        // Example 5: offset −30 → page 0, p = −0.08; scale (s 0, e 0.5) → −0.16, (s 0.2, e 1) → 0.
        let pager = try Self.pager([-30])
        #expect(pager.currentPageIndex == 0)
        #expect(abs(try #require(pager.pageProgress) - -0.08) < 1e-12)
        #expect(abs(try #require(pager.itemStates["early"]).scaleX - -0.16) < 1e-12)
        #expect(try #require(pager.itemStates["late"]).scaleX == 0)
    }

    @Test func negativeOffsetBeyondAPageUsesTheAbsoluteValue() throws {
        // §1.7: −400 with P = 375 → page 1, progress −2.07.
        let pager = try Self.pager([-400])
        #expect(pager.currentPageIndex == 1)
        #expect(abs(try #require(pager.pageProgress) - -2.0667) < 5e-5)
    }

    @Test func scrollingBackSnapsTheLeftPageToItsStart() throws {
        let pager = try Self.pager([370, 380, 370])
        let mover = try #require(pager.itemStates["mover"])
        #expect(mover.center.x == 750)
        #expect(abs(try #require(pager.itemStates["fader"]).alpha - 0.98667) < 5e-6)
        #expect(
            pager.events.suffix(3).map(\.kind).prefix(2) == [.willBeginTransition(to: 0), .didEndTransition(from: 1)])
    }

    @Test func scrollAcrossTwoPagesRecordsEachTransitionOnceAndAnUpdatePerOffset() throws {
        let offsets = Array(stride(from: 50.0, through: 800, by: 50))
        let pager = try Self.pager(offsets)
        let transitions = pager.events.filter {
            if case .didUpdate = $0.kind { return false }
            return true
        }
        #expect(
            transitions.map(\.kind) == [
                .willBeginTransition(to: 0), .didEndTransition(from: nil),
                .willBeginTransition(to: 1), .didEndTransition(from: 0),
                .willBeginTransition(to: 2), .didEndTransition(from: 1),
            ])
        #expect(transitions.map(\.offset) == [0, 0, 400, 400, 750, 750])
        let updates = pager.events.compactMap { event -> (Double, Double, Int)? in
            guard case .didUpdate(let progress, let page) = event.kind else { return nil }
            return (event.offset, progress, page)
        }
        #expect(updates.map(\.0) == [0] + offsets)
        for (offset, progress, page) in updates {
            #expect(page == Int(offset / 375))
            #expect(abs(progress - (offset - 375 * Double(page)) / 375) < 1e-12)
        }
    }

    @Test func jumpOverSeveralPagesFiresOneTransition() throws {
        var pager = try Self.pager([])
        pager.removeAllEvents()
        pager.update(offset: 1200)
        #expect(pager.events.map(\.kind).prefix(2) == [.willBeginTransition(to: 3), .didEndTransition(from: 0)])
        #expect(pager.events.count == 3)
        #expect(pager.itemStates["mover"] == nil)
        #expect(try #require(pager.itemStates["fader"]).alpha == 1)
    }

    @Test func itemsStayWithTheirLastStateAfterTheirPage() throws {
        let pager = try Self.pager([200, 500])
        #expect(pager.itemStates["fader"]?.alpha == 1)
        #expect(pager.itemStates["whole"] == nil)
        #expect(Set(pager.itemStates.keys) == ["fader", "early", "late", "mover"])
    }

    @Test func withoutRunActionsAfterTransitionATransitioningUpdateRunsNoActions() throws {
        let pager = try Self.pager([380], model: try Self.model(runActionsAfterTransition: false))
        #expect(
            pager.events.map(\.kind) == [
                .willBeginTransition(to: 0), .didEndTransition(from: nil),
                .willBeginTransition(to: 1), .didEndTransition(from: 0),
            ])
        #expect(try #require(pager.itemStates["mover"]).center == CGPoint(x: 25, y: 25))
        #expect(try #require(pager.itemStates["fader"]).alpha == 1)
    }

    @Test func verticalPagesUseTheHeight() throws {
        let pager = try Self.pager([667 + 266.8], model: try Self.model(direction: .vertical))
        #expect(pager.pageSize == 667)
        #expect(pager.currentPageIndex == 1)
        #expect(abs(try #require(pager.pageProgress) - 0.4) < 1e-12)
        #expect(pager.contentSize == CGSize(width: 375, height: 5 * 667))
    }

    @Test func singleIgnoredPageRequestsNothingAndReportsPageZero() throws {
        var model = try Self.model()
        model.numberOfPages = 1
        let pager = try Self.pager([90], model: model)
        #expect(pager.itemStates.isEmpty)
        #expect(pager.events.last?.kind == .didUpdate(pageProgress: 0.24, page: 0))
    }

    @Test func lastPageRunsItsOwnActionsWhenNotIgnored() throws {
        var model = try Self.model()
        model.numberOfPages = 4
        model.ignoreLastPage = false
        let pager = try Self.pager([375, 750, 1125, 1200], model: model)
        #expect(pager.interactivePageIndex == 3)
        #expect(abs(try #require(pager.itemStates["whole"]).scaleX - 0.2) < 1e-12)
    }

    @Test func nothingHappensWithoutPagesOrSize() throws {
        var model = try Self.model()
        model.numberOfPages = 0
        let empty = try Self.pager([100], model: model)
        #expect(empty.events.isEmpty && empty.currentPageIndex == nil)
        var sizeless = ParallaxPager(model: try Self.model(), containerSize: .zero)
        sizeless.reload()
        sizeless.update(offset: 100)
        #expect(sizeless.events.isEmpty)
    }
}

extension ParallaxPagerTests {
    @Test func nextAndBackTargetTheNeighbouringPages() throws {
        let middle = try Self.pager([525])
        #expect(middle.nextPageOffset == 750)
        #expect(middle.previousPageOffset == 0)
        let first = try Self.pager([])
        #expect(first.previousPageOffset == nil)
        let last = try Self.pager([375, 750, 1125, 1500])
        #expect(last.nextPageOffset == nil)
        #expect(middle.actionsOnCurrentPage(forItemWithIdentifier: "mover").count == 1)
        #expect(middle.actionsOnCurrentPage(forItemWithIdentifier: "fader").isEmpty)
    }

    @Test func eventsDescribeThemselvesForADump() throws {
        let pager = try Self.pager([380])
        #expect(pager.events[3].description == "@380.0 willBeginTransitionTo 1")
    }
}
