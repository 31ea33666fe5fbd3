import Foundation
import HeadlessUI
import Testing

/// `UIStackView`'s distributions and alignments, with three arranged views of intrinsic sizes
/// 50 × 20, 60 × 30 and 70 × 40 and 10 points of spacing (Apple's `UIStackView` documentation).
@Suite struct StackViewTests {
    /// A horizontal stack pinned to fill a 300 × 60 root, and its three arranged views.
    func stack(
        _ distribution: StackView.Distribution, _ alignment: StackView.Alignment = .fill, width: CGFloat = 300
    ) -> (View, StackView, [SizedView]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test func fillStretchesTheLastOfEquallyHuggingViews() {
        let (_, _, views) = stack(.fill)
        // 300 − 180 − 20 = 100 more: ties go to the last view in arrangement order.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 60), CGRect(x: 60, y: 0, width: 60, height: 60),
                CGRect(x: 130, y: 0, width: 170, height: 60),
            ])
    }

    @Test func fillGivesTheRoomToTheViewThatHugsLeast() {
        let (root, _, views) = stack(.fill)
        views[0].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [150, 60, 70])
    }

    @Test func fillShrinksTheLastOfEquallyResistingViews() {
        let (_, _, views) = stack(.fill, width: 150)
        // 150 − 20 = 130 for 180: the last view gives 50.
        #expect(views.map(\.frame.width) == [50, 60, 20])
    }

    @Test func fillEquallySharesTheLengthEqually() {
        let (_, _, views) = stack(.fillEqually)
        // (300 − 20) / 3 = 93.33…, exactly 280 pixels at 3×.
        let width = CGFloat(280) / 3
        let expected: [CGFloat] = [0, width + 10, 2 * width + 20]
        #expect(zip(views.map(\.frame.minX), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(views.allSatisfy { abs($0.frame.width - width) < 1e-9 })
    }

    @Test func fillProportionallySharesByIntrinsicWidth() {
        let (_, _, views) = stack(.fillProportionally)
        // 280 in the ratio 50 : 60 : 70.
        let widths = views.map(\.frame.width)
        #expect(abs(widths[0] - 280 * 50 / 180) < 0.34 && abs(widths[2] - 280 * 70 / 180) < 0.34)
    }

    @Test func equalSpacingKeepsIntrinsicWidthsAndEvensTheGaps() {
        let (_, _, views) = stack(.equalSpacing)
        // (300 − 180) / 2 = 60 between each.
        #expect(views.map(\.frame.minX) == [0, 110, 230])
        #expect(views.map(\.frame.width) == [50, 60, 70])
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (_, _, views) = stack(.equalCentering)
        // Centres 25 and 265 at the ends; the middle one's at 145.
        #expect(views.map(\.frame.midX) == [25, 145, 265])
    }

    @Test func centerAlignmentCentresAcrossTheAxis() {
        let (_, _, views) = stack(.fill, .center)
        #expect(views.map(\.frame.minY) == [20, 15, 10] && views.map(\.frame.height) == [20, 30, 40])
        let (_, _, top) = stack(.fill, .top)
        #expect(top.map(\.frame.minY) == [0, 0, 0])
        let (_, _, bottom) = stack(.fill, .bottom)
        #expect(bottom.map(\.frame.maxY) == [60, 60, 60])
    }

    @Test func aHiddenArrangedViewCollapsesWithItsSpacing() {
        let (root, _, views) = stack(.fill)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[1].frame.width == 0)
        #expect(views[0].frame.width == 50 && views[2].frame == CGRect(x: 60, y: 0, width: 240, height: 60))
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views[2].frame.minX == 130)
    }

    @Test func anUnpinnedStackIsAsBigAsItsContent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = [SizedView(50, 20), SizedView(60, 30)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // As wide as the widest (60), as tall as 20 + 4 + 30.
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 60, height: 54))
        #expect(views[0].frame == CGRect(x: 5, y: 0, width: 50, height: 20))
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 60, height: 54))
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let (root, stack, views) = stack(.fillEqually)
        stack.layoutMargins = EdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // (260 − 20) / 3 = 80, from 20.
        #expect(views.map(\.frame.minX) == [20, 110, 200] && views[0].frame.height == 50)
    }

    @Test func arrangedSubviewsFollowAddInsertAndRemove() {
        let stack = StackView()
        let a = View()
        let b = View()
        let c = View()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(c)
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews == [a, b, c] && stack.subviews == [a, c, b])
        #expect(!b.translatesAutoresizingMaskIntoConstraints)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, c] && b.superview === stack)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
    }

    @Test func aRightToLeftStackStartsAtTheRight() {
        let (root, stack, views) = stack(.equalSpacing)
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(views.map(\.frame.maxX) == [300, 190, 70])
    }
}
