import Canvas
import Foundation
import Testing

@Suite("Matrix")
struct MatrixTests {
    @Test func concatenatingAppliesSelfFirst() {
        let scaleThenMove = Matrix(scaleX: 2, y: 3).concatenating(Matrix(translationX: 10, y: 20))
        #expect(scaleThenMove.apply(to: Point2D(x: 1, y: 1)) == Point2D(x: 12, y: 23))
        let moveThenScale = Matrix(translationX: 10, y: 20).concatenating(Matrix(scaleX: 2, y: 3))
        #expect(moveThenScale.apply(to: Point2D(x: 1, y: 1)) == Point2D(x: 22, y: 63))
    }

    @Test func quarterTurnSendsXAxisDownOnScreen() {
        let point = Matrix(rotationAngle: .pi / 2).apply(to: Point2D(x: 1, y: 0))
        #expect(abs(point.x) < 1e-12)
        #expect(abs(point.y - 1) < 1e-12)
    }

    @Test func translatedByPrependsLikeCoreGraphics() {
        let matrix = Matrix(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(matrix.apply(to: .zero) == Point2D(x: 10, y: 0))
    }

    @Test func invertedUndoesTheTransform() throws {
        let matrix = Matrix(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -4)
        let inverse = try #require(matrix.inverted())
        let point = inverse.apply(to: matrix.apply(to: Point2D(x: 3, y: 9)))
        #expect(abs(point.x - 3) < 1e-9 && abs(point.y - 9) < 1e-9)
    }

    @Test func singularMatrixHasNoInverse() {
        #expect(Matrix(scaleX: 0, y: 1).inverted() == nil)
    }
}
