import Foundation

/// A layer that holds a path with the shape of Core Animation's `CAShapeLayer` (`QuartzCore`
/// and `UIKit` name it so): `path`, fill and stroke colours and rules, line width, caps, joins,
/// dashes and the stroke range, with Core Animation's defaults.
///
/// `ViewCapture` and `ViewDrawing` fill and stroke the path (dashes, `strokeStart` and
/// `strokeEnd` included); a shape layer set as another layer's ``Layer/mask`` masks it by its filled
/// path, and cell code can read the path back (hit tests through the mask's path, for example).
open class ShapeLayer: Layer {
    /// Core Animation's `CAShapeLayerFillRule`.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        /// The rule's name.
        public var rawValue: String
        /// A rule from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Non-zero winding (the default).
        public static let nonZero = FillRule(rawValue: "non-zero")
        /// Even-odd.
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// Core Animation's `CAShapeLayerLineCap`.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        /// The cap's name.
        public var rawValue: String
        /// A cap from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Squared off at the end point (the default).
        public static let butt = LineCap(rawValue: "butt")
        /// Rounded.
        public static let round = LineCap(rawValue: "round")
        /// Squared off half a line width beyond the end.
        public static let square = LineCap(rawValue: "square")
    }

    /// Core Animation's `CAShapeLayerLineJoin`.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        /// The join's name.
        public var rawValue: String
        /// A join from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mitered (the default).
        public static let miter = LineJoin(rawValue: "miter")
        /// Rounded.
        public static let round = LineJoin(rawValue: "round")
        /// Bevelled.
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// The shape, in the layer's coordinates (nil: no shape).
    open var path: CGPath?
    /// The fill colour (Core Animation's default: opaque black).
    open var fillColor: CGColor? = CGColor.black
    /// How the path encloses points (default non-zero).
    open var fillRule: FillRule = .nonZero
    /// The stroke colour (default nil: no stroke).
    open var strokeColor: CGColor?
    /// Where the stroke starts along the path, 0…1 (default 0).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0…1 (default 1).
    open var strokeEnd: CGFloat = 1
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// The line cap (default butt).
    open var lineCap: LineCap = .butt
    /// The line join (default miter).
    open var lineJoin: LineJoin = .miter
    /// Where the dash pattern starts (default 0).
    open var lineDashPhase: CGFloat = 0
    /// Dash and gap lengths (default nil: solid).
    open var lineDashPattern: [NSNumber]?

    /// A shape layer with no path.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s properties, shape ones included when it is a shape layer.
    public convenience init(layer: Any) {
        self.init()
        copyProperties(of: layer)
        guard let other = layer as? ShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// Whether `point` (layer coordinates) is inside the filled path with the layer's fill rule.
    open func pathContains(_ point: CGPoint) -> Bool {
        path?.contains(point, using: fillRule == .evenOdd ? .evenOdd : .winding) ?? false
    }
}
