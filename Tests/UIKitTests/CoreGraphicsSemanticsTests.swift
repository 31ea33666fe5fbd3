import Testing
import UIKit

/// CoreGraphics' documented behaviour, checked against what `import UIKit` gives on Linux
/// (swift-corelibs-foundation's CGRect plus Geometry's additions). docs/uikit-compatibility.md
/// cites Apple's documentation for each.
@Suite struct CoreGraphicsSemanticsTests {
    let a = CGRect(x: 0, y: 0, width: 10, height: 5)

    @Test func rectanglesThatShareAnEdgeIntersectInAZeroHeightRectangle() {
        // Apple: the intersection of (0,0,10,5) and (0,5,10,5) is (0,5,10,0), not null, and
        // CGRectIntersectsRect is "true if the intersection is not the null rectangle".
        let below = CGRect(x: 0, y: 5, width: 10, height: 5)
        #expect(a.intersection(below) == CGRect(x: 0, y: 5, width: 10, height: 0))
        #expect(!a.intersection(below).isNull && a.intersects(below))
        // Disjoint rectangles: the null rectangle, and no intersection.
        let apart = CGRect(x: 0, y: 6, width: 10, height: 5)
        #expect(a.intersection(apart).isNull && !a.intersects(apart))
    }

    @Test func rectanglesAreStandardizedBeforeIntersectionAndUnion() {
        let flipped = CGRect(x: 10, y: 5, width: -10, height: -5)
        #expect(flipped.standardized == a && flipped == a)
        #expect(flipped.intersection(a) == a)
        #expect(a.union(.null) == a && CGRect.null.union(a) == a)
        #expect(a.union(CGRect(x: 20, y: 20, width: 0, height: 0)) == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func containsIncludesOnlyTheMinimumEdges() {
        // Apple: a point on the minimum x or y edge is inside; one on the maximum edge is not.
        #expect(a.contains(CGPoint(x: 0, y: 0)))
        #expect(!a.contains(CGPoint(x: 10, y: 2)) && !a.contains(CGPoint(x: 2, y: 5)))
        #expect(a.contains(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(!a.contains(CGRect(x: 5, y: 0, width: 10, height: 5)))
    }

    @Test func insetIntegralAndOffsetFollowTheDocumentation() {
        // Insetting past zero size gives the null rectangle.
        #expect(a.insetBy(dx: 6, dy: 0).isNull)
        #expect(a.insetBy(dx: 1, dy: 1) == CGRect(x: 1, y: 1, width: 8, height: 3))
        // Integral rounds the origin down and the far edges up; null stays null.
        #expect(CGRect(x: 0.5, y: 0.5, width: 1.2, height: 1.2).integral == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(CGRect.null.integral.isNull)
        #expect(a.offsetBy(dx: 3, dy: -1) == CGRect(x: 3, y: -1, width: 10, height: 5))
        let (slice, remainder) = a.divided(atDistance: 4, from: .minXEdge)
        #expect(slice == CGRect(x: 0, y: 0, width: 4, height: 5))
        #expect(remainder == CGRect(x: 4, y: 0, width: 6, height: 5))
    }

    @Test func equalToComparesAsEqualityDoes() {
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGRect(x: 10, y: 5, width: -10, height: -5).equalTo(a))
        #expect(CGRect.null.equalTo(CGRect(x: CGFloat.infinity, y: 3, width: 1, height: 1)))
    }

    @Test func affineAndThreeDTransformsComposeAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        // scaledBy applies the scale first: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(t.inverted().concatenating(t).isIdentity)
        let scale = CATransform3DMakeScale(2, 3, 1)
        #expect(
            CATransform3DIsAffine(scale) && CATransform3DGetAffineTransform(scale) == CGAffineTransform(scaleX: 2, y: 3)
        )
        let rotated = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
        #expect(abs(rotated.m12 - 1) < 1e-12 && abs(rotated.m21 + 1) < 1e-12)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(scale), CATransform3DMakeScale(0.5, 1.0 / 3.0, 1)))
    }
}
