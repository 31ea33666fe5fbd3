import Testing
import UIKit

/// UIDynamics on the frame clock: springs with Apple's parameters (length, damping ratio,
/// frequency in hertz), item and anchor attachments, and a springy flow layout written as iOS
/// developers write one (`Layouts/SpringyFlowLayout.swift`). docs/uidynamics.md has the model.
@Suite struct DynamicsTests {
    /// An attributes object at `center`, 40 × 40.
    private func item(at center: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 40, height: 40)
        attributes.center = center
        return attributes
    }

    /// Runs `animator` from 0 to `seconds` at `fps`, returning the item's x after every frame.
    private func run(_ animator: UIDynamicAnimator, _ item: UIDynamicItem, seconds: Double, fps: Int = 60) -> [CGFloat]
    {
        animator.advance(to: 0)
        return (1...Int(seconds * Double(fps))).map { frame in
            animator.advance(to: Double(frame) / Double(fps))
            return item.center.x
        }
    }

    @Test func anUnderdampedSpringOvershootsByTheDampedOscillatorsRatioThenSettlesOnItsAnchor() {
        let item = item(at: CGPoint(x: 140, y: 50))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 50))
        #expect(spring.length == 40)
        spring.length = 0
        spring.damping = 0.3
        spring.frequency = 2
        let animator = UIDynamicAnimator()
        animator.addBehavior(spring)
        let xs = run(animator, item, seconds: 3)
        // First overshoot of a damped oscillator: 40 · exp(-ζπ / √(1 − ζ²)) = 14.90 points.
        let overshoot = 100 - (xs.min() ?? 100)
        #expect(abs(overshoot - 14.90) < 0.4)
        #expect(abs(item.center.x - 100) < 0.01 && item.center.y == 50)
        #expect(animator.isRunning == false)
        #expect(abs(animator.elapsedTime - 3) < 1e-9)
    }

    @Test func criticalDampingReturnsWithoutOvershoot() {
        let item = item(at: CGPoint(x: 160, y: 50))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 50))
        spring.length = 0
        spring.damping = 1
        spring.frequency = 2
        let animator = UIDynamicAnimator()
        animator.addBehavior(spring)
        let xs = run(animator, item, seconds: 2)
        #expect(xs.allSatisfy { $0 >= 100 })
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(abs(item.center.x - 100) < 0.01)
    }

    @Test func aLightlyDampedSpringFirstReachesItsRestLengthWhenTheOscillatorSaysSo() {
        let item = item(at: CGPoint(x: 130, y: 0))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: .zero)
        spring.length = 100
        spring.damping = 0.05
        spring.frequency = 1
        let animator = UIDynamicAnimator()
        animator.addBehavior(spring)
        animator.advance(to: 0)
        // Along the line to the anchor, rest is at x = 100. Released from rest, a damped
        // oscillator first reaches rest when ω_d·t = π/2 + asin ζ, with ω_d = 2π·√(1 − ζ²):
        // t = (π/2 + asin 0.05) / (2π · 0.99875) = 0.2583 s.
        var crossing: Double?
        for tick in 1...1200 {
            let time = Double(tick) / 1200
            animator.advance(to: time)
            if item.center.x < 100 {
                crossing = time
                break
            }
        }
        #expect(abs((crossing ?? 0) - 0.2583) < 0.002)
    }

    @Test func twoAttachedItemsKeepTheirLengthAndTheirMidpoint() {
        let left = item(at: CGPoint(x: 0, y: 0))
        let right = item(at: CGPoint(x: 100, y: 0))
        let spring = UIAttachmentBehavior(item: left, attachedTo: right)
        #expect(spring.length == 100 && spring.attachedBehaviorType == .items)
        spring.damping = 0.5
        spring.frequency = 2
        let animator = UIDynamicAnimator()
        animator.addBehavior(spring)
        animator.advance(to: 0)
        right.center.x = 150
        animator.updateItem(usingCurrentState: right)
        animator.advance(to: 4)
        #expect(abs((right.center.x - left.center.x) - 100) < 0.01)
        #expect(abs((right.center.x + left.center.x) / 2 - 75) < 1e-6)
    }

    @Test func aRigidAttachmentRestoresItsLengthAtOnce() {
        let item = item(at: CGPoint(x: 30, y: 40))
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: .zero)
        #expect(rod.length == 50 && rod.frequency == 0)
        let animator = UIDynamicAnimator()
        animator.addBehavior(rod)
        animator.advance(to: 0)
        item.center = CGPoint(x: 60, y: 80)
        animator.updateItem(usingCurrentState: item)
        animator.advance(to: 1.0 / 60)
        #expect(abs(item.center.x - 30) < 1e-9 && abs(item.center.y - 40) < 1e-9)
    }

    @Test func behaviorsItemsInRectAndCellAttributesFollowTheAnimator() {
        let animator = UIDynamicAnimator()
        let near = item(at: CGPoint(x: 20, y: 20))
        let far = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 1))
        far.size = CGSize(width: 40, height: 40)
        far.center = CGPoint(x: 500, y: 500)
        let a = UIAttachmentBehavior(item: near, attachedToAnchor: near.center)
        let b = UIAttachmentBehavior(item: far, attachedToAnchor: far.center)
        animator.addBehavior(a)
        animator.addBehavior(b)
        animator.addBehavior(a)
        #expect(animator.behaviors.count == 2 && a.dynamicAnimator === animator)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).count == 1)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 7, section: 1)) === far)
        animator.removeBehavior(b)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 7, section: 1)) == nil)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && a.dynamicAnimator == nil)
    }

    /// A 200 × 300 view of the springy layout: two 80 × 40 items per row, rows 50 apart.
    private func springyView() -> (UICollectionView, SpringyFlowLayout) {
        let layout = SpringyFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout, itemCounts: [40])
        view.layoutIfNeeded()
        return (view, layout)
    }

    @Test func aScrolledSpringyLayoutDisplacesItemsThenSpringsThemBackOverFrames() throws {
        let (view, _) = springyView()
        let path = IndexPath(item: 5, section: 0)
        let rest = try #require(view.layoutAttributesForItem(at: path)).center
        #expect(rest.y == 120)
        view.advanceDynamics(to: 0)
        // Scrolling by 30: the item, 120 points from the touch, moves 30 · 120 / 1500 = 2.4.
        view.contentOffset = CGPoint(x: 0, y: 30)
        let pushed = try #require(view.layoutAttributesForItem(at: path)).center.y
        #expect(abs(pushed - 122.4) < 1e-9)
        var ys: [CGFloat] = []
        for frame in 1...180 {
            view.advanceDynamics(to: Double(frame) / 60)
            ys.append(try #require(view.layoutAttributesForItem(at: path)).center.y)
        }
        #expect(ys[0] < 122.4 && ys[0] > 120)
        #expect(abs(ys[179] - 120) < 0.01)
        // Damping 0.6 overshoots: exp(-0.6π / 0.8) · 2.4 = 0.228 points above the anchor's other side.
        #expect(abs((120 - (ys.min() ?? 120)) - 0.228) < 0.02)
    }

    @Test func theSameFramesGiveTheSameSpringsOnEveryRun() throws {
        func trace() throws -> [CGFloat] {
            let (view, layout) = springyView()
            layout.touchLocation = CGPoint(x: 100, y: 0)
            view.advanceDynamics(to: 0)
            var result: [CGFloat] = []
            for frame in 1...40 {
                view.contentOffset = CGPoint(x: 0, y: frame < 10 ? CGFloat(frame) * 12 : 108)
                view.advanceDynamics(to: Double(frame) / 30)
                result += view.layoutAttributesForVisibleElements().map(\.center.y)
            }
            return result
        }
        let first = try trace()
        #expect(first.count > 200)
        #expect(try trace() == first)
    }
}
