import Foundation
import Reel

/// An element's `transform3D` taken apart for the inspector: translation, scale, rotation and
/// perspective, in the order Core Animation composes them (scale and rotate about the centre,
/// then translate; the perspective entries of the fourth column apart).
///
/// The upper 3 × 3 block is split into row lengths (the scales; the x scale negative when the
/// block mirrors) and the rotation left when they are divided out, read as angles about x, y and
/// z in degrees (z last, so a flat rotation is `rotation.z` alone). Shear is not separated: a
/// sheared block shows as scales and angles that reproduce its rows' lengths and directions.
struct TransformDecomposition: Encodable, Equatable {
    /// `m41`, `m42`, `m43`: points.
    var translation: [Double]
    /// The lengths of the first three rows: x, y and z scale.
    var scale: [Double]
    /// Rotations about x, y and z in degrees.
    var rotation: [Double]
    /// `m34`: the perspective along z (`-1 / eyeDistance`; 0 for none).
    var m34: Double
    /// `m14`, `m24`, `m34`: the whole perspective column.
    var perspective: [Double]
    /// Whether the transform is the identity.
    var isIdentity: Bool

    init(_ m: CATransform3D) {
        translation = [m.m41, m.m42, m.m43].map(Self.tidy)
        var rows = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]].map { $0.map(Double.init) }
        var scales = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        let determinant =
            rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
            - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
            + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
        if determinant < 0 { scales[0] = -scales[0] }
        for index in 0..<3 where scales[index] != 0 { rows[index] = rows[index].map { $0 / scales[index] } }
        // Rows of R = Rx · Ry · Rz (row vectors): r02 = -sin y; r12 / r22 give x; r01 / r00 give z.
        let y = asin(max(-1, min(1, -rows[0][2])))
        let x: Double
        let z: Double
        if abs(cos(y)) > 1e-9 {
            x = atan2(rows[1][2], rows[2][2])
            z = atan2(rows[0][1], rows[0][0])
        } else {
            x = atan2(-rows[2][1], rows[1][1])
            z = 0
        }
        scale = scales.map(Self.tidy)
        rotation = [x, y, z].map { Self.tidy($0 * 180 / .pi) }
        m34 = Self.tidy(Double(m.m34))
        perspective = [m.m14, m.m24, m.m34].map { Self.tidy(Double($0)) }
        isIdentity = CATransform3DIsIdentity(m)
    }

    /// `value` to 6 decimals, without a negative zero.
    static func tidy(_ value: Double) -> Double {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded
    }

    static func tidy(_ value: CGFloat) -> Double { tidy(Double(value)) }
}
