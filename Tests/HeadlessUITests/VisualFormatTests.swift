import Foundation
import HeadlessUI
import Testing

/// The visual format language as Apple's "Auto Layout Guide" appendix writes it; frames
/// computed by hand with the standard spaces (8 between views, 20 to the superview).
@Suite struct VisualFormatTests {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let a: View
    let b: View

    init() {
        a = constrainedView(in: root)
        b = constrainedView(in: root)
    }

    func layOut(_ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) {
        for format in formats {
            LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b]))
        }
        root.layoutIfNeeded()
    }

    @Test func aCompleteLineWithStandardSpacesAndEqualWidths() {
        layOut(["H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(==a)]"])
        // 320 − 20 − 8 − 20 = 272, two of 136.
        #expect(a.frame == CGRect(x: 20, y: 20, width: 136, height: 44))
        #expect(b.frame == CGRect(x: 164, y: 20, width: 136, height: 44))
    }

    @Test func spacesPrioritiesPredicateListsAndMetrics() {
        layOut(
            ["H:|-inset-[a(>=50,==wide@750)]-(>=12)-[b(==30)]-inset-|", "V:|[a(10)]-0-[b(10)]"],
            metrics: ["inset": 15, "wide": 200.0])
        // a would be 200 (at 750) and may be up to 320 − 15 − 30 − 12 − 15 = 248; b is 30 wide, 15 from the right.
        #expect(a.frame == CGRect(x: 15, y: 0, width: 200, height: 10))
        #expect(b.frame == CGRect(x: 275, y: 10, width: 30, height: 10))
    }

    @Test func alignmentOptionsAndFlushViews() {
        layOut(["V:|-40-[a(30)][b(20)]", "H:|-(10)-[a(100)]"], options: .alignAllLeading)
        #expect(a.frame == CGRect(x: 10, y: 40, width: 100, height: 30))
        // Flush under a, its leading edge aligned with a's; no width: zero.
        #expect(b.frame.origin == CGPoint(x: 10, y: 70) && b.frame.height == 20)
    }

    @Test func theConstraintsAreUIKitsAndInactive() {
        let constraints = LayoutConstraint.constraints(
            withVisualFormat: "H:|-8-[a]-[b]", options: [], metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 2 && constraints.allSatisfy { !$0.isActive })
        #expect(constraints[0].firstItem === a && constraints[0].firstAttribute == .leading)
        #expect(constraints[0].secondItem === root && constraints[0].constant == 8)
        #expect(
            constraints[1].firstItem === b && constraints[1].secondAttribute == .trailing
                && constraints[1].constant == 8)
        let rightToLeft = LayoutConstraint.constraints(
            withVisualFormat: "|-8-[a]", options: .directionRightToLeft, metrics: nil, views: ["a": a])
        #expect(rightToLeft[0].firstItem === root && rightToLeft[0].firstAttribute == .right)
    }

    @Test func aBadFormatIsReportedWithItsPlaceAndGivesNothing() {
        var made: [LayoutConstraint] = []
        let log = capturingLayoutLog {
            made = LayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-[c]", options: [], metrics: nil, views: ["a": a])
        }
        #expect(made.isEmpty)
        #expect(
            log == ["Unable to parse constraint format: \nUnable to find view with name c \nH:|-[a]-[c] \n         ^"])
        let relation = capturingLayoutLog {
            _ = LayoutConstraint.constraints(withVisualFormat: "[a(=>5)]", options: [], metrics: nil, views: ["a": a])
        }
        #expect(relation.first?.contains("Unknown relation. Must be ==, >=, or <=") == true)
    }
}
