import Canvas
import CollectionLayout
import Foundation

/// A frame as drawing commands in canvas points: what the compositor produces and the
/// rasterizer draws. Pure values, so frames render in parallel and identically on any core.
public struct DisplayList: Sendable, Hashable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Background colour of the whole canvas.
    public var background: Color
    /// Commands, drawn in order.
    public var commands: [DrawCommand]

    public init(width: Double, height: Double, background: Color, commands: [DrawCommand] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.commands = commands
    }
}

/// A shape outline in the coordinates of the commands that hold it.
public enum ShapeGeometry: Sendable, Hashable {
    case rectangle(CGRect)
    case roundedRectangle(CGRect, cornerRadius: Double)
    case ellipse(CGRect)
    case polygon([CGPoint])
}

/// A stroke: a colour and Canvas's line style (width in points, dash pattern, caps, joins).
public struct Stroke: Sendable, Hashable {
    public var color: Color
    public var style: StrokeStyle

    public init(color: Color, width: Double, dash: [Double] = []) {
        self.color = color
        self.style = StrokeStyle(lineWidth: width, dash: dash)
    }
}

/// A line of text centred on a point (or aligned to it).
public struct TextCommand: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case left, center, right }
    public var text: String
    public var position: CGPoint
    public var fontSize: Double
    public var color: Color
    public var alignment: Alignment

    public init(_ text: String, at position: CGPoint, fontSize: Double, color: Color, alignment: Alignment = .center) {
        self.text = text
        self.position = position
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
    }
}

/// One drawing step.
public indirect enum DrawCommand: Sendable, Hashable {
    /// Fill and/or stroke a shape.
    case shape(ShapeGeometry, fill: Color?, stroke: Stroke?)
    /// Draw text, vertically centred on its position.
    case text(TextCommand)
    /// Draw the children as one group composited at `opacity` (no seams where they overlap).
    /// `bounds`, when given, contains everything the children draw; the rasterizer sizes the
    /// group's intermediate image to it, which is much cheaper for small elements.
    case group(opacity: Double, bounds: CGRect?, [DrawCommand])
    /// Draw the children clipped to a shape.
    case clipped(ShapeGeometry, [DrawCommand])
    /// Draw the children with an extra affine transform.
    case transformed(CGAffineTransform, [DrawCommand])
}
