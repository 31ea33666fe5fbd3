import Foundation

/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The same layout and meaning as Core Graphics' `CGAffineTransform` (and cairo's
/// `cairo_matrix_t` with `xx = a`, `yx = b`, `xy = c`, `yy = d`, `x0 = tx`, `y0 = ty`), so a
/// layout's transform converts field by field. Canvas owns this type so that it never depends on
/// the layout engine.
public struct Matrix: Sendable, Hashable {
    /// The x scale / rotation component.
    public var a: Double
    /// The y shear / rotation component.
    public var b: Double
    /// The x shear / rotation component.
    public var c: Double
    /// The y scale / rotation component.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a matrix from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Matrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically about the origin.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin; positive angles turn clockwise on screen
    /// (y grows downwards), as in UIKit.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// The determinant `a·d − b·c`; zero for a transform that flattens everything onto a line.
    public var determinant: Double { a * d - b * c }

    /// The transform that applies `self` first and then `other` (as `CGAffineTransform`'s
    /// `concatenating(_:)`).
    public func concatenating(_ other: Matrix) -> Matrix {
        Matrix(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform preceded by a translation (as `CGAffineTransform.translatedBy(x:y:)`).
    public func translatedBy(x: Double, y: Double) -> Matrix {
        Matrix(translationX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a scale (as `CGAffineTransform.scaledBy(x:y:)`).
    public func scaledBy(x: Double, y: Double) -> Matrix {
        Matrix(scaleX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a rotation (as `CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: Double) -> Matrix {
        Matrix(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `nil` when the determinant is zero or not finite.
    public func inverted() -> Matrix? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Matrix(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where `point` goes under this transform.
    public func apply(to point: Point2D) -> Point2D {
        Point2D(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
