import Foundation
import HeadlessUI
import Testing

/// Frames solved from constraints, each computed by hand from Apple's rules ("Auto Layout
/// Guide": anatomy of a constraint, priorities, intrinsic content size).
@Suite struct AutoLayoutEngineTests {
    @Test func aContentViewPinnedWithInsetsFillsItsSuperviewLessTheInsets() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let content = constrainedView(in: root)
        let badge = constrainedView(in: content)
        NSLayoutConstraintList.activate([
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
            // Nested: the badge's frame is in the content view's coordinates.
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5),
            badge.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -4),
            badge.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // 16 … 320 − 16 = 304 wide 288; 8 … 92 tall 84.
        #expect(content.frame == CGRect(x: 16, y: 8, width: 288, height: 84))
        // 288 − 4 − 40 = 244; (84 − 20) / 2 = 32.
        #expect(badge.frame == CGRect(x: 244, y: 32, width: 40, height: 20))
    }

    @Test func leadingAndTrailingAreTheRightAndLeftEdgesInARightToLeftLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let leading = constrainedView(in: root)
        let trailing = constrainedView(in: root)
        let marginal = constrainedView(in: root)
        root.layoutMargins = UIEdgeInsetsForTests.make(left: 10, right: 30)
        NSLayoutConstraintList.activate([
            leading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            leading.widthAnchor.constraint(equalToConstant: 100),
            trailing.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            trailing.leadingAnchor.constraint(equalTo: leading.trailingAnchor, constant: 8),
            marginal.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            marginal.widthAnchor.constraint(equalToConstant: 50),
            marginal.centerXAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -100),
        ])
        for view in [leading, trailing, marginal] {
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        root.layoutIfNeeded()
        // Leading is the right edge: 320 − 20 − 100 = 200.
        #expect(leading.frame.origin.x == 200 && leading.frame.width == 100)
        // Trailing is the left edge, 10 in; its leading edge 8 to the left of `leading`'s trailing (left) edge.
        #expect(trailing.frame == CGRect(x: 10, y: 0, width: 182, height: 10))
        // The right margin (30) is the leading margin: 320 − 30 − 50 = 240.
        #expect(marginal.frame.origin.x == 240)
        // Left to right, the same constraints put `leading` 20 from the left.
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(leading.frame.origin.x == 20 && trailing.frame == CGRect(x: 128, y: 0, width: 182, height: 10))
        #expect(marginal.frame.origin.x == 10)
    }

    @Test func aRequiredInequalityBeatsAPriority750Width() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = constrainedView(in: root)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        NSLayoutConstraintList.activate([
            wide, view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
        // Raised above the 750 width, a 999 maximum still gives way to nothing else: 200.
        // Lowered below it, the 750 width wins: 300.
        let limit = view.constraints.first { $0.relation == .lessThanOrEqual }
        #expect(limit != nil)
        limit?.priority = LayoutPriority(700)
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
    }

    @Test func inequalitiesHoldWhereTheyBindAndGiveWayWhereTheyDoNot() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = SizedView(250, 20)
        root.addSubview(view)
        NSLayoutConstraintList.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Its intrinsic 250 fits between the inequalities: centred at 160.
        #expect(view.frame == CGRect(x: 35, y: 0, width: 250, height: 20))
        // 400 does not fit: compression resistance (750) gives way to the required 16-point
        // insets, 320 − 32 = 288.
        view.size = CGSize(width: 400, height: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 0, width: 288, height: 20))
    }

    @Test func huggingAndCompressionResistanceDecideWhichViewGivesWay() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let title = SizedView(100, 20)
        let detail = SizedView(80, 20)
        for view in [title, detail] { root.addSubview(view) }
        NSLayoutConstraintList.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
            detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor), detail.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        // Room to spare (300 − 190 = 110): the view that hugs less stretches.
        detail.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        root.layoutIfNeeded()
        #expect(title.frame.width == 100 && detail.frame == CGRect(x: 110, y: 0, width: 190, height: 20))
        // Too little room (150 − 190 = −40): the view that resists less shrinks.
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 40)
        title.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        #expect(title.frame.width == 60 && detail.frame == CGRect(x: 70, y: 0, width: 80, height: 20))
    }

    @Test func anAddedLayoutGuideIsSolvedLikeAView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let left = SizedView(40, 10)
        let right = SizedView(60, 10)
        let gap = LayoutGuide()
        for view in [left, right] { root.addSubview(view) }
        root.addLayoutGuide(gap)
        NSLayoutConstraintList.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 5),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 40, y: 0, width: 200, height: 5))
        #expect(right.frame.origin.x == 240)
    }

    @Test func preservedSuperviewMarginsReachIntoAViewAtTheEdge() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutMargins = UIEdgeInsetsForTests.make(left: 20, right: 20)
        let container = constrainedView(in: root)
        container.layoutMargins = UIEdgeInsetsForTests.make(left: 8, right: 8)
        container.preservesSuperviewLayoutMargins = true
        let label = SizedView(50, 10)
        container.addSubview(label)
        NSLayoutConstraintList.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        root.layoutIfNeeded()
        // The container starts 5 in; the root's 20-point margin reaches 15 into it, more than its own 8.
        #expect(container.frame.origin.x == 5 && label.frame.origin.x == 15)
        container.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(label.frame.origin.x == 8)
    }

    @Test func changingAConstantOrDeactivatingSolvesAgain() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = constrainedView(in: root)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let height = view.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraintList.activate([
            top, height, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 10, width: 30, height: 30))
        top.constant = 50
        root.layoutIfNeeded()
        #expect(view.frame.origin.y == 50)
        height.isActive = false
        let tall = view.heightAnchor.constraint(equalToConstant: 80)
        tall.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 50, width: 30, height: 80))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReferToIt() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = constrainedView(in: root)
        let inner = constrainedView(in: view)
        let outer = inner.widthAnchor.constraint(equalTo: root.widthAnchor)
        let own = inner.heightAnchor.constraint(equalTo: view.heightAnchor)
        NSLayoutConstraintList.activate([outer, own])
        view.removeFromSuperview()
        // As UIKit's removeFromSuperview() documents: constraints to the removed subtree go,
        // those inside it stay.
        #expect(!outer.isActive && own.isActive && root.constraints.isEmpty)
    }
}

/// `NSLayoutConstraint.activate` under the engine's own name.
enum NSLayoutConstraintList {
    static func activate(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
}

/// Insets with only some edges set.
enum UIEdgeInsetsForTests {
    static func make(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
