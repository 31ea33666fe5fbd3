import CCairo
import Geometry

extension CGAffineTransform {
    /// The same transform as a `cairo_matrix_t` (`xx = a`, `yx = b`, `xy = c`, `yy = d`,
    /// `x0 = tx`, `y0 = ty`: the two share their layout and meaning).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// A transform read from a `cairo_matrix_t`.
    init(_ matrix: cairo_matrix_t) {
        self.init(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }
}
