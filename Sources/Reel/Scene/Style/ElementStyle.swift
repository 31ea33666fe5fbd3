import Canvas
import Foundation

/// How one element (cell, supplementary or decoration view) is drawn.
public struct ElementStyle: Hashable, Sendable {
    /// Where an element's fill colour comes from.
    public enum FillSpec: Hashable, Sendable {
        /// One colour for every element.
        case color(Color)
        /// The scene's palette, by index path: colour `(item + 7 × section) mod count`.
        case palette
        /// No fill (an outline only, when `stroke` is set).
        case none
    }

    /// The outline of the element's bounds rectangle (Geometry's ``ShapeKind``, written
    /// `rectangle`, `roundedRectangle` or `ellipse` in scenes). Default
    /// `.roundedRectangle(cornerRadius: 10)` for cells, `.rectangle` otherwise.
    ///
    /// A rounded rectangle's radius is ``cornerRadius`` (drawn at most half the shorter side):
    /// reading gives it, and setting a rounded rectangle sets it.
    public var shape: ShapeKind {
        get { outline.withCornerRadius(CGFloat(cornerRadius)) }
        set {
            outline = newValue.withCornerRadius(0)
            if case .roundedRectangle(let radius) = newValue { cornerRadius = Double(radius) }
        }
    }
    /// Corner radius in points for a `.roundedRectangle` ``shape``, ≥ 0. Kept while the shape is
    /// another kind, as scenes give it apart from the shape.
    public var cornerRadius: Double
    /// The kind of ``shape``, its corner radius left at 0 (``cornerRadius`` holds it).
    private var outline: ShapeKind
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
    /// and no label (the categories' own defaults are ``defaultCell`` and its siblings). A
    /// rounded-rectangle `shape` gives its own radius; `cornerRadius` is kept for other shapes.
    public init(
        shape: ShapeKind = .rectangle, cornerRadius: Double = 0, fill: FillSpec = .palette,
        stroke: Color? = nil, strokeWidth: Double = 0, label: String? = nil,
        labelColor: Color = .white, fontSize: Double = 14
    ) {
        self.outline = shape.withCornerRadius(0)
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.label = label
        self.labelColor = labelColor
        self.fontSize = fontSize
        self.shape = shape
    }

    /// Cells: rounded rectangles in palette colours labelled with their item number (`{index}`:
    /// `section.item` in a pane of several sections).
    public static let defaultCell = ElementStyle(
        shape: .roundedRectangle(cornerRadius: 10), fill: .palette, label: "{index}",
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
