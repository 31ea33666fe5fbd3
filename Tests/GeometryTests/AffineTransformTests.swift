import Foundation
import Geometry
import TestSupport
import Testing

@Suite struct AffineTransformTests {
    @Test func concatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        // Translate first, then scale: (1, 1) → (11, 1) → (22, 3).
        let translateThenScale = translate.concatenating(scale)
        #expect(translateThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 3))
        // Scale first, then translate: (1, 1) → (2, 3) → (12, 3).
        let scaleThenTranslate = scale.concatenating(translate)
        #expect(scaleThenTranslate == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 3))
        // The same with a vertical translation: (1, 1) → (2, 3) → (12, 23), and (11, 21) → (22, 63).
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        let moveThenScale = CGAffineTransform(translationX: 10, y: 20).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
    }

    @Test func concatenatingGeneralMatricesMatchesTheRowVectorProduct() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [1 2 0; 3 4 0; 5 6 1] · [7 8 0; 9 10 0; 11 12 1]
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(quarter.a, 0) && close(quarter.b, 1) && close(quarter.c, -1) && close(quarter.d, 0))
        // +x (right) goes to +y (down): clockwise as seen on screen.
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        let sixth = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(close(CGPoint(x: 2, y: 0).applying(sixth), CGPoint(x: 3.0.squareRoot(), y: 1)))
    }

    @Test func invertedMatchesTheHandComputedInverse() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        // det 1; linear inverse [1 −1; −1 2]; translation −(3, 4) · that = (1, −5).
        #expect(t.inverted() == CGAffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 1, ty: -5))
        #expect(CGPoint(x: 3, y: 4).applying(t.inverted()) == .zero)
        #expect(t.concatenating(t.inverted()) == .identity)
    }

    @Test func invertedUndoesARotatedScaledTranslatedTransform() {
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -4)
        let point = CGPoint(x: 3, y: 9).applying(transform).applying(transform.inverted())
        #expect(abs(point.x - 3) < 1e-9 && abs(point.y - 9) < 1e-9)
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 7, ty: 8)
        #expect(flat.inverted() == flat)
        let squashed = CGAffineTransform(scaleX: 0, y: 1)
        #expect(squashed.inverted() == squashed)
    }

    @Test func scaledTranslatedAndRotatedApplyTheNewStepFirst() {
        let scaled = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 12, y: 22))
        let translated = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 1)
        #expect(translated == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 3))
        #expect(
            CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)) == CGPoint(x: 10, y: 0))
        let rotated = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 5, y: 1)))
    }

    @Test func rectApplyingGivesTheBoundingBoxOfTheTransformedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        // Corners (0,0) (4,0) (0,2) (4,2) → (0,0) (0,4) (−2,0) (−2,4).
        #expect(
            close(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -2, y: 0, width: 2, height: 4)))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -4, y: 0, width: 4, height: 4))
        #expect(rect.applying(CGAffineTransform(translationX: 3, y: -1)) == CGRect(x: 3, y: -1, width: 4, height: 2))
    }

    @Test func sizeApplyingUsesOnlyTheLinearPart() {
        let size = CGSize(width: 3, height: 4).applying(
            CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 9, y: 9))
        #expect(close(size.width, -4) && close(size.height, 3))
    }

    @Test func edgeInsetsShrinkARectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
            by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(rect == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func aboutAPointLeavesThatPointFixed() {
        // A quarter turn about (10, 0): the point itself stays, (20, 0) goes to (10, 10).
        let turn = CGAffineTransform(rotationAngle: .pi / 2).about(CGPoint(x: 10, y: 0))
        #expect(close(CGPoint(x: 10, y: 0).applying(turn), CGPoint(x: 10, y: 0)))
        #expect(close(CGPoint(x: 20, y: 0).applying(turn), CGPoint(x: 10, y: 10)))
        // A scale by 2 about (5, 5) maps (6, 5) to (7, 5).
        #expect(
            CGPoint(x: 6, y: 5).applying(CGAffineTransform(scaleX: 2, y: 2).about(CGPoint(x: 5, y: 5)))
                == CGPoint(x: 7, y: 5))
    }
}
