import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// A path that is built element by element, with the shape of CoreGraphics' `CGMutablePath`.
    ///
    /// Every method takes an optional `transform` applied to the points it adds, as in
    /// CoreGraphics. Lines and curves added to an empty path start from (0, 0); arcs start with
    /// a line from the current point (or a move when the path is empty).
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public init() {
            super.init(Path())
        }

        /// A mutable path starting as `path`.
        public override init(_ path: Path) {
            super.init(path)
        }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            path.move(to: point.applying(transform))
        }

        /// A straight line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            path.addLine(to: point.applying(transform))
        }

        /// A new subpath through `points`: a move to the first, lines to the others.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// A quadratic Bézier curve with `control` to `end`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
        }

        /// A cubic Bézier curve with `control1` and `control2` to `end`.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            path.addCurve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        }

        /// A closed rectangular subpath: move to the origin, lines to (maxX, minY), (maxX, maxY),
        /// (minX, maxY), close.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            let r = rect.standardized
            addLines(
                between: [
                    CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// One closed subpath per rectangle.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// A closed ellipse that fits `rect`: four cubic curves from (maxX, midY) through
        /// (midX, maxY), (minX, midY) and (midX, minY), their control points on the rectangle's
        /// edges, so the bounding box is `rect` exactly.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            let r = rect.standardized
            let center = CGPoint(x: r.midX, y: r.midY)
            let unit = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
            let t = unit.concatenating(transform)
            move(to: CGPoint(x: 1, y: 0), transform: t)
            for (c1, c2, end) in BezierMath.arc(center: .zero, radius: 1, start: 0, delta: 2 * .pi) {
                addCurve(to: end, control1: c1, control2: c2, transform: t)
            }
            closeSubpath()
        }

        /// A closed rectangle with elliptical corners; corner sizes are clamped to half the
        /// rectangle's width and height. Starts at (minX + cornerWidth, minY) and runs towards
        /// maxX.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let r = rect.standardized
            let w = max(0, min(cornerWidth, r.width / 2))
            let h = max(0, min(cornerHeight, r.height / 2))
            guard w > 0, h > 0 else {
                addRect(r, transform: transform)
                return
            }
            move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
            let corners: [(CGPoint, CGFloat)] = [
                (CGPoint(x: r.maxX - w, y: r.minY + h), -.pi / 2),
                (CGPoint(x: r.maxX - w, y: r.maxY - h), 0),
                (CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
                (CGPoint(x: r.minX + w, y: r.minY + h), .pi),
            ]
            for (center, start) in corners {
                let unit = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y)
                let t = unit.concatenating(transform)
                addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: t)
                for (c1, c2, end) in BezierMath.arc(center: .zero, radius: 1, start: start, delta: .pi / 2) {
                    addCurve(to: end, control1: c1, control2: c2, transform: t)
                }
            }
            closeSubpath()
        }

        /// An arc of `radius` about `center` from `startAngle` to `endAngle` (radians, measured
        /// from the positive x axis towards the positive y axis). `clockwise` is CoreGraphics'
        /// sense in its y-up space: `false` sweeps towards increasing angles, `true` towards
        /// decreasing ones — so in UIKit's flipped (y-down) view coordinates `clockwise: false`
        /// looks clockwise. A sweep of a whole turn or more draws the full circle. A line joins
        /// the current point to the arc's start (a move when the path is empty).
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            var delta = endAngle - startAngle
            let turn = 2 * CGFloat.pi
            if abs(delta) >= turn {
                delta = clockwise ? -turn : turn
            } else if clockwise, delta > 0 {
                delta -= turn
            } else if !clockwise, delta < 0 {
                delta += turn
            }
            addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
        }

        /// An arc of `radius` about `center` from `startAngle` sweeping `delta` radians (positive
        /// towards increasing angles), joined to the current point by a line.
        public func addRelativeArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
            transform: CGAffineTransform = .identity
        ) {
            let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
            if isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
            for (c1, c2, end) in BezierMath.arc(center: center, radius: radius, start: startAngle, delta: delta) {
                addCurve(to: end, control1: c1, control2: c2, transform: transform)
            }
        }

        /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to
        /// the line from `tangent1End` to `tangent2End`, preceded by a line from the current
        /// point to the first tangent point (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`).
        public func addArc(
            tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let inverse = transform.inverted()
            let p0 = currentPoint.applying(inverse)
            let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
            let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
            let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
            let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
            let cross = v1.dx * v2.dy - v1.dy * v2.dx
            guard l1 > 0, l2 > 0, cross != 0, radius > 0 else {
                addLine(to: tangent1End, transform: transform)
                return
            }
            let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
            let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
            let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
            let distance = radius / tan(angle / 2)
            let t1 = CGPoint(x: tangent1End.x + u1.dx * distance, y: tangent1End.y + u1.dy * distance)
            let t2 = CGPoint(x: tangent1End.x + u2.dx * distance, y: tangent1End.y + u2.dy * distance)
            let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
            let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
            let centerDistance = radius / sin(angle / 2)
            let center = CGPoint(
                x: tangent1End.x + bisector.dx / bisectorLength * centerDistance,
                y: tangent1End.y + bisector.dy / bisectorLength * centerDistance)
            let start = atan2(t1.y - center.y, t1.x - center.x)
            var end = atan2(t2.y - center.y, t2.x - center.x)
            // The arc turns the short way round, the direction the corner turns.
            if cross > 0 {
                while end > start { end -= 2 * .pi }
            } else {
                while end < start { end += 2 * .pi }
            }
            if isEmpty { move(to: t1, transform: transform) } else { addLine(to: t1, transform: transform) }
            for (c1, c2, p) in BezierMath.arc(center: center, radius: radius, start: start, delta: end - start) {
                addCurve(to: p, control1: c1, control2: c2, transform: transform)
            }
        }

        /// Appends `path`'s elements, transformed by `transform`.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            self.path.addPath(path.path.applying(transform))
        }

        /// Closes the current subpath with a line back to its start.
        public func closeSubpath() {
            path.closeSubpath()
        }
    }
#endif
