import CollectionLayout
import Foundation
import TestSupport
import Testing

@Suite struct FlingTrajectoryTests {
    /// 100 items 400×100 (content 400×10,000) in a 400×800 view: offsets 0…9200.
    private func makeView(snapInterval: CGFloat? = nil) -> (CollectionView, StackLayout) {
        let layout = StackLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.contentWidth = 400
        layout.snapInterval = snapInterval
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout, itemCounts: [100])
        return (view, layout)
    }

    private func expectMonotonic(_ trajectory: FlingTrajectory) {
        var previous = trajectory.offset(at: 0).y
        let ascending = trajectory.target.y >= trajectory.start.y
        for step in 1...200 {
            let y = trajectory.offset(at: trajectory.duration * Double(step) / 200).y
            #expect(ascending ? y >= previous : y <= previous)
            previous = y
        }
        #expect(trajectory.offset(at: trajectory.duration) == trajectory.target)
        #expect(trajectory.offset(at: trajectory.duration + 1000) == trajectory.target)
    }

    @Test func freeDecayRestsAtTheContinuousProjection() {
        let (view, layout) = makeView()
        let trajectory = view.fling(from: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 2))
        // 1000 − 2 / ln 0.998 = 1998.9997
        #expect(close(trajectory.target.y, 1998.9997, 1e-4))
        #expect(layout.proposals.count == 1 && close(layout.proposals[0].offset.y, 1998.9997, 1e-4))
        // ln(0.5 / 998.9997) / ln 0.998 = 3796.15 ms
        #expect(abs(trajectory.duration - 3796.15) < 0.01)
        #expect(trajectory.offset(at: 0) == CGPoint(x: 0, y: 1000))
        // Uncorrected, the motion is the free decay: 1000 + 2 (0.998¹⁰⁰ − 1) / ln 0.998 = 1181.2517.
        #expect(close(trajectory.offset(at: 100).y, 1181.2517, 1e-4))
        #expect(close(trajectory.initialVelocity.y, 2, 1e-9))
        let remaining = trajectory.target.y - trajectory.offset(at: trajectory.duration - 1e-6).y
        #expect(remaining > 0 && remaining <= 0.5 + 1e-6)
        expectMonotonic(trajectory)
    }

    @Test func fastDecelerationStopsSooner() {
        let (view, _) = makeView()
        view.decelerationRate = .fast
        let trajectory = view.fling(from: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 1))
        // −1 / ln 0.99 = 99.4992
        #expect(close(trajectory.target.y, 1099.4992, 1e-4))
        #expect(trajectory.decelerationRate == 0.99)
    }

    @Test func aLayoutCorrectionIsReachedByRescalingTheInitialVelocity() {
        let (view, layout) = makeView(snapInterval: 300)
        let trajectory = view.fling(from: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 2))
        // Proposed 1999.0 snaps to 2100.
        #expect(trajectory.target == CGPoint(x: 0, y: 2100))
        #expect(trajectory.velocity == CGPoint(x: 0, y: 2))
        // 1100 · (−ln 0.998) = 2.2022 pt/ms
        #expect(close(trajectory.initialVelocity.y, 2.2022, 1e-4))
        // The layout is asked while the view sits at the release offset.
        #expect(layout.proposals.last?.currentOffset == CGPoint(x: 0, y: 1000))
        #expect(layout.proposals.last?.velocity == CGPoint(x: 0, y: 2))
        expectMonotonic(trajectory)
    }

    @Test func flingsStopAtTheContentEdge() {
        let (view, layout) = makeView()
        let trajectory = view.fling(from: CGPoint(x: 0, y: 9000), velocity: CGPoint(x: 0, y: 2))
        #expect(trajectory.target == CGPoint(x: 0, y: 9200))
        #expect(layout.proposals.last?.offset == CGPoint(x: 0, y: 9200))
        let up = view.fling(from: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -3))
        #expect(up.target == .zero)
        expectMonotonic(up)
    }

    @Test func zeroVelocityRestsWhereItStartsUnlessTheLayoutMovesIt() {
        let (view, _) = makeView()
        let still = view.fling(from: CGPoint(x: 0, y: 1000), velocity: .zero)
        #expect(still.target == CGPoint(x: 0, y: 1000) && still.duration == 0)
        #expect(still.offset(at: 0) == CGPoint(x: 0, y: 1000))

        let (snapping, _) = makeView(snapInterval: 300)
        let settle = snapping.fling(from: CGPoint(x: 0, y: 1000), velocity: .zero)
        #expect(settle.target == CGPoint(x: 0, y: 900))
        // ln(0.5 / 100) / ln 0.998 = 2646.5 ms
        #expect(abs(settle.duration - 2646.5) < 0.1)
        expectMonotonic(settle)
    }

    @Test func pagingTurnsOnePageByVelocityAndSettlesOnTheNearestWhenSlow() {
        let (view, layout) = makeView(snapInterval: 300)
        view.isPagingEnabled = true
        // Pages are 800 apart. From 1000 (page 1.25):
        #expect(view.fling(from: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 2)).target.y == 1600)
        #expect(view.fling(from: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: -2)).target.y == 800)
        #expect(view.fling(from: CGPoint(x: 0, y: 1000), velocity: .zero).target.y == 800)
        #expect(view.fling(from: CGPoint(x: 0, y: 1500), velocity: .zero).target.y == 1600)
        // From a whole page a quick flick turns exactly one page, however fast.
        #expect(view.fling(from: CGPoint(x: 0, y: 1600), velocity: CGPoint(x: 0, y: 5)).target.y == 2400)
        #expect(view.fling(from: CGPoint(x: 0, y: 1600), velocity: CGPoint(x: 0, y: -5)).target.y == 800)
        // A slow flick does not reach half a page and stays.
        let slow = view.fling(from: CGPoint(x: 0, y: 1600), velocity: CGPoint(x: 0, y: 0.1))
        #expect(slow.target.y == 1600 && slow.duration == 0)
        // The last page is clamped to the content.
        #expect(view.fling(from: CGPoint(x: 0, y: 9100), velocity: CGPoint(x: 0, y: 2)).target.y == 9200)
        // Paging does not consult the layout.
        #expect(layout.proposals.isEmpty)
    }

    @Test func aLayoutThatScrollsTheViewItselfSetsTheTarget() {
        /// Stops the deceleration by returning the current offset and animates to a row instead.
        final class ScrollingLayout: CollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 10_000) }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
                let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 300, width: 400, height: 300)
                return attributes
            }
            override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                let current = collectionView?.contentOffset ?? .zero
                collectionView?.scrollToItem(
                    at: IndexPath(item: 4, section: 0), at: .centeredVertically, animated: true)
                return current
            }
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: ScrollingLayout(),
            itemCounts: [30])
        let trajectory = view.fling(from: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 0.5))
        // Row 4 spans 1200…1500: centred at 1350 − 400.
        #expect(trajectory.target == CGPoint(x: 0, y: 950))
        #expect(trajectory.start == CGPoint(x: 0, y: 1000) && view.contentOffset == CGPoint(x: 0, y: 1000))
    }

    @Test func nonFiniteInputIsIgnored() {
        let (view, _) = makeView()
        view.contentOffset = CGPoint(x: 0, y: 500)
        let trajectory = view.fling(from: CGPoint(x: 0, y: CGFloat.nan), velocity: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(trajectory.start == CGPoint(x: 0, y: 500) && trajectory.target == CGPoint(x: 0, y: 500))
    }

    @Test func handBuiltTrajectoriesStartAtStartAndEndAtTarget() {
        let trajectory = FlingTrajectory(
            start: CGPoint(x: 10, y: 0), velocity: .zero, target: CGPoint(x: 110, y: 0), decelerationRate: 0.99)
        // ln(0.5 / 100) / ln 0.99 = 527.17 ms
        #expect(abs(trajectory.duration - 527.17) < 0.01)
        #expect(trajectory.offset(at: -5) == CGPoint(x: 10, y: 0))
        #expect(close(trajectory.offset(at: 100).x, 110 - 100 * pow(0.99, 100), 1e-9))
        #expect(trajectory.offset(at: 527.2) == CGPoint(x: 110, y: 0))
        let endless = FlingTrajectory(start: .zero, velocity: .zero, target: CGPoint(x: 1e6, y: 0), decelerationRate: 1)
        #expect(endless.decelerationRate == FlingTrajectory.rateRange.upperBound)
        #expect(endless.duration == FlingTrajectory.maximumDuration)
    }
}
