import Canvas
import Foundation
import Geometry

/// What a layer draws of its own, between its background and its sublayers, in the layer's
/// coordinates.
public enum LayerContent: Sendable, Hashable {
    /// A path filled and stroked (`CAShapeLayer`).
    case shape(ShapeContent)
    /// A gradient filling a rectangle (`CAGradientLayer`).
    case gradient(GradientContent)
    /// Lines of text, already set (`UILabel`, a button's title).
    case text(TextContent)
    /// A decoded image file drawn into a rectangle (`UIImageView`).
    case image(ImageContent)
    /// A box that stands in for what is not drawn (an SF Symbol, a missing or undecodable image),
    /// with a caption.
    case placeholder(PlaceholderContent)
    /// A rectangle filled with a colour (a blur effect's tint).
    case fill(CGRect, Color)
}

/// A path with a fill and a stroke, as `CAShapeLayer` draws it.
public struct ShapeContent: Sendable, Hashable {
    /// The path.
    public var path: Path
    /// The fill colour (nil: not filled).
    public var fillColor: Color?
    /// Whether the fill uses the even-odd rule (else non-zero winding).
    public var evenOdd: Bool
    /// The stroke colour (nil: not stroked).
    public var strokeColor: Color?
    /// The stroke's width, dashes, caps and joins.
    public var stroke: StrokeStyle

    /// A shape of `path` filled with `fillColor` and stroked with `strokeColor` in `stroke`.
    public init(
        path: Path, fillColor: Color?, evenOdd: Bool = false, strokeColor: Color? = nil,
        stroke: StrokeStyle = StrokeStyle()
    ) {
        self.path = path
        self.fillColor = fillColor
        self.evenOdd = evenOdd
        self.strokeColor = strokeColor
        self.stroke = stroke
    }
}

/// A gradient filling a rectangle (the layer's bounds), as `CAGradientLayer` draws it: rounded
/// by the layer's corner radius, as the layer's background is.
public struct GradientContent: Sendable, Hashable {
    /// The rectangle filled.
    public var rect: CGRect
    /// The gradient, in the layer's coordinates.
    public var gradient: Gradient

    /// `rect` filled with `gradient`.
    public init(rect: CGRect, gradient: Gradient) {
        self.rect = rect
        self.gradient = gradient
    }
}

/// Text set in lines: each line's characters and where its pen starts (the left end of its
/// baseline), in one face, size and colour, clipped to a rectangle.
public struct TextContent: Sendable, Hashable {
    /// One line of text.
    public struct Line: Sendable, Hashable, Codable {
        /// The characters, an ellipsis included where the line was truncated.
        public var text: String
        /// The left end of the line's baseline.
        public var pen: CGPoint
        /// The line's width in points (the sum of its advances).
        public var width: Double

        /// A line of `text` starting at `pen`, `width` points wide.
        public init(text: String, pen: CGPoint, width: Double) {
            self.text = text
            self.pen = pen
            self.width = width
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The bundled weight the text is drawn in.
    public var weight: FontWeight
    /// The size in points.
    public var pointSize: Double
    /// The colour.
    public var color: Color
    /// The rectangle the text is clipped to (a label's bounds), or nil.
    public var clip: CGRect?

    /// Text of `lines` in `weight` at `pointSize` in `color`, clipped to `clip`.
    public init(lines: [Line], weight: FontWeight, pointSize: Double, color: Color, clip: CGRect?) {
        self.lines = lines
        self.weight = weight
        self.pointSize = pointSize
        self.color = color
        self.clip = clip
    }
}

/// An image file's bytes drawn into a rectangle, clipped to another.
public struct ImageContent: Sendable, Hashable {
    /// The PNG file.
    public var source: ImageSource
    /// Where the whole image is drawn (scaled to fill it), in the layer's coordinates.
    public var rect: CGRect
    /// The rectangle it is clipped to (the view's bounds, for `clipsToBounds`), or nil.
    public var clip: CGRect?

    /// `source` drawn into `rect`, clipped to `clip`.
    public init(source: ImageSource, rect: CGRect, clip: CGRect? = nil) {
        self.source = source
        self.rect = rect
        self.clip = clip
    }
}

/// The bytes of a PNG file, shared by every drawing of it: compared by identity first, then by
/// content, so that ``LayerRenderer`` decodes each file once.
public final class ImageSource: Sendable, Hashable {
    /// The file's bytes.
    public let data: Data
    /// The image's name, for messages.
    public let name: String?
    /// A hash of the whole file, computed once.
    private let digest: Int

    /// A source of `data`, named `name` for messages.
    public init(data: Data, name: String? = nil) {
        self.data = data
        self.name = name
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }

    /// Equal when the same object or the same bytes.
    public static func == (lhs: ImageSource, rhs: ImageSource) -> Bool {
        lhs === rhs || (lhs.digest == rhs.digest && lhs.data == rhs.data)
    }

    /// Hashes the file's digest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

/// A box standing in for what is not drawn, with a caption (an SF Symbol's name, a missing
/// image's name).
public struct PlaceholderContent: Sendable, Hashable {
    /// The box.
    public var rect: CGRect
    /// The box's fill.
    public var fill: Color
    /// The box's outline (one point wide).
    public var stroke: Color
    /// The caption, set in lines inside the box.
    public var caption: TextContent?

    /// A box of `rect` in `fill` and `stroke` with `caption`.
    public init(rect: CGRect, fill: Color, stroke: Color, caption: TextContent?) {
        self.rect = rect
        self.fill = fill
        self.stroke = stroke
        self.caption = caption
    }
}
