import Foundation
import Geometry
import TestSupport
import Testing

@Suite struct Transform3DTests {
    private func closeMatrix(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-12) -> Bool {
        zip(a.rowMajorValues, b.rowMajorValues).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func rotationAboutZEqualsTheAffineRotation() {
        let angle: CGFloat = 0.7
        #expect(
            closeMatrix(
                CATransform3DMakeRotation(angle, 0, 0, 1),
                CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))))
    }

    @Test func rotationAboutXTurnsYTowardsTheViewer() {
        let angle = CGFloat.pi / 3
        let (c, s) = (cos(angle), sin(angle))
        let expected = CATransform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: c, m23: s, m24: 0,
            m31: 0, m32: -s, m33: c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(closeMatrix(CATransform3DMakeRotation(angle, 1, 0, 0), expected))
        // An unnormalised axis gives the same rotation.
        #expect(closeMatrix(CATransform3DMakeRotation(angle, 5, 0, 0), expected))
        #expect(CATransform3DMakeRotation(angle, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func rotationAboutXWithPerspectiveProjectsAPointTowardsTheViewerOutwards() {
        // The usual iOS setup: perspective first, then rotate (CATransform3DRotate prepends).
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DRotate(perspective, .pi / 3, 1, 0, 0)
        // (0, 100, 0) rotates to (0, 50, 86.6025); w = 1 − 86.6025/500 = 0.826795; y = 60.4745.
        let projected = t.projecting(CGPoint(x: 0, y: 100))
        #expect(projected.map { close($0, CGPoint(x: 0, y: 60.4745), 1e-4) } == true)
        // Without perspective the same point only foreshortens to y = 50.
        let flat = CATransform3DMakeRotation(.pi / 3, 1, 0, 0).projecting(CGPoint(x: 0, y: 100))
        #expect(flat.map { close($0, CGPoint(x: 0, y: 50), 1e-9) } == true)
    }

    @Test func rotationAboutYWithPerspectiveProjectsAPointAwayFromTheViewerInwards() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        let t = CATransform3DRotate(perspective, .pi / 6, 0, 1, 0)
        #expect(close(t.m13, -0.5, 1e-12) && close(t.m31, 0.5, 1e-12))
        // (100, 0, 0) rotates to (86.6025, 0, −50); w = 1 + 50/1000 = 1.05; x = 82.4786.
        let projected = t.projecting(CGPoint(x: 100, y: 0))
        #expect(projected.map { close($0, CGPoint(x: 82.4786, y: 0), 1e-4) } == true)
    }

    @Test func projectingAPointBehindTheEyeGivesNil() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        #expect(t.projecting(.zero, z: 600) == nil)
        #expect(t.projecting(CGPoint(x: 10, y: 20), z: 0) == CGPoint(x: 10, y: 20))
    }

    @Test func concatAppliesTheFirstTransformFirst() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DConcat(translate, scale).projecting(.zero) == CGPoint(x: 20, y: 0))
        #expect(CATransform3DConcat(scale, translate).projecting(.zero) == CGPoint(x: 10, y: 0))
        // The affine equivalents agree.
        let affine = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CATransform3DConcat(translate, scale) == CATransform3DMakeAffineTransform(affine))
    }

    @Test func translateScaleAndRotatePrependTheNewStep() {
        let scaled = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DTranslate(scaled, 5, 0, 0).projecting(.zero) == CGPoint(x: 10, y: 0))
        let translated = CATransform3DMakeTranslation(5, 0, 0)
        #expect(CATransform3DScale(translated, 3, 3, 1).projecting(CGPoint(x: 1, y: 1)) == CGPoint(x: 8, y: 3))
        let rotated = CATransform3DRotate(translated, .pi / 2, 0, 0, 1).projecting(CGPoint(x: 1, y: 0))
        #expect(rotated.map { close($0, CGPoint(x: 5, y: 1), 1e-12) } == true)
    }

    @Test func invertMatchesHandComputedInverses() {
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
        var t = CATransform3DMakeRotation(0.3, 1, 2, 3)
        t = CATransform3DTranslate(t, 4, 5, 6)
        t.m34 = -1 / 700
        #expect(closeMatrix(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func affineConversionsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.rowMajorValues == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DGetAffineTransform(perspective) == affine)
        #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
    }
}
