import CollectionLayout
import Foundation

#if !canImport(Darwin)
    /// UIKit's `UIBezierPath`: a path of lines and curves over a ``CGPath``, with UIKit's
    /// constructors (rectangles, ovals, rounded rectangles, arcs), drawing attributes and
    /// geometry queries (`bounds`, `currentPoint`, `contains(_:)`).
    ///
    /// Angles are in UIKit's view coordinates (y down): `clockwise: true` sweeps towards
    /// increasing angles, which on screen turns clockwise — the opposite flag of
    /// `CGMutablePath.addArc`, whose sense is CoreGraphics' y-up one. Nothing is drawn
    /// headlessly: `fill()`, `stroke()` and `addClip()` do nothing.
    open class UIBezierPath: NSObject {
        private var path = CGMutablePath()

        /// An empty path.
        public override init() {
            super.init()
        }

        /// A closed rectangle from `rect`'s origin, clockwise on screen: origin, (maxX, minY),
        /// (maxX, maxY), (minX, maxY).
        public convenience init(rect: CGRect) {
            self.init()
            path.addRect(rect)
        }

        /// A closed oval inscribed in `rect` (four cubic curves; `bounds` is `rect`).
        public convenience init(ovalIn rect: CGRect) {
            self.init()
            path.addEllipse(in: rect)
        }

        /// A rectangle with all four corners rounded by `cornerRadius`, clamped to half the
        /// shorter side. (UIKit draws continuous "squircle" corners; these are circular arcs, so
        /// points near a corner differ slightly, the bounds do not.)
        public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
            self.init(
                roundedRect: rect, byRoundingCorners: .allCorners,
                cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
        }

        /// A rectangle with the `corners` rounded by `cornerRadii` (each clamped to half the
        /// rectangle's width and height), starting at the top-left and running clockwise.
        public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)
        {
            self.init()
            let r = rect.standardized
            let limit = min(r.width, r.height) / 2
            let rx = max(0, min(cornerRadii.width, limit))
            let ry = max(0, min(cornerRadii.height, limit))
            func radius(_ corner: UIRectCorner) -> CGSize {
                corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero
            }
            let topLeft = radius(.topLeft)
            let topRight = radius(.topRight)
            let bottomRight = radius(.bottomRight)
            let bottomLeft = radius(.bottomLeft)
            path.move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX - topRight.width, y: r.minY))
            addCorner(
                center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), size: topRight, from: -.pi / 2
            )
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height))
            addCorner(
                center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), size: bottomRight,
                from: 0)
            path.addLine(to: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY))
            addCorner(
                center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), size: bottomLeft,
                from: .pi / 2)
            path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft.height))
            addCorner(center: CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), size: topLeft, from: .pi)
            path.closeSubpath()
        }

        /// An open arc of `radius` about `center` from `startAngle` to `endAngle` (radians),
        /// `clockwise` on screen (towards increasing angles in y-down coordinates).
        public convenience init(
            arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            self.init()
            addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }

        /// A path with `cgPath`'s elements.
        public convenience init(cgPath: CGPath) {
            self.init()
            self.cgPath = cgPath
        }

        /// For ported code that keeps UIKit's archiving initialiser; an empty path.
        public required init?(coder: NSCoder) {
            super.init()
        }

        // MARK: The path

        /// The path's elements as an immutable ``CGPath`` (a copy); setting it replaces them.
        open var cgPath: CGPath {
            get { path.copy() ?? CGPath(rect: .null) }
            set { path = newValue.mutableCopy() ?? CGMutablePath() }
        }

        /// Starts a new subpath at `point`.
        open func move(to point: CGPoint) { path.move(to: point) }

        /// A straight line to `point`.
        open func addLine(to point: CGPoint) { path.addLine(to: point) }

        /// A cubic Bézier curve to `endPoint`.
        open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
            path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
        }

        /// A quadratic Bézier curve to `endPoint`.
        open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
            path.addQuadCurve(to: endPoint, control: controlPoint)
        }

        /// An arc, `clockwise` on screen, joined to the current point by a line (a move when the
        /// path is empty).
        open func addArc(
            withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            path.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }

        /// Closes the current subpath.
        open func close() { path.closeSubpath() }

        /// Removes every element.
        open func removeAllPoints() { path = CGMutablePath() }

        /// Appends `bezierPath`'s elements.
        open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

        /// Transforms every point by `transform`.
        open func apply(_ transform: CGAffineTransform) {
            var t = transform
            path = path.mutableCopy(using: &t) ?? path
        }

        /// A path with the same subpaths run backwards.
        open func reversing() -> UIBezierPath {
            let reversed = UIBezierPath()
            for subpath in subpaths().reversed() {
                let last = subpath.pieces.last?.points.last ?? subpath.start
                reversed.path.move(to: last)
                for (index, piece) in subpath.pieces.enumerated().reversed() {
                    let end = index == 0 ? subpath.start : subpath.pieces[index - 1].points.last ?? subpath.start
                    switch piece.type {
                    case .addQuadCurveToPoint: reversed.path.addQuadCurve(to: end, control: piece.points[0])
                    case .addCurveToPoint:
                        reversed.path.addCurve(to: end, control1: piece.points[1], control2: piece.points[0])
                    default: reversed.path.addLine(to: end)
                    }
                }
                if subpath.closed { reversed.path.closeSubpath() }
            }
            return reversed
        }

        // MARK: Geometry

        /// Whether the path has no elements.
        open var isEmpty: Bool { path.isEmpty }

        /// The rectangle that holds every point of the path, control points included (UIKit's
        /// `bounds`, CoreGraphics' bounding box); the null rectangle for an empty path.
        open var bounds: CGRect { path.boundingBox }

        /// The point the next element starts from (`.zero` for an empty path).
        open var currentPoint: CGPoint { path.currentPoint }

        /// Whether the filled path encloses `point`, with the non-zero rule or, when
        /// ``usesEvenOddFillRule`` is set, the even-odd rule.
        open func contains(_ point: CGPoint) -> Bool {
            path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
        }

        // MARK: Drawing attributes (stored)

        /// The stroke width (UIKit's default 1).
        open var lineWidth: CGFloat = 1
        /// The line cap (default butt).
        open var lineCapStyle: CGLineCap = .butt
        /// The line join (default miter).
        open var lineJoinStyle: CGLineJoin = .miter
        /// The miter limit (default 10).
        open var miterLimit: CGFloat = 10
        /// The flatness of curves when drawn (default 0.6).
        open var flatness: CGFloat = 0.6
        /// Whether filling uses the even-odd rule (default non-zero).
        open var usesEvenOddFillRule = false
        private var dashPattern: [CGFloat] = []
        private var dashPhase: CGFloat = 0

        /// Sets the dash pattern (stored).
        open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
            dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
            dashPhase = phase
        }

        /// Does nothing headlessly (UIKit fills the path in the current context).
        open func fill() {}
        /// Does nothing headlessly (UIKit strokes the path in the current context).
        open func stroke() {}
        /// Does nothing headlessly (UIKit clips the current context to the path).
        open func addClip() {}

        private struct Subpath {
            var start: CGPoint
            var pieces: [(type: CGPathElementType, points: [CGPoint])] = []
            var closed = false
        }

        /// The path's subpaths: each start point, its lines and curves, whether it is closed.
        private func subpaths() -> [Subpath] {
            var result: [Subpath] = []
            path.applyWithBlock { pointer in
                let element = pointer.pointee
                switch element.type {
                case .moveToPoint:
                    result.append(Subpath(start: element.points[0]))
                case .closeSubpath:
                    if !result.isEmpty { result[result.count - 1].closed = true }
                default:
                    let count = element.type == .addCurveToPoint ? 3 : element.type == .addQuadCurveToPoint ? 2 : 1
                    if result.isEmpty || result[result.count - 1].closed {
                        result.append(Subpath(start: result.last?.start ?? .zero))
                    }
                    result[result.count - 1].pieces.append((element.type, (0..<count).map { element.points[$0] }))
                }
            }
            return result
        }

        private func addCorner(center: CGPoint, size: CGSize, from start: CGFloat) {
            guard size.width > 0, size.height > 0 else { return }
            let unit = CGAffineTransform(a: size.width, b: 0, c: 0, d: size.height, tx: center.x, ty: center.y)
            path.addRelativeArc(center: .zero, radius: 1, startAngle: start, delta: .pi / 2, transform: unit)
        }
    }
#endif
