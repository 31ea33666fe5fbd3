import Canvas

/// Some of an ``ElementStyle``'s fields: what a scene writes to change a style it inherits.
///
/// A field left nil keeps the inherited value. `stroke` and `label` are double optionals so that
/// a patch can also clear them (`stroke: none`, `label: null`).
public struct ElementStylePatch: Hashable, Sendable {
    public var shape: ElementStyle.ShapeKind?
    public var cornerRadius: Double?
    public var fill: ElementStyle.FillSpec?
    public var stroke: Color??
    public var strokeWidth: Double?
    public var label: String??
    public var labelColor: Color?
    public var fontSize: Double?

    public init(
        shape: ElementStyle.ShapeKind? = nil, cornerRadius: Double? = nil, fill: ElementStyle.FillSpec? = nil,
        stroke: Color?? = nil, strokeWidth: Double? = nil, label: String?? = nil,
        labelColor: Color? = nil, fontSize: Double? = nil
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

    /// `base` with this patch's fields replacing its own.
    public func applied(to base: ElementStyle) -> ElementStyle {
        var style = base
        if let shape { style.shape = shape }
        if let cornerRadius { style.cornerRadius = cornerRadius }
        if let fill { style.fill = fill }
        if let stroke { style.stroke = stroke }
        if let strokeWidth { style.strokeWidth = strokeWidth }
        if let label { style.label = label }
        if let labelColor { style.labelColor = labelColor }
        if let fontSize { style.fontSize = fontSize }
        return style
    }

    /// This patch followed by `later` (the later one wins field by field).
    public func merged(with later: ElementStylePatch) -> ElementStylePatch {
        ElementStylePatch(
            shape: later.shape ?? shape, cornerRadius: later.cornerRadius ?? cornerRadius,
            fill: later.fill ?? fill, stroke: later.stroke ?? stroke,
            strokeWidth: later.strokeWidth ?? strokeWidth, label: later.label ?? label,
            labelColor: later.labelColor ?? labelColor, fontSize: later.fontSize ?? fontSize)
    }
}
