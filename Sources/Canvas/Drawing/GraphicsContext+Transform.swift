import CCairo
import Geometry
import ImageCodecs

extension GraphicsContext {
    /// The current transform from user space to the surface's points (`cairo_get_matrix`,
    /// `cairo_set_matrix`). Starts as the identity; the surface's device scale is not part of it.
    public var transform: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(matrix)
    }

    /// Replaces the current transform (`cairo_set_matrix`).
    ///
    /// - Throws: ``CanvasError`` (`invalid matrix`) when `matrix` is not invertible.
    public func setTransform(_ matrix: CGAffineTransform) throws {
        try checkInvertible(matrix, "set transform")
        var cairoMatrix = matrix.cairoMatrix
        cairo_set_matrix(cairo, &cairoMatrix)
        try checkStatus("set transform")
    }

    /// Applies `matrix` to user space before the current transform, as
    /// `CGContextConcatCTM` does (`cairo_transform`).
    ///
    /// - Throws: ``CanvasError`` (`invalid matrix`) when `matrix` is not invertible.
    public func concatenate(_ matrix: CGAffineTransform) throws {
        try checkInvertible(matrix, "concatenate transform")
        var cairoMatrix = matrix.cairoMatrix
        cairo_transform(cairo, &cairoMatrix)
        try checkStatus("concatenate transform")
    }

    /// Moves user space's origin by (`x`, `y`) (`cairo_translate`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func translateBy(x: Double, y: Double) throws {
        try concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space (`cairo_scale`).
    ///
    /// - Throws: ``CanvasError`` (`invalid matrix`) when a factor is zero or not finite.
    public func scaleBy(x: Double, y: Double) throws {
        try concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians, clockwise on screen (`cairo_rotate`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func rotate(by angle: Double) throws {
        try concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// cairo puts the whole context into a sticky error state for a singular matrix, after
    /// which nothing else draws; reject it first with cairo's own status text.
    private func checkInvertible(_ matrix: CGAffineTransform, _ operation: String) throws(CanvasError) {
        let values = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard values.allSatisfy(\.isFinite), determinant != 0, determinant.isFinite else {
            throw CanvasError(status: CAIRO_STATUS_INVALID_MATRIX, operation: operation)
        }
    }
}
