import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    extension CGPoint {
        /// The point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t`'s linear part (no translation); components may be negative.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle containing the transformed corners of this rectangle.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull || isInfinite { return self }
            if t.b == 0, t.c == 0 {
                // Axis-aligned fast path, as CoreGraphics does: exact for scales and translations.
                return CGRect(
                    x: minX * t.a + t.tx, y: minY * t.d + t.ty,
                    width: width * t.a, height: height * t.d
                ).standardized
            }
            let corners = [
                CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
                CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
            ]
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let minPoint = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
            return CGRect(
                x: minPoint.x, y: minPoint.y,
                width: (xs.max() ?? 0) - minPoint.x, height: (ys.max() ?? 0) - minPoint.y
            )
        }
    }
#endif
