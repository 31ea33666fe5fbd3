/// How a path's outline is drawn: width, dashes, line ends and corners.
public struct StrokeStyle: Sendable, Hashable {
    /// How open line ends look (`cairo_line_cap_t`).
    public enum LineCap: Sendable, Hashable {
        /// Square, ending exactly at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// How corners look (`cairo_line_join_t`).
    public enum LineJoin: Sendable, Hashable {
        /// A sharp corner (up to the miter limit, then bevelled).
        case miter
        /// A rounded corner.
        case round
        /// A cut-off corner.
        case bevel
    }

    /// The line width in user-space units.
    public var lineWidth: Double
    /// Alternating on and off lengths; empty for a solid line. Negative lengths, or all zeros,
    /// are treated as a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double
    /// How open ends look.
    public var lineCap: LineCap
    /// How corners look.
    public var lineJoin: LineJoin

    /// Creates a style; the defaults are a solid 1-unit line with butt ends and mitred corners.
    public init(
        lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0, lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter
    ) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
        self.lineCap = lineCap
        self.lineJoin = lineJoin
    }
}
