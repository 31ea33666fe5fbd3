import Canvas
import CollectionLayout
import Foundation
import ViewDrawing

/// A frame as drawing commands in canvas points: what the compositor produces and the
/// rasterizer draws. Pure values, so frames render in parallel and identically on any core.
///
/// The ``Compositor`` makes one from a ``FrameState``; ``Rasterizer`` draws it into a PNG surface
/// (at the scene's pixels per point) or an SVG document, filling `width × height` with the
/// background and then drawing ``commands`` in order, later ones on top. Coordinates are canvas
/// points with the origin at the top left and y pointing down; ``DrawCommand/transformed(_:_:)``
/// commands change them for their children. The contact sheet draws the same lists scaled
/// down as its thumbnails.
public struct DisplayList: Sendable, Hashable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// The colour the whole canvas is filled with before the commands (the scene's
    /// `canvas.background`); may be translucent.
    public var background: Color
    /// The commands, drawn in order: each draws over those before it.
    public var commands: [DrawCommand]

    /// A `width × height`-point canvas filled with `background`, then drawn with `commands`.
    public init(width: Double, height: Double, background: Color, commands: [DrawCommand] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.commands = commands
    }
}

/// A shape outline in the coordinates of the commands that hold it, in points.
public enum ShapeGeometry: Sendable, Hashable {
    /// A rectangle, rounded rectangle or ellipse (Geometry's ``ShapeKind``) filling an
    /// axis-aligned rectangle. The compositor keeps a corner radius ≤ half the shorter side.
    case outline(ShapeKind, in: CGRect)
    /// A closed polygon through the points in order (a projected element outline).
    case polygon([CGPoint])

    /// An axis-aligned rectangle.
    public static func rectangle(_ rect: CGRect) -> ShapeGeometry { .outline(.rectangle, in: rect) }

    /// `rect` with circular corners of `cornerRadius` points.
    public static func roundedRectangle(_ rect: CGRect, cornerRadius: Double) -> ShapeGeometry {
        .outline(.roundedRectangle(cornerRadius: CGFloat(cornerRadius)), in: rect)
    }

    /// The ellipse inscribed in `rect`.
    public static func ellipse(_ rect: CGRect) -> ShapeGeometry { .outline(.ellipse, in: rect) }
}

/// A stroke: a colour and Canvas's line style (width in points, dash pattern, caps, joins).
public struct Stroke: Sendable, Hashable {
    /// The stroke colour; a stroke with alpha 0 is not drawn.
    public var color: Color
    /// The line width in points (a width of 0 draws nothing) and the dash pattern; Canvas's
    /// default caps and joins.
    public var style: StrokeStyle

    /// A `width`-point stroke in `color`, dashed by `dash` (alternating on and off lengths in
    /// points; empty for a solid line).
    public init(color: Color, width: Double, dash: [Double] = []) {
        self.color = color
        self.style = StrokeStyle(lineWidth: width, dash: dash)
    }
}

/// A line of text centred on a point (or aligned to it), in Canvas's bundled font.
public struct TextCommand: Sendable, Hashable {
    /// Where the text sits horizontally on ``position``: `left` starts at it, `center` is centred
    /// on it, `right` ends at it.
    public enum Alignment: Sendable, Hashable { case left, center, right }
    /// The text, drawn on one line.
    public var text: String
    /// The anchor point: the text is vertically centred on it and placed by ``alignment``
    /// horizontally.
    public var position: CGPoint
    /// The font size in points; text of size 0 or less is not drawn.
    public var fontSize: Double
    /// The text colour; text with alpha 0 is not drawn.
    public var color: Color
    /// How the text sits on ``position`` horizontally.
    public var alignment: Alignment

    /// `text` at `position`, `fontSize` points high in `color`, centred unless `alignment` says
    /// otherwise.
    public init(_ text: String, at position: CGPoint, fontSize: Double, color: Color, alignment: Alignment = .center) {
        self.text = text
        self.position = position
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
    }
}

/// One drawing step of a ``DisplayList``; `group`, `clipped` and `transformed` hold child
/// commands, drawn in order inside them.
public indirect enum DrawCommand: Sendable, Hashable {
    /// Fill and/or stroke a shape: the fill first, then the stroke over it; nil (or a clear
    /// colour) skips either.
    case shape(ShapeGeometry, fill: Color?, stroke: Stroke?)
    /// Draw text, vertically centred on its position.
    case text(TextCommand)
    /// Draw the children as one group composited at `opacity` (no seams where they overlap).
    /// `bounds`, when given, contains everything the children draw; the rasterizer sizes the
    /// group's intermediate image to it, which is much cheaper for small elements.
    case group(opacity: Double, bounds: CGRect?, [DrawCommand])
    /// Draw the children clipped to a shape (in the current coordinates); the clip ends with
    /// the children.
    case clipped(ShapeGeometry, [DrawCommand])
    /// Draw the children with an extra affine transform, concatenated to the current one (their
    /// coordinates are mapped through it); the transform ends with the children.
    case transformed(CGAffineTransform, [DrawCommand])
    /// Draw a captured view tree (an app's cell) with `ViewDrawing`'s ``LayerRenderer``, in the
    /// current coordinates: the tree's root layer lands at its position, turned by its transform.
    case layerTree(DrawnLayer)
}
