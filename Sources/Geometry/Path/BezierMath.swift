import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// Curve arithmetic the path's bounding boxes, containment and arcs share.
    enum BezierMath {
        /// The point at `t` of the quadratic curve `p0, c, p1`.
        static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
            let u = 1 - t
            return CGPoint(
                x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
        }

        /// The point at `t` of the cubic curve `p0, c1, c2, p1`.
        static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(
                x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
        }

        /// The parameters in (0, 1) where one coordinate of a quadratic curve has an extremum.
        static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
            // d/dt of (1-t)²a + 2(1-t)t b + t² c = 2[(b - a) + t(a - 2b + c)]
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return [] }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? [t] : []
        }

        /// The parameters in (0, 1) where one coordinate of a cubic curve has an extremum.
        static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
            // The derivative is a quadratic a t² + b t + c.
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let c = p1 - p0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots.append((-b + root) / (2 * a))
                    roots.append((-b - root) / (2 * a))
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }

        /// The cubic curves (control1, control2, end) of an arc of `radius` about `center` from
        /// `start` sweeping `delta` radians (positive: increasing angle), in pieces of at most a
        /// quarter turn, each with the usual 4/3·tan(θ/4) control distance.
        static func arc(center: CGPoint, radius: CGFloat, start: CGFloat, delta: CGFloat)
            -> [(CGPoint, CGPoint, CGPoint)]
        {
            guard delta != 0, radius > 0 else { return [] }
            let pieces = WholeNumber.clamped(abs(delta) / (CGFloat.pi / 2) - 1e-9, .up, to: 1...1_000_000)
            let step = delta / CGFloat(pieces)
            let k = 4 / 3 * tan(step / 4)
            var curves: [(CGPoint, CGPoint, CGPoint)] = []
            for piece in 0..<pieces {
                let a = start + step * CGFloat(piece)
                let b = a + step
                let p0 = CGPoint(x: cos(a), y: sin(a))
                let p3 = CGPoint(x: cos(b), y: sin(b))
                let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
                let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
                func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
                curves.append((place(c1), place(c2), place(p3)))
            }
            return curves
        }
    }
#endif
