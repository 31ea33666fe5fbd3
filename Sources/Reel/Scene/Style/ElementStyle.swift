import Canvas

/// How one element (cell, supplementary or decoration view) is drawn.
public struct ElementStyle: Hashable, Sendable {
    /// The outline of an element's bounds rectangle.
    public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
        /// The bounds rectangle itself.
        case rectangle
        /// The bounds rectangle with circular corners of ``ElementStyle/cornerRadius`` points (at most
        /// half the shorter side).
        case roundedRectangle
        /// The ellipse inscribed in the bounds rectangle.
        case ellipse
    }

    /// Where an element's fill colour comes from.
    public enum FillSpec: Hashable, Sendable {
        /// One colour for every element.
        case color(Color)
        /// The scene's palette, by index path: colour `(item + 7 × section) mod count`.
        case palette
        /// No fill (an outline only, when `stroke` is set).
        case none
    }

    /// The outline. Default `.roundedRectangle` for cells, `.rectangle` otherwise.
    public var shape: ShapeKind
    /// Corner radius in points for `.roundedRectangle`, ≥ 0.
    public var cornerRadius: Double
    /// Where the fill colour comes from: one colour, the scene's palette, or none.
    public var fill: FillSpec
    /// The stroke colour, or nil for none.
    public var stroke: Color?
    /// The stroke width in points, ≥ 0.
    public var strokeWidth: Double
    /// The label template, or nil for no label. Placeholders: `{item}`, `{row}`, `{section}`,
    /// `{kind}`, `{zIndex}` (see ``LabelTemplate``).
    public var label: String?
    /// The label's colour. Default white.
    public var labelColor: Color
    /// The label's size in points, > 0.
    public var fontSize: Double
    /// The largest `fontSize` a scene may give, in points: far past any screen, and well inside
    /// what FreeType renders.
    public static let largestFontSize = 1000.0

    /// A style from its fields; the defaults are a plain rectangle in palette colours, no stroke
    /// and no label (the categories' own defaults are ``defaultCell`` and its siblings).
    public init(
        shape: ShapeKind = .rectangle, cornerRadius: Double = 0, fill: FillSpec = .palette,
        stroke: Color? = nil, strokeWidth: Double = 0, label: String? = nil,
        labelColor: Color = .white, fontSize: Double = 14
    ) {
        self.shape = shape
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.label = label
        self.labelColor = labelColor
        self.fontSize = fontSize
    }

    /// Cells: rounded rectangles in palette colours labelled with their item number.
    public static let defaultCell = ElementStyle(
        shape: .roundedRectangle, cornerRadius: 10, fill: .palette, label: "{item}",
        labelColor: .white, fontSize: 15)

    /// Supplementary views: light grey bars labelled with their kind and section.
    public static let defaultSupplementary = ElementStyle(
        shape: .rectangle, fill: .color(Color(red255: 229, green: 229, blue: 234)),
        label: "{kind} {section}", labelColor: Color(red255: 60, green: 60, blue: 67), fontSize: 13)

    /// Decoration views: a faint grey backdrop without a label.
    public static let defaultDecoration = ElementStyle(
        shape: .rectangle, fill: .color(Color(red255: 242, green: 242, blue: 247)),
        labelColor: Color(red255: 60, green: 60, blue: 67), fontSize: 13)
}
