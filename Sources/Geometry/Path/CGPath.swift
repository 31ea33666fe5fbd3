import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// An immutable graphics path with the shape of CoreGraphics' `CGPath`: subpaths of lines and
    /// quadratic and cubic Bézier curves, their bounding boxes, and whether they enclose a point.
    ///
    /// ``CGMutablePath`` builds one. Nothing is drawn from a path headlessly; masks and shapes
    /// hold it (`CAShapeLayer.path`, `UIBezierPath.cgPath`) and code reads its geometry.
    ///
    /// A reference wrapper over the package's one path value, ``Path`` (``path``).
    public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The path's elements, as a value.
        public internal(set) var path: Path

        /// The CoreGraphics form of `path`.
        public init(_ path: Path) {
            self.path = path
        }

        /// A closed rectangle: a move to the origin, lines to the other three corners, a close
        /// (CoreGraphics' `CGPath(rect:transform:)`).
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(path.path)
        }

        /// An ellipse that fits `rect`, as four cubic curves starting at (maxX, midY)
        /// (CoreGraphics' `CGPath(ellipseIn:transform:)`).
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
            let path = CGMutablePath()
            path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(path.path)
        }

        /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (CoreGraphics'
        /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>? = nil
        ) {
            let path = CGMutablePath()
            path.addRoundedRect(
                in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                transform: transform?.pointee ?? .identity)
            self.init(path.path)
        }

        // MARK: Reading

        /// Whether the path has no elements.
        public var isEmpty: Bool { path.isEmpty }

        /// The point the next element starts from: the end of the last element, the start of
        /// the subpath after a close, `.zero` for an empty path (CoreGraphics' rule).
        public var currentPoint: CGPoint {
            var subpathStart = CGPoint.zero
            var current = CGPoint.zero
            for segment in path.elements {
                switch segment {
                case .move(let p):
                    subpathStart = p
                    current = p
                case .close: current = subpathStart
                default: current = segment.points.last ?? current
                }
            }
            return current
        }

        /// The smallest rectangle holding every point of the path, control points included;
        /// the null rectangle for an empty path (CoreGraphics' `boundingBox`).
        public var boundingBox: CGRect {
            Self.bounds(of: path.elements.flatMap(\.points))
        }

        /// The smallest rectangle holding the path itself, without its control points: curves
        /// contribute their extrema (CoreGraphics' `boundingBoxOfPath`). Null when empty.
        public var boundingBoxOfPath: CGRect {
            var points: [CGPoint] = []
            var current = CGPoint.zero
            var subpathStart = CGPoint.zero
            for segment in path.elements {
                switch segment {
                case .move(let p):
                    points.append(p)
                    current = p
                    subpathStart = p
                case .line(let p):
                    points.append(p)
                    current = p
                case .quadCurve(let e, let c):
                    points.append(e)
                    for t in BezierMath.quadExtrema(current.x, c.x, e.x) + BezierMath.quadExtrema(current.y, c.y, e.y) {
                        points.append(BezierMath.quad(current, c, e, at: t))
                    }
                    current = e
                case .curve(let e, let c1, let c2):
                    points.append(e)
                    let ts =
                        BezierMath.cubicExtrema(current.x, c1.x, c2.x, e.x)
                        + BezierMath.cubicExtrema(current.y, c1.y, c2.y, e.y)
                    for t in ts { points.append(BezierMath.cubic(current, c1, c2, e, at: t)) }
                    current = e
                case .close: current = subpathStart
                }
            }
            return Self.bounds(of: points)
        }

        /// Whether the path, filled with `rule` after `transform`, encloses `point`. Each
        /// subpath counts as closed, as when filling; curves are followed closely (flattened
        /// to 64 chords each).
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            var winding = 0
            var crossings = 0
            for polygon in polygons(transform: transform) where polygon.count > 1 {
                for index in polygon.indices {
                    let a = polygon[index]
                    let b = polygon[(index + 1) % polygon.count]
                    if a.y <= point.y {
                        if b.y > point.y, cross(a, b, point) > 0 {
                            winding += 1
                            crossings += 1
                        }
                    } else if b.y <= point.y, cross(a, b, point) < 0 {
                        winding -= 1
                        crossings += 1
                    }
                }
            }
            return rule == .winding ? winding != 0 : crossings % 2 == 1
        }

        /// Whether the path is exactly one rectangle (move, three lines, an optional fourth
        /// line back, close); `rect` receives it (CoreGraphics' `isRect(_:)`).
        public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
            var points: [CGPoint] = []
            for (index, segment) in path.elements.enumerated() {
                switch segment {
                case .move(let p) where index == 0: points.append(p)
                case .line(let p) where index > 0: points.append(p)
                case .close where index == path.elements.count - 1: break
                default: return false
                }
            }
            if points.count == 5, points[4] == points[0] { points.removeLast() }
            guard points.count == 4 else { return false }
            let xs = Set(points.map(\.x))
            let ys = Set(points.map(\.y))
            guard xs.count == 2, ys.count == 2 else { return false }
            for index in 0..<4 {
                let a = points[index]
                let b = points[(index + 1) % 4]
                guard a.x == b.x || a.y == b.y else { return false }
            }
            rect?.pointee = Self.bounds(of: points)
            return true
        }

        /// Calls `block` with each element in order (CoreGraphics' `applyWithBlock(_:)`).
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
            defer { buffer.deallocate() }
            for segment in path.elements {
                let points = segment.points
                for (index, point) in points.enumerated() { (buffer + index).initialize(to: point) }
                var element = CGPathElement(type: Self.type(of: segment), points: buffer)
                withUnsafePointer(to: &element) { block($0) }
            }
        }

        // MARK: Copies

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(path) }

        /// An immutable copy with every point transformed by `transform`.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            let t = transform?.pointee ?? .identity
            return CGPath(path.applying(t))
        }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

        /// A mutable copy with every point transformed by `transform`.
        public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
            let t = transform?.pointee ?? .identity
            return CGMutablePath(path.applying(t))
        }

        // MARK: Equality

        /// Equal when both paths have the same elements with the same points (`CFEqual`).
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

        /// A hash of the elements.
        public func hash(into hasher: inout Hasher) { hasher.combine(path) }

        /// The elements, one per line, as `move (x, y)`, `line (x, y)`, `quad …`, `curve …`, `close`.
        public var description: String {
            let lines = path.elements.map { segment -> String in
                let points = segment.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
                switch segment {
                case .move: return "move \(points)"
                case .line: return "line \(points)"
                case .quadCurve: return "quad \(points)"
                case .curve: return "curve \(points)"
                case .close: return "close"
                }
            }
            return "CGPath(\(lines.joined(separator: "; ")))"
        }

        // MARK: Helpers

        /// The element type CoreGraphics reports for `element`.
        static func type(of element: Path.Element) -> CGPathElementType {
            switch element {
            case .move: .moveToPoint
            case .line: .addLineToPoint
            case .quadCurve: .addQuadCurveToPoint
            case .curve: .addCurveToPoint
            case .close: .closeSubpath
            }
        }

        static func bounds(of points: [CGPoint]) -> CGRect {
            guard let first = points.first else { return .null }
            var minX = first.x
            var maxX = first.x
            var minY = first.y
            var maxY = first.y
            for p in points.dropFirst() {
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        /// The subpaths as polygons (curves flattened), transformed by `transform`.
        func polygons(transform: CGAffineTransform) -> [[CGPoint]] {
            var polygons: [[CGPoint]] = []
            var current: [CGPoint] = []
            var point = CGPoint.zero
            var subpathStart = CGPoint.zero
            let chords = 64
            func finish() {
                if !current.isEmpty { polygons.append(current) }
                current = []
            }
            for segment in path.elements {
                switch segment {
                case .move(let p):
                    finish()
                    current = [p]
                    point = p
                    subpathStart = p
                case .line(let p):
                    if current.isEmpty { current = [point] }
                    current.append(p)
                    point = p
                case .quadCurve(let e, let c):
                    if current.isEmpty { current = [point] }
                    for step in 1...chords {
                        current.append(BezierMath.quad(point, c, e, at: CGFloat(step) / CGFloat(chords)))
                    }
                    point = e
                case .curve(let e, let c1, let c2):
                    if current.isEmpty { current = [point] }
                    for step in 1...chords {
                        current.append(BezierMath.cubic(point, c1, c2, e, at: CGFloat(step) / CGFloat(chords)))
                    }
                    point = e
                case .close:
                    finish()
                    point = subpathStart
                }
            }
            finish()
            guard transform != .identity else { return polygons }
            return polygons.map { $0.map { $0.applying(transform) } }
        }

        /// Twice the signed area of the triangle `a, b, p` (positive when `p` is left of `a→b`).
        private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
            (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        }
    }
#endif
