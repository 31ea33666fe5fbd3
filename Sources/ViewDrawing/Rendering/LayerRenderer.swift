import Canvas
import Foundation
import Geometry

/// Draws ``DrawnLayer`` trees with `Canvas`, as Core Animation composites a layer tree: each
/// layer's shadow, background, content and sublayers, clipped, masked and faded as its values
/// say, then its border.
///
/// A renderer keeps what is worth reusing from one drawing to the next — decoded images and
/// blurred shadow shapes — so one renderer should draw many trees (a frame's cells, frame after
/// frame). It is not `Sendable`: give each worker its own. It holds no layout: every position
/// it needs is in the tree.
///
/// ```swift
/// let renderer = LayerRenderer(scale: 2)
/// let image = try renderer.image(of: tree, background: .white)
/// try image.writePNG(to: url)
/// ```
public final class LayerRenderer {
    /// Pixels per point of the surfaces drawn on (for the resolution of shadows).
    public let scale: Double
    /// The limits on what a tree may ask.
    public let limits: DrawingLimits
    /// What the drawings so far left out or cut, one sentence each (a shadow too large to blur,
    /// an image that cannot be decoded).
    public private(set) var notes: [String] = []

    /// Decoded images by file; nil for a file that could not be decoded.
    var images: [ImageSource: ImageSurface?] = [:]
    /// Blurred shadow shapes by shape, resolution and blur.
    var shadows: [ShadowKey: ShadowMask] = [:]
    /// The pixels of trees drawn before, for ``draw(_:in:)`` to reuse.
    let kept: KeptDrawings

    /// A renderer for surfaces of `scale` pixels per point, within `limits`, keeping what
    /// `reuse` allows of its drawings to draw unchanged trees again by copying their pixels
    /// (``DrawingReuse``; the pixels are those of drawing afresh).
    public init(scale: Double = 2, limits: DrawingLimits = .default, reuse: DrawingReuse = .default) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.limits = limits
        kept = KeptDrawings(reuse: reuse)
    }

    /// How often ``draw(_:in:)`` reused a drawing, drew afresh, and what it keeps.
    public var reuseStatistics: DrawingReuse.Statistics { kept.statistics }

    /// Draws `layer` in the current user space of `context`, which stands for the layer's
    /// superlayer: the layer lands at its `position`, turned by its transform.
    ///
    /// A tree drawn before at the same scale on whole pixels, over the same pixels, has its
    /// kept pixels copied back instead (``DrawingReuse``, ``reuseStatistics``).
    ///
    /// - Throws: ``ViewDrawingError`` when the tree is over the limits (nothing is drawn), or
    ///   `CanvasError` when cairo fails.
    public func draw(_ layer: DrawnLayer, in context: GraphicsContext) throws {
        try check(layer)
        if try drawReusing(layer, in: context) { return }
        try drawLayer(layer, in: context)
    }

    /// Draws `layer` on a new transparent surface of `size` points (default the layer's bounds
    /// size) at the renderer's scale, in its own coordinates: its bounds' origin at the
    /// surface's top-left corner, its position and transform left out (as `CALayer.render(in:)`
    /// draws), its opacity kept.
    ///
    /// - Parameters:
    ///   - size: The surface's size in points.
    ///   - background: A colour painted under the layer (nil: transparent).
    /// - Throws: ``ViewDrawingError`` when the tree is over the limits, or `CanvasError` when the
    ///   surface cannot be made or cairo fails.
    public func image(of layer: DrawnLayer, size: CGSize? = nil, background: Color? = nil) throws -> ImageSurface {
        try check(layer)
        let size = size ?? layer.bounds.size
        let surface = try ImageSurface(width: max(size.width, 1), height: max(size.height, 1), scale: scale)
        var root = layer
        root.transform = .identity
        root.position = CGPoint(
            x: layer.anchorPoint.x * layer.bounds.width, y: layer.anchorPoint.y * layer.bounds.height)
        try surface.draw { context in
            if let background { try context.clear(background) }
            try drawLayer(root, in: context)
        }
        return surface
    }

    /// Refuses a tree over ``DrawingLimits/maxLayers`` layers or ``DrawingLimits/maxDepth``
    /// levels.
    func check(_ layer: DrawnLayer) throws {
        let root = layer.name ?? "the layer"
        let depth = layer.depth
        guard depth <= limits.maxDepth else {
            throw ViewDrawingError.tooDeep(depth: depth, limit: limits.maxDepth, root: root)
        }
        let count = layer.layerCount
        guard count <= limits.maxLayers else {
            throw ViewDrawingError.tooManyLayers(count: count, limit: limits.maxLayers, root: root)
        }
    }

    /// Adds a note once.
    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    // MARK: Layers

    func drawLayer(_ layer: DrawnLayer, in context: GraphicsContext) throws {
        guard layer.opacity > 0 else { return }
        let placement = layer.toSuperlayer
        guard Self.isDrawable(placement) else { return }
        try context.withSavedState {
            try context.concatenate(placement)
            if layer.opacity < 1 {
                try context.withGroup(opacity: layer.opacity, bounds: visualBounds(of: layer)) {
                    try drawMasked(layer, in: context)
                }
            } else {
                try drawMasked(layer, in: context)
            }
        }
    }

    private func drawMasked(_ layer: DrawnLayer, in context: GraphicsContext) throws {
        guard let mask = layer.mask else { return try drawBody(layer, in: context) }
        try context.withMask(
            bounds: visualBounds(of: layer), mask: { try drawLayer(mask, in: context) },
            content: { try drawBody(layer, in: context) })
    }

    /// Shadow, background, content and sublayers (clipped when the layer masks to its bounds),
    /// then the border.
    private func drawBody(_ layer: DrawnLayer, in context: GraphicsContext) throws {
        if let shadow = layer.shadow, !layer.masksToBounds, shadow.color.alpha > 0 {
            try drawShadow(shadow, of: layer, in: context)
        }
        try drawInside(layer, in: context)
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            let width = min(layer.borderWidth, min(layer.bounds.width, layer.bounds.height) / 2)
            let inset = layer.bounds.insetBy(dx: width / 2, dy: width / 2)
            let path = Path(
                rect: inset, cornerRadius: max(0, layer.cornerRadius - width / 2), corners: layer.roundedCorners)
            try context.stroke(path, with: color, lineWidth: width)
        }
    }

    /// Background, content and sublayers.
    func drawInside(_ layer: DrawnLayer, in context: GraphicsContext) throws {
        if let background = layer.backgroundColor, background.alpha > 0 {
            if layer.cornerRadius > 0 {
                try context.fill(layer.shapePath, with: background)
            } else {
                try context.fill(layer.bounds, with: background)
            }
        }
        guard !layer.contents.isEmpty || !layer.sublayers.isEmpty else { return }
        try context.withSavedState {
            if layer.masksToBounds {
                if layer.cornerRadius > 0 {
                    try context.clip(to: layer.shapePath)
                } else {
                    try context.clip(to: layer.bounds)
                }
            }
            for content in layer.contents {
                try draw(content, of: layer, in: context)
            }
            guard !layer.sublayers.isEmpty else { return }
            if layer.sublayerTransform != .identity {
                let anchor = CGPoint(
                    x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
                    y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
                let about = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                    .concatenating(layer.sublayerTransform)
                    .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
                guard Self.isDrawable(about) else { return }
                try context.concatenate(about)
            }
            for sublayer in layer.sublayers {
                try drawLayer(sublayer, in: context)
            }
        }
    }

    /// Whether `transform` can be drawn through: finite and invertible (a layer scaled to zero
    /// draws nothing).
    static func isDrawable(_ transform: CGAffineTransform) -> Bool {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        let determinant = transform.a * transform.d - transform.b * transform.c
        return values.allSatisfy(\.isFinite) && determinant != 0 && determinant.isFinite
    }

    /// Where the layer and everything it draws may land, in its own coordinates: its bounds,
    /// its shadow's reach and its sublayers' (only the bounds when it masks to them).
    func visualBounds(of layer: DrawnLayer) -> CGRect {
        var box = layer.bounds
        guard !layer.masksToBounds else { return box }
        if let shadow = layer.shadow {
            let reach = 1.5 * min(shadow.radius, limits.maxShadowRadius) + 1
            let shape = shadow.path.flatMap(Self.boundingBox) ?? layer.bounds
            box = box.union(
                shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
        }
        for content in layer.contents {
            if case .shape(let shape) = content, let shapeBox = Self.boundingBox(of: shape.path) {
                box = box.union(shapeBox.insetBy(dx: -shape.stroke.lineWidth, dy: -shape.stroke.lineWidth))
            }
            if case .image(let image) = content { box = box.union(image.clip ?? image.rect) }
        }
        for sublayer in layer.sublayers where sublayer.opacity > 0 {
            var transform = sublayer.toSuperlayer
            if layer.sublayerTransform != .identity {
                transform = transform.concatenating(layer.sublayerTransform)
            }
            box = box.union(visualBounds(of: sublayer).applying(transform))
        }
        return box
    }

    /// The box around every point of `path`, control points included; nil for an empty path.
    static func boundingBox(of path: Path) -> CGRect? {
        let points = path.elements.flatMap(\.points)
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
