import Foundation

#if !canImport(Darwin) || !canImport(QuartzCore)
    /// A 4×4 homogeneous transform with Core Animation's layout and conventions.
    ///
    /// Points are row vectors multiplied on the left: `p' = p · M`. `m34` carries perspective
    /// (`m34 = −1 / eyeDistance`). On Apple platforms QuartzCore provides this type and the
    /// `CATransform3D…` functions; these declarations are compiled out there.
    public struct CATransform3D: Hashable, Sendable {
        /// Row 1: the image of the x axis (m14 is its perspective term).
        public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
        /// Row 2: the image of the y axis.
        public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
        /// Row 3: the image of the z axis; `m34 = −1/d` gives perspective from eye distance d.
        public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
        /// Row 4: the translation (m41, m42, m43) and m44.
        public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

        /// A transform from its 16 entries.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
            m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
            m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
            m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
        ) {
            self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
            self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
            self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
            self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
        }

        /// The identity transform (Core Animation's zero-argument initializer gives identity too).
        public init() {
            self.init(
                m11: 1, m12: 0, m13: 0, m14: 0,
                m21: 0, m22: 1, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0,
                m41: 0, m42: 0, m43: 0, m44: 1
            )
        }
    }

    /// The identity transform.
    public let CATransform3DIdentity = CATransform3D()

    /// Whether `t` is the identity transform.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

    /// Whether two transforms are exactly equal.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

    /// A translation by `(tx, ty, tz)`.
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    /// A scale by `(sx, sy, sz)`.
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m11 = sx; t.m22 = sy; t.m33 = sz
        return t
    }

    /// A rotation by `angle` radians about the vector `(x, y, z)`; a zero vector gives identity.
    public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return CATransform3DIdentity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        return CATransform3D(
            m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
            m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
            m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// `a` followed by `b` (the matrix product `a · b`): a point is transformed by `a` first.
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        )
    }

    /// A translation applied before `t`.
    public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D
    {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    /// A scale applied before `t`.
    public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

    /// A rotation applied before `t`.
    public func CATransform3DRotate(
        _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// The inverse of `t`, or `t` unchanged when it is not invertible (as Core Animation does).
    public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
        guard let inverse = invert4x4(t.rows) else { return t }
        return CATransform3D(rows: inverse)
    }

    /// The 3D form of an affine transform.
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        CATransform3D(
            m11: m.a, m12: m.b, m13: 0, m14: 0,
            m21: m.c, m22: m.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: m.tx, m42: m.ty, m43: 0, m44: 1
        )
    }

    /// Whether `t` can be represented exactly as an affine transform.
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
            && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
            && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part of `t` (the x/y rows and translation), ignoring everything else.
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }

    extension CATransform3D {
        init(rows r: [[CGFloat]]) {
            self.init(
                m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3]
            )
        }

        var rows: [[CGFloat]] {
            [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
        }
    }

    /// Gauss–Jordan inversion with partial pivoting; nil for a singular matrix.
    private func invert4x4(_ m: [[CGFloat]]) -> [[CGFloat]]? {
        var a = m
        var inv: [[CGFloat]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-12
            else { return nil }
            a.swapAt(column, pivot)
            inv.swapAt(column, pivot)
            let scale = a[column][column]
            for j in 0..<4 {
                a[column][j] /= scale
                inv[column][j] /= scale
            }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for j in 0..<4 {
                    a[row][j] -= factor * a[column][j]
                    inv[row][j] -= factor * inv[column][j]
                }
            }
        }
        return inv
    }
#endif

extension CATransform3D {
    /// Where `point` (at depth `z`, in the element's own coordinates about its anchor) lands
    /// after this transform, with the perspective divide: `(x, y, z, 1) · M`, then x and y
    /// divided by w. Nil when the point is at or behind the eye (w ≤ 0) or the result is not finite.
    ///
    /// With `m34 = −1/d` (the usual perspective setup) a point at depth z' after the other
    /// transforms is scaled by `d / (d − z')` towards the anchor.
    public func projecting(_ point: CGPoint, z: CGFloat = 0) -> CGPoint? {
        let x = point.x * m11 + point.y * m21 + z * m31 + m41
        let y = point.x * m12 + point.y * m22 + z * m32 + m42
        let w = point.x * m14 + point.y * m24 + z * m34 + m44
        guard w > 0 else { return nil }
        let projected = CGPoint(x: x / w, y: y / w)
        guard projected.x.isFinite, projected.y.isFinite else { return nil }
        return projected
    }

    /// The 16 entries in row-major order, `m11 … m44` (the JSON dump's order).
    public var rowMajorValues: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
