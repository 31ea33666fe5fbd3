import Canvas
import Foundation
import Geometry

/// How far what a layer tree draws may reach: a box that holds every pixel its drawing can
/// touch, generously (a shadow's whole blur, a stroke's mitred corners, text past its line's
/// advances), so that cutting the drawing to it changes nothing. ``LayerRenderer`` keeps the
/// pixels of this box when it reuses a tree's drawing (``DrawingReuse``).
enum LayerReach {
    /// The box in `layer`'s superlayer's coordinates, or nil when it is not a finite box.
    static func reach(of layer: DrawnLayer, limits: DrawingLimits) -> CGRect? {
        guard let own = ownReach(of: layer, limits: limits) else { return nil }
        let placed = own.applying(layer.toSuperlayer)
        return isFinite(placed) ? placed : nil
    }

    /// The box in the layer's own coordinates.
    private static func ownReach(of layer: DrawnLayer, limits: DrawingLimits) -> CGRect? {
        guard isFinite(layer.bounds) else { return nil }
        // Clipped to the (rounded) bounds, shadow hidden, border inside them.
        if layer.masksToBounds { return layer.bounds }
        var box = layer.bounds
        for content in layer.contents {
            guard let reach = reach(of: content) else { return nil }
            box = box.union(reach)
        }
        var sublayerPlacement = CGAffineTransform.identity
        if layer.sublayerTransform != .identity {
            let anchor = CGPoint(
                x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
                y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
            sublayerPlacement = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(layer.sublayerTransform)
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        }
        for sublayer in layer.sublayers {
            guard let reach = reach(of: sublayer, limits: limits) else { return nil }
            box = box.union(reach.applying(sublayerPlacement))
        }
        if let shadow = layer.shadow {
            // The blur's mask reaches 3σ + 2 mask pixels past the shape (σ = radius / 2): at
            // least one mask pixel a point, so 1.5 × radius + 3 points, and a little more.
            let radius = min(max(shadow.radius, 0), limits.maxShadowRadius)
            let shape = shadow.path.flatMap(LayerRenderer.boundingBox) ?? box
            let reach = 1.5 * radius + 6
            box = box.union(
                shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
        }
        return isFinite(box) ? box : nil
    }

    /// The box one piece of content may touch.
    private static func reach(of content: LayerContent) -> CGRect? {
        switch content {
        case .shape(let shape):
            guard let box = LayerRenderer.boundingBox(of: shape.path) else { return .null }
            // Mitred joins reach up to half the miter limit (10) times the width.
            let outset = shape.strokeColor == nil ? 1 : 5 * max(shape.stroke.lineWidth, 0) + 1
            return box.insetBy(dx: -outset, dy: -outset)
        case .gradient(let gradient):
            return gradient.rect
        case .text(let text):
            return reach(of: text)
        case .image(let image):
            return image.clip ?? image.rect
        case .placeholder(let placeholder):
            return placeholder.caption.map { reach(of: $0).union(placeholder.rect) } ?? placeholder.rect
        case .fill(let rect, _):
            return rect
        }
    }

    /// Text's clip, or its lines' boxes with room for ascenders, descenders and overhangs.
    private static func reach(of text: TextContent) -> CGRect {
        if let clip = text.clip { return clip }
        let size = max(text.pointSize, 0)
        return text.lines.reduce(CGRect.null) { box, line in
            box.union(
                CGRect(
                    x: line.pen.x - size, y: line.pen.y - 2 * size, width: max(line.width, 0) + 2 * size,
                    height: 3 * size))
        }
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.isNull || [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }
}
