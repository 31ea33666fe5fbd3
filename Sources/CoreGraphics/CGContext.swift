import Foundation
import Geometry

#if !canImport(Darwin)
    /// Core Graphics' `CGBlendMode` (the modes layout and cell code names most).
    public enum CGBlendMode: Int32, Sendable {
        /// Source over destination.
        case normal
        /// Multiply.
        case multiply
        /// Screen.
        case screen
        /// Overlay.
        case overlay
        /// Darken.
        case darken
        /// Lighten.
        case lighten
        /// Clear.
        case clear = 16
        /// Copy.
        case copy
        /// Source in.
        case sourceIn
        /// Source out.
        case sourceOut
        /// Source atop.
        case sourceAtop
        /// Destination over.
        case destinationOver
        /// Destination in.
        case destinationIn
        /// Destination out.
        case destinationOut
    }

    /// Core Graphics' `CGContext`, headless: it keeps the graphics state (the current
    /// transformation matrix, colours, line width, alpha, clip bounds, a stack of saved states)
    /// and the current path, so drawing code that reads them back runs; nothing is drawn.
    /// `UIGraphicsGetCurrentContext()` returns one inside `UIGraphicsBeginImageContext…` and a
    /// `UIGraphicsImageRenderer`'s block.
    open class CGContext {
        /// The graphics state one `saveGState()` keeps.
        public struct GraphicsState {
            /// The current transformation matrix.
            public var ctm = CGAffineTransform.identity
            /// The fill colour.
            public var fillColor: CGColor = .black
            /// The stroke colour.
            public var strokeColor: CGColor = .black
            /// The line width.
            public var lineWidth: CGFloat = 1
            /// The line cap.
            public var lineCap: CGLineCap = .butt
            /// The line join.
            public var lineJoin: CGLineJoin = .miter
            /// The global alpha.
            public var alpha: CGFloat = 1
            /// The blend mode.
            public var blendMode: CGBlendMode = .normal
            /// The clip's bounds, in user space at the time it was set.
            public var clipBoundingBox: CGRect
        }

        /// The size of the context in points.
        public let size: CGSize
        /// The current state.
        open private(set) var state: GraphicsState
        private var saved: [GraphicsState] = []
        /// The current path (emptied by a fill, a stroke or a clip, as Core Graphics does).
        public private(set) var path = CGMutablePath()

        /// A context of `size` points.
        public init(size: CGSize) {
            self.size = size
            state = GraphicsState(clipBoundingBox: CGRect(origin: .zero, size: size))
        }

        /// The current transformation matrix.
        open var ctm: CGAffineTransform { state.ctm }
        /// The bounds of the clip.
        open var boundingBoxOfClipPath: CGRect { state.clipBoundingBox }
        /// Whether the current path is empty.
        open var isPathEmpty: Bool { path.isEmpty }
        /// The current path's bounds.
        open var boundingBoxOfPath: CGRect { path.boundingBox }

        /// Pushes the graphics state.
        open func saveGState() { saved.append(state) }
        /// Pops the graphics state (nothing when none was saved).
        open func restoreGState() {
            if let last = saved.popLast() { state = last }
        }

        /// Moves the origin.
        open func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
        /// Scales the user space.
        open func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
        /// Rotates the user space.
        open func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
        /// Concatenates `transform` onto the current matrix.
        open func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

        /// Sets the fill colour.
        open func setFillColor(_ color: CGColor) { state.fillColor = color }
        /// Sets the stroke colour.
        open func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
        /// Sets the line width.
        open func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
        /// Sets the line cap.
        open func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
        /// Sets the line join.
        open func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
        /// Sets a dash pattern (not kept).
        open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
        /// Sets the global alpha.
        open func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
        /// Sets the blend mode.
        open func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
        /// Sets a shadow (not kept).
        open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
        /// Sets a shadow of the default colour (not kept).
        open func setShadow(offset: CGSize, blur: CGFloat) {}
        /// Sets whether shapes are antialiased (not kept).
        open func setShouldAntialias(_ shouldAntialias: Bool) {}
        /// Sets whether antialiasing is allowed (not kept).
        open func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

        /// Starts a new path.
        open func beginPath() { path = CGMutablePath() }
        /// Moves the current point.
        open func move(to point: CGPoint) { path.move(to: point) }
        /// Adds a line to `point`.
        open func addLine(to point: CGPoint) { path.addLine(to: point) }
        /// Adds lines through `points`.
        open func addLines(between points: [CGPoint]) { path.addLines(between: points) }
        /// Adds a rectangle.
        open func addRect(_ rect: CGRect) { path.addRect(rect) }
        /// Adds rectangles.
        open func addRects(_ rects: [CGRect]) { path.addRects(rects) }
        /// Adds an ellipse.
        open func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
        /// Adds a path.
        open func addPath(_ other: CGPath) { path.addPath(other) }
        /// Adds a quadratic curve.
        open func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
        /// Adds a cubic curve.
        open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            path.addCurve(to: end, control1: control1, control2: control2)
        }
        /// Adds an arc.
        open func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            path.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
        /// Closes the current subpath.
        open func closePath() { path.closeSubpath() }

        /// Fills the current path and empties it.
        open func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }
        /// Strokes the current path and empties it.
        open func strokePath() { beginPath() }
        /// Fills and strokes the current path and empties it.
        open func drawPath(using mode: CGPathDrawingMode) { beginPath() }
        /// Fills a rectangle.
        open func fill(_ rect: CGRect) {}
        /// Fills rectangles.
        open func fill(_ rects: [CGRect]) {}
        /// Strokes a rectangle.
        open func stroke(_ rect: CGRect) {}
        /// Strokes a rectangle with a line width.
        open func stroke(_ rect: CGRect, width: CGFloat) {}
        /// Fills an ellipse.
        open func fillEllipse(in rect: CGRect) {}
        /// Strokes an ellipse.
        open func strokeEllipse(in rect: CGRect) {}
        /// Strokes line segments between pairs of points.
        open func strokeLineSegments(between points: [CGPoint]) {}
        /// Clears a rectangle.
        open func clear(_ rect: CGRect) {}
        /// Clips to the current path and empties it.
        open func clip(using rule: CGPathFillRule = .winding) {
            if !path.isEmpty {
                state.clipBoundingBox = state.clipBoundingBox.intersection(path.boundingBox)
            }
            beginPath()
        }
        /// Clips to a rectangle.
        open func clip(to rect: CGRect) { state.clipBoundingBox = state.clipBoundingBox.intersection(rect) }
        /// Clips to rectangles.
        open func clip(to rects: [CGRect]) {
            let union = rects.reduce(CGRect.null) { $0.union($1) }
            state.clipBoundingBox = state.clipBoundingBox.intersection(union)
        }
        /// Sends the drawing to its destination (nothing to send).
        open func flush() {}
    }

    /// Core Graphics' `CGPathDrawingMode`.
    public enum CGPathDrawingMode: Int32, Sendable {
        /// Fill, non-zero winding.
        case fill
        /// Fill, even-odd.
        case eoFill
        /// Stroke.
        case stroke
        /// Fill then stroke.
        case fillStroke
        /// Even-odd fill then stroke.
        case eoFillStroke
    }
#endif
