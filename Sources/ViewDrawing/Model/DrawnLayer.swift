import Canvas
import Foundation
import Geometry

/// One layer of a view tree as a value: what Core Animation would composite for it — geometry,
/// opacity, background, corners, border, shadow, its own content (text, an image, a shape, a
/// gradient) and its sublayers in drawing order — with nothing left to work out but the pixels.
///
/// A tree of these is what `ViewCapture` reads from a headless `UIView`/`CALayer` hierarchy
/// (colours resolved for an appearance, text set in lines, images found) and what
/// ``LayerRenderer`` draws with `Canvas`. It is `Sendable` and `Hashable`, so a tree can cross
/// from the task that owns the views to the workers that draw, and a drawing can be reused
/// while the tree is unchanged; and `Codable`, so it can cross from a preview child's process
/// to `reel`'s (images travel as their files' bytes).
public struct DrawnLayer: Sendable, Hashable {
    /// What the layer is, for messages (such as the view's class name).
    public var name: String?
    /// The layer's own coordinate rectangle (Core Animation's `bounds`).
    public var bounds: CGRect
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: CGPoint
    /// The point of the bounds, in unit coordinates, that `position` names and the transform
    /// turns about (default the centre).
    public var anchorPoint: CGPoint
    /// The transform about the anchor point (the affine part of a 3D transform).
    public var transform: CGAffineTransform
    /// The transform applied to the sublayers, about the anchor point.
    public var sublayerTransform: CGAffineTransform
    /// Group opacity, 0…1: the layer and its sublayers are composited together, then faded.
    public var opacity: Double
    /// The background colour, filled in the (rounded) bounds.
    public var backgroundColor: Color?
    /// The corner radius of the background, border and clip.
    public var cornerRadius: Double
    /// Which corners the radius rounds.
    public var roundedCorners: RoundedCorners
    /// Whether the content and sublayers are clipped to the (rounded) bounds; as in Core
    /// Animation, this also hides the shadow.
    public var masksToBounds: Bool
    /// The border's width, drawn inside the bounds above the sublayers.
    public var borderWidth: Double
    /// The border's colour.
    public var borderColor: Color?
    /// The shadow behind the layer.
    public var shadow: LayerShadow?
    /// The layer's own content, drawn in order above the background and below the sublayers.
    public var contents: [LayerContent]
    /// The sublayers, back to front (already ordered by `zPosition`; hidden ones left out).
    public var sublayers: [DrawnLayer]
    /// Storage of ``mask`` (a struct cannot hold itself).
    private var maskStorage: [DrawnLayer]

    /// A layer whose alpha masks this one (in this layer's coordinates), or nil.
    public var mask: DrawnLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// A layer of `bounds` at `position` with nothing to draw yet; the rest as Core Animation's
    /// defaults (anchor at the centre, identity transforms, opaque, square corners).
    public init(name: String? = nil, bounds: CGRect, position: CGPoint) {
        self.name = name
        self.bounds = bounds
        self.position = position
        anchorPoint = CGPoint(x: 0.5, y: 0.5)
        transform = .identity
        sublayerTransform = .identity
        opacity = 1
        cornerRadius = 0
        roundedCorners = .all
        masksToBounds = false
        borderWidth = 0
        contents = []
        sublayers = []
        maskStorage = []
    }

    /// A layer that fills `frame` (in the superlayer's coordinates), anchored at its centre.
    public init(name: String? = nil, frame: CGRect) {
        self.init(
            name: name, bounds: CGRect(origin: .zero, size: frame.size), position: CGPoint(x: frame.midX, y: frame.midY)
        )
    }

    /// How many layers the tree holds, this one, its masks and every sublayer included.
    public var layerCount: Int {
        1 + sublayers.reduce(0) { $0 + $1.layerCount } + maskStorage.reduce(0) { $0 + $1.layerCount }
    }

    /// How deep the tree is: 1 for a layer without sublayers or mask.
    public var depth: Int {
        1 + (sublayers + maskStorage).reduce(0) { max($0, $1.depth) }
    }

    /// The map from this layer's coordinates to its superlayer's: to the anchor point, then the
    /// transform, then to `position`.
    public var toSuperlayer: CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The rectangle the layer occupies in its superlayer, before its transform (Core
    /// Animation's `frame` of an untransformed layer).
    public var untransformedFrame: CGRect {
        CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }
}

/// Which corners of a layer its corner radius rounds (Core Animation's `CACornerMask`, with its
/// raw values).
public struct RoundedCorners: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public var rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and y (top left).
    public static let minXMinY = RoundedCorners(rawValue: 1)
    /// The corner at the maximum x and minimum y (top right).
    public static let maxXMinY = RoundedCorners(rawValue: 2)
    /// The corner at the minimum x and maximum y (bottom left).
    public static let minXMaxY = RoundedCorners(rawValue: 4)
    /// The corner at the maximum x and y (bottom right).
    public static let maxXMaxY = RoundedCorners(rawValue: 8)
    /// All four.
    public static let all: RoundedCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// A layer's shadow: its colour (Core Animation's `shadowColor` with `shadowOpacity` folded
/// into the alpha), blur radius, offset and shape.
public struct LayerShadow: Sendable, Hashable {
    /// The colour, with the shadow's opacity as its alpha.
    public var color: Color
    /// The blur radius in points (Core Animation's `shadowRadius`): the blur is a gaussian of
    /// standard deviation `radius / 2`.
    public var radius: Double
    /// How far the shadow is moved from the layer, in points.
    public var offset: CGSize
    /// The shadow's shape in the layer's coordinates (`shadowPath`); nil: the layer's own shape
    /// (its rounded bounds when it has a background, else what it and its sublayers draw).
    public var path: Path?

    /// A shadow of `color` (opacity in its alpha), `radius`, `offset` and optional shape.
    public init(color: Color, radius: Double, offset: CGSize, path: Path? = nil) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.path = path
    }
}
