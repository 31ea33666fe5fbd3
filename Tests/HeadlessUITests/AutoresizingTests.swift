import Foundation
import HeadlessUI
import Testing

/// Views that translate their autoresizing mask keep the frame code gave them and follow their
/// superview's size as `UIView.autoresizingMask` documents: a change is shared among the
/// flexible parts in proportion to their lengths.
@Suite struct AutoresizingTests {
    /// A 200 × 100 superview with a (10, 20, 50, 30) subview of `mask`, resized to 300 × 160.
    func resized(_ mask: View.AutoresizingMask) -> CGRect {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = View(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        view.autoresizingMask = mask
        root.addSubview(view)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        root.layoutIfNeeded()
        return view.frame
    }

    @Test func withNoFlexiblePartTheFrameStays() {
        #expect(resized([]) == CGRect(x: 10, y: 20, width: 50, height: 30))
    }

    @Test func aFlexibleWidthTakesTheWholeChange() {
        // +100 wide, +60 tall.
        #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 10, y: 20, width: 150, height: 90))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        // Horizontally 10 and 140 share +100: the left margin grows by 100 × 10/150.
        let frame = resized([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin])
        #expect(abs(frame.minX - (10 + 100 * 10 / 150)) < 1e-9 && frame.width == 50)
        // Vertically only the top margin is flexible: it takes all +60.
        #expect(frame.minY == 80 && frame.height == 30)
    }

    @Test func aFlexibleLeftMarginAndWidthShareByLength() {
        // 10 and 50 share +100: the width grows by 100 × 50/60.
        let frame = resized([.flexibleLeftMargin, .flexibleWidth])
        #expect(abs(frame.minX - (10 + 100 * 10 / 60)) < 1e-9 && abs(frame.width - (50 + 100 * 50 / 60)) < 1e-9)
        #expect(abs(frame.maxX - 160) < 1e-9, "the right margin (140) stays")
    }

    @Test func aConstrainedSuperviewCarriesItsTranslatingSubviews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let panel = constrainedView(in: root)
        let fill = View(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(fill)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            panel.widthAnchor.constraint(equalToConstant: 120), panel.heightAnchor.constraint(equalToConstant: 80),
        ])
        root.layoutIfNeeded()
        // Flexible width and height with zero margins: it fills the panel as the panel grows.
        #expect(panel.frame == CGRect(x: 20, y: 20, width: 120, height: 80))
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }
}
