import Canvas
import Foundation

/// Some of an ``ElementStyle``'s fields: what a scene writes to change a style it inherits.
///
/// A field left nil keeps the inherited value. `stroke` and `label` are double optionals so that
/// a patch can also clear them (`stroke: none`, `label: null`).
public struct ElementStylePatch: Hashable, Sendable {
    /// The new kind of ``ElementStyle/shape``, or nil to keep the inherited one. A rounded
    /// rectangle's radius comes from ``cornerRadius`` (this patch's, or else the inherited one),
    /// as in a scene, where `shape` names the kind and `cornerRadius` is given apart.
    public var shape: ShapeKind?
    /// The new ``ElementStyle/cornerRadius`` in points, or nil to keep it.
    public var cornerRadius: Double?
    /// The new ``ElementStyle/fill``, or nil to keep it.
    public var fill: ElementStyle.FillSpec?
    /// The new ``ElementStyle/stroke``: `.some(nil)` removes the stroke, nil keeps it.
    public var stroke: Color??
    /// The new ``ElementStyle/strokeWidth`` in points, or nil to keep it.
    public var strokeWidth: Double?
    /// The new ``ElementStyle/label`` template: `.some(nil)` removes the label, nil keeps it.
    public var label: String??
    /// The new ``ElementStyle/labelColor``, or nil to keep it.
    public var labelColor: Color?
    /// The new ``ElementStyle/fontSize`` in points, or nil to keep it.
    public var fontSize: Double?

    /// A patch changing the fields given; a patch with none changes nothing.
    public init(
        shape: ShapeKind? = nil, cornerRadius: Double? = nil, fill: ElementStyle.FillSpec? = nil,
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
        if let shape { style.shape = shape.withCornerRadius(CGFloat(style.cornerRadius)) }
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
