import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// The kind of one element of a path (CoreGraphics' `CGPathElementType`).
    public enum CGPathElementType: Int32, Sendable {
        /// Starts a new subpath at `points[0]`.
        case moveToPoint = 0
        /// A straight line to `points[0]`.
        case addLineToPoint = 1
        /// A quadratic Bézier curve with control point `points[0]` to `points[1]`.
        case addQuadCurveToPoint = 2
        /// A cubic Bézier curve with control points `points[0]`, `points[1]` to `points[2]`.
        case addCurveToPoint = 3
        /// Closes the current subpath (no points).
        case closeSubpath = 4
    }

    /// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it out (CoreGraphics'
    /// `CGPathElement`): its type and a pointer to its points (0 to 3 of them, by type). The
    /// pointer is valid only inside the block.
    public struct CGPathElement {
        /// The element's type.
        public var type: CGPathElementType
        /// The element's points.
        public var points: UnsafeMutablePointer<CGPoint>

        /// An element of `type` with `points`.
        public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
            self.type = type
            self.points = points
        }
    }

    /// The rule that decides which points a path encloses (CoreGraphics' `CGPathFillRule`).
    public enum CGPathFillRule: Int, Sendable {
        /// Inside when the path winds around the point a non-zero number of times.
        case winding = 0
        /// Inside when a ray from the point crosses the path an odd number of times.
        case evenOdd = 1
    }

    /// How the ends of stroked lines are drawn (CoreGraphics' `CGLineCap`).
    public enum CGLineCap: Int32, Sendable {
        /// Squared off at the end point.
        case butt = 0
        /// Rounded, a half circle beyond the end point.
        case round = 1
        /// Squared off half the line width beyond the end point.
        case square = 2
    }

    /// How stroked segments are joined (CoreGraphics' `CGLineJoin`).
    public enum CGLineJoin: Int32, Sendable {
        /// Mitered (pointed) corners.
        case miter = 0
        /// Rounded corners.
        case round = 1
        /// Bevelled (cut off) corners.
        case bevel = 2
    }
#endif
